import { describe, expect, it } from 'vitest';
import { formatContentError, loadGames } from '../../games/kit/content/load-content.ts';
import { playGame, prepareGame } from '../../games/kit/simulate/play-game.ts';
import { resolveSetups } from '../../games/kit/simulate/setup-choices.ts';
import { gameModules } from '../../games/registry.ts';
import { copyContentRoot } from '../support/content-copy.ts';
import { applyDesignerEdits, DESIGNER_EDITS } from '../support/designer-edits.ts';

// The guard of "a designer's ordinary edit breaks no test": the shipped content, copied and
// edited as a designer would (test/support/designer-edits.ts), still validates and plays. Rules
// tests run on fixture content under test/fixtures/, so nothing else reads these edits.
const GAMES_PER_SETUP = 1;

describe('ordinary designer edits to a copy of the shipped content', () => {
  for (const module of gameModules) {
    const edits = DESIGNER_EDITS.filter((e) => e.game === module.id);
    it(`${module.id}: ${edits.map((e) => e.what).join('; ')}: still valid, and whole games play to the end`, () => {
      const root = copyContentRoot('content', [module.id]);
      const before = loadGames(root, [module]);
      expect(before.errors.map(formatContentError)).toEqual([]);
      applyDesignerEdits(root, [module.id]);
      const { games, errors } = loadGames(root, [module]);
      expect(errors.map(formatContentError)).toEqual([]);
      const content = games[0].content;
      // Every edit reached the content the game is built from.
      expect(JSON.stringify(content)).not.toBe(JSON.stringify(before.games[0].content));
      const prepared = prepareGame(module, content);
      const { minPlayers = 2, maxPlayers = minPlayers } = prepared.game;
      for (const numPlayers of new Set([minPlayers, Math.min(maxPlayers, minPlayers + 2)])) {
        const resolved = resolveSetups(module.setupOptions(content), {}, numPlayers);
        if ('error' in resolved) throw new Error(resolved.error);
        for (const setupData of resolved.setups) {
          for (let g = 0; g < GAMES_PER_SETUP; g++) {
            const record = playGame(prepared, { numPlayers, setupData, seed: `designer-edits-${numPlayers}-${g}`, maxMoves: 5000 });
            expect(record.failure, JSON.stringify(record.failure)).toBeUndefined();
            expect(record.gameover).toBeDefined();
          }
        }
      }
    }, 120_000);
  }

  it('the new ROBOTS! power is carried and fires in play', () => {
    const root = copyContentRoot('content', ['robots']);
    applyDesignerEdits(root, ['robots']);
    const { games } = loadGames(root, gameModules.filter((m) => m.id === 'robots'));
    const prepared = prepareGame(games[0].module, games[0].content);
    const fired = [0, 1].map((g) => playGame(prepared, { numPlayers: 3, setupData: { variant: 'classic' }, seed: `overclock-${g}`, maxMoves: 5000 }).tally?.['fired: overclock'] ?? 0);
    expect(fired.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  }, 60_000);
});
