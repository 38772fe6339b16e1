import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import seedrandom from 'seedrandom';
import type { State } from 'boardgame.io';
import { loadGames, type LoadedGame } from '../../games/kit/content/load-content.ts';
import { prepareGame, type PreparedGame } from '../../games/kit/simulate/play-game.ts';
import { gameModules } from '../../games/registry.ts';
import { LeanMaster } from '../../server/app/lean-master.ts';
import { createAndJoinGame } from '../server/helpers/lobby.ts';
import { useTestServer } from '../server/helpers/test-server.ts';
import { FIXTURE_ROOTS } from '../support/fixture-games.ts';
import { PrototypeGuard } from '../support/prototype-guard.ts';
import { Findings } from './findings.ts';
import { Signal } from './server/signal.ts';
import { fuzzMatchOverWire, type Wire } from './server/wire-match.ts';
import { tablesOf } from './walk.ts';

const SEED = process.env.TABLEWRIGHT_FUZZ_SEED ?? 'hostile-1';
/** Legal moves played to bring each move of a match to a state where it is legal, at most. */
const MAX_STEPS = 60;

const loaded: LoadedGame[] = Object.entries(FIXTURE_ROOTS).map(([id, root]) => {
  const { games, errors } = loadGames(root, gameModules.filter((m) => m.id === id));
  if (errors.length > 0) throw new Error(`the ${id} fixture has errors: ${JSON.stringify(errors)}`);
  return games[0];
});
const prepared = new Map<string, PreparedGame>(loaded.map((g) => [g.module.id, prepareGame(g.module, g.content)]));

// The budgets per address are for people; this one test sends hundreds of packets, each a new
// socket every 35 (raw-seats.ts), and must meet no budget but the packet checks themselves.
const t = useTestServer({
  games: loaded,
  limits: { connectsPerMinute: 100_000, socketsPerAddress: 1_000, messagesPerSecond: 100_000, syncsPerMinute: 100_000, createsPerMinute: 10_000, requestsPerSecond: 100_000 },
});

let handled = 0;
const signal = new Signal();
let wire: Wire;
let bystander: { matchID: string; state: State };

beforeAll(async () => {
  const onUpdate = LeanMaster.prototype.onUpdate;
  // Counts the updates the server is done with, so a test waits for each move's answer, refused
  // silently or not; on the next turn of the event loop, once the handler guard has logged a throw.
  vi.spyOn(LeanMaster.prototype, 'onUpdate').mockImplementation(async function (this: LeanMaster, ...args: Parameters<LeanMaster['onUpdate']>) {
    try {
      return await onUpdate.apply(this, args);
    } finally {
      setImmediate(() => {
        handled++;
        signal.notify();
      });
    }
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // The server deals each match from a secret seed (crypto-seed.ts); here from the test's seed and
  // the game's own count of matches, so a failure replays, alone (-t) or with the other games.
  for (const { game } of t.server.games) {
    let matches = 0;
    Object.defineProperty(game, 'seed', { get: () => `${SEED}/${game.name}/match-${matches++}`, configurable: true });
  }
  // Taken once the server has started: what it does to the built-ins at start is its own.
  wire = { server: t, handled: () => handled, signal, guard: new PrototypeGuard(), findings: new Findings(), rng: Math.random };
  const { matchID } = await createAndJoinGame(t.url, 'bias-effect', 3);
  bystander = { matchID, state: (await t.server.store.fetch(matchID, { state: true })).state! };
});
afterAll(() => vi.restoreAllMocks());

describe('hostile moves over the wire: raw socket.io packets from seats and spectators, at a real server', () => {
  for (const [id, game] of prepared) {
    it(`${id}: no packet changes a built-in, throws in a handler, changes a match it was refused in, or breaks an invariant`, async () => {
      // Each game its own findings and its own random choices, the same whether it runs alone (-t) or not.
      wire.findings = new Findings();
      wire.rng = seedrandom(`${SEED}/wire/${id}`);
      const [smallest] = tablesOf(game);
      const started = process.cpuUsage();
      const sent = await fuzzMatchOverWire(wire, game, smallest, MAX_STEPS);
      if (process.env.TABLEWRIGHT_FUZZ_VERBOSE !== undefined) {
        const cpu = process.cpuUsage(started);
        process.stdout.write(`${id} over the wire: ${smallest.label}: ${sent} hostile packets, ${((cpu.user + cpu.system) / 1000).toFixed(0)} ms CPU (server and test)\n`);
      }
      expect(sent).toBeGreaterThan(0);
      expect(wire.findings.lines(), `seed ${SEED}: TABLEWRIGHT_FUZZ_SEED=${SEED} npx vitest run test/fuzz/hostile-server.test.ts`).toEqual([]);
    }, 120_000);
  }

  it('afterwards the server serves as before: another match untouched, a new match created and joined, healthy', async () => {
    expect((await t.server.store.fetch(bystander.matchID, { state: true })).state).toEqual(bystander.state);
    const fresh = await createAndJoinGame(t.url, 'evil-robots', 3);
    expect(fresh.seats).toHaveLength(3);
    expect((await fetch(`${t.url}/health`)).status).toBe(200);
    expect(wire.guard.changes()).toEqual([]);
  });
});
