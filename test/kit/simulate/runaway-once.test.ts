import { describe, expect, it, vi } from 'vitest';
import { loadGames } from '../../../games/kit/content/load-content.ts';
import { playGame, prepareGame } from '../../../games/kit/simulate/play-game.ts';
import { robots } from '../../../games/robots/index.ts';

// Each time the interpreter stops a script at its step budget it reads where the script stood
// (placesOf): counting those calls counts the runaways, whatever the machine's speed.
const counted = vi.hoisted(() => ({ runaways: 0 }));
vi.mock('../../../games/kit/script/runaway-script.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../games/kit/script/runaway-script.ts')>();
  return { ...real, placesOf: (...args: Parameters<typeof real.placesOf>) => (counted.runaways++, real.placesOf(...args)) };
});

// Game r170-0 of the runaway fixture runs away in move 129 (test/kit/simulate/runaway-script.test.ts).
const { games } = loadGames('test/fixtures/robots/runaway', [robots]);
const prepared = prepareGame(robots, games[0].content);
const options = { numPlayers: 2, setupData: { variant: 'classic' }, seed: 'r170-0', maxMoves: 5000 };

describe('a game whose card script runs away', () => {
  it.each([false, true])('stops at its first runaway, cross-checked or not (crossCheck %s)', (crossCheck) => {
    counted.runaways = 0;
    const record = playGame(prepared, { ...options, crossCheck });
    expect(record.failure?.kind).toBe('runaway-script');
    expect(record.moves).toHaveLength(129);
    expect(counted.runaways).toBe(1);
  });
});
