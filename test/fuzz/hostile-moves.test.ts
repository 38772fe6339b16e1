import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FIXTURE_ROOTS, preparedFixture } from '../support/fixture-games.ts';
import { fuzzGame } from './fuzz-game.ts';

// Seeded, so a failure replays: the seed is in every failure message. Another seed, or more
// states, explore further: TABLEWRIGHT_FUZZ_SEED=x TABLEWRIGHT_FUZZ_STATES=40 npx vitest run test/fuzz
const SEED = process.env.TABLEWRIGHT_FUZZ_SEED ?? 'hostile-1';
// Three spread states a table, plus a state for each move they left out, keep each game within a few seconds of CPU.
const STATES_PER_TABLE = Number(process.env.TABLEWRIGHT_FUZZ_STATES ?? 3);
const VERBOSE = process.env.TABLEWRIGHT_FUZZ_VERBOSE !== undefined;

// boardgame.io and the lean engine log every refusal; thousands of them say nothing here.
beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
afterAll(() => vi.restoreAllMocks());

describe('hostile moves: every move name, from every seat and a spectator, with hostile arguments, through both engines', () => {
  for (const id of Object.keys(FIXTURE_ROOTS)) {
    it(`${id}: nothing throws, no built-in changes, a refusal changes nothing, an accepted move keeps the invariants`, () => {
      const started = process.cpuUsage();
      const run = fuzzGame(preparedFixture(id), SEED, STATES_PER_TABLE);
      if (VERBOSE) {
        const cpu = process.cpuUsage(started);
        process.stdout.write(`${id}: ${run.tables.join('; ')}: ${run.states} states, ${run.actions} actions, ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms CPU\n`);
        for (const note of run.findings.notes) process.stdout.write(`  note: ${note}\n`);
      }
      const replay = `seed ${SEED}, ${STATES_PER_TABLE} states a table: TABLEWRIGHT_FUZZ_SEED=${SEED} TABLEWRIGHT_FUZZ_STATES=${STATES_PER_TABLE} npx vitest run test/fuzz/hostile-moves.test.ts -t ${id}`;
      expect(run.findings.lines(), `${run.findings.size} hole(s) in ${id} (${replay})`).toEqual([]);
    }, 120_000);
  }
});
