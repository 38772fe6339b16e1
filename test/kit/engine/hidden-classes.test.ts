import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { TYPESCRIPT } from '../../bench/bench-child-support.ts';

const run = promisify(execFile);
const CHILD = fileURLToPath(new URL('./hidden-classes-child.ts', import.meta.url));

/**
 * A state copied by a spread of an object a rule just made, then frozen by the engine, takes a
 * hidden class of its own in V8 (games/kit/with-fields.ts copyWith says why that costs): every
 * read of a field misses V8's caches. The rules copy states so that a game's states share a few.
 */
describe("the shipped games' states share a few hidden classes", () => {
  it('a handful per game over 300 states of whole games, where the spread-then-freeze control takes one a state', async () => {
    const { stdout } = await run(process.execPath, ['--allow-natives-syntax', '--import', TYPESCRIPT, CHILD], { maxBuffer: 1 << 20 });
    const { rows, control } = JSON.parse(stdout) as { rows: { game: string; states: number; classes: number }[]; control: { states: number; classes: number } };
    // The control proves the count can fail on this Node: each of its states has a class of its own.
    // A V8 that shares classes there has no such cost; the check would then measure nothing, and says so.
    expect(control.classes, 'this Node shares hidden classes between spread-then-frozen copies: the check below no longer tells anything; see games/kit/with-fields.ts').toBeGreaterThan(control.states / 2);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      expect(row.states, row.game).toBeGreaterThanOrEqual(300);
      expect(row.classes, `${row.game}: ${row.classes} hidden classes over ${row.states} states`).toBeLessThanOrEqual(4);
    }
  }, 120_000);
});
