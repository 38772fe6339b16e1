import { createMatch } from 'boardgame.io/internal';
import { describe, expect, it } from 'vitest';
import { loadGames } from '../../../games/kit/content/load-content.ts';
import { playerCountProblem, withPlayerCountBounds } from '../../../games/kit/player-count.ts';

const { games } = loadGames('content');

describe('the kit guarantees every game its player count', () => {
  it.each(games.map((g) => [g.module.id, g] as const))('%s: boardgame.io’s createMatch refuses every count outside min..max', (_id, { module, content }) => {
    const game = module.createGame(content);
    const { minPlayers, maxPlayers } = game as { minPlayers: number; maxPlayers: number };
    // boardgame.io reads 0 as "the default, 2" before any check: the lobby refuses 0 itself.
    for (const numPlayers of [minPlayers - 1, maxPlayers + 1, 100, 1e9, 2.5, -3]) {
      const match = createMatch({ game, numPlayers, setupData: undefined, unlisted: false });
      expect(match, `numPlayers ${numPlayers}`).toHaveProperty('setupDataError');
    }
    expect(createMatch({ game, numPlayers: maxPlayers, setupData: undefined, unlisted: false })).toHaveProperty('initialState');
  });

  it('names the range in its refusal, and refuses a non-number', () => {
    const game = { name: 'toy', minPlayers: 3, maxPlayers: 5 };
    expect(playerCountProblem(game, 2)).toBe('toy plays with 3 to 5 players, not 2.');
    expect(playerCountProblem(game, '4')).toBe('toy plays with 3 to 5 players, not "4".');
    expect(playerCountProblem(game, 4)).toBeUndefined();
  });

  it('a game that declares no player range cannot be made into a kit game', () => {
    expect(() => withPlayerCountBounds({ name: 'boundless' })).toThrow(/must declare whole minPlayers and maxPlayers/);
  });

  it('setup refuses too, for a match made without validation', () => {
    const game = withPlayerCountBounds({ name: 'toy', minPlayers: 2, maxPlayers: 2, setup: () => ({}) });
    expect(() => game.setup!({ ctx: { numPlayers: 3 } } as never)).toThrow('toy plays with 2 players, not 3.');
  });
});
