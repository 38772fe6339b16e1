import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import seedrandom from 'seedrandom';
import type { State } from 'boardgame.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGames } from '../../../games/kit/content/load-content.ts';
import { WINDOW_SECONDS } from '../../bench/server-bench/bench-content.ts';
import { copyContentRoot } from '../../support/content-copy.ts';
import { describeWithPostgres } from '../../support/throwaway-postgres.ts';
import { describeWithRedis } from '../../support/throwaway-redis.ts';
import { playWithBots } from '../helpers/bot-driven-match.ts';
import { AYAR, createAndJoin, createAndJoinGame } from '../helpers/lobby.ts';
import { roundTrip } from '../helpers/probes.ts';
import { connectSeat, waitFor } from '../helpers/raw-socket.ts';
import { useServeProcesses, type ServeProcess } from '../helpers/serve-process.ts';
import { useThrowawayCluster } from '../helpers/throwaway-cluster.ts';

/**
 * The numbers each game's rules.yaml is given here: every timed window a random player runs into
 * at its shortest (the ROBOTS! call, 3 Laws' accusation, Bias Effect's trade and bid at 0
 * seconds; Evil Robots' at 2 seconds, the shortest its bots' 1-second reaction floor allows), so the server still screens each
 * move against its window but the players need not wait them out; and the two longest games
 * ended sooner (random players took 525 moves to reach 250 ROBOTS! points and 1,615 to bring
 * Evil Robots to 10 Influence; here 3), each still a whole match through every rule.
 */
const QUICKER: Record<string, Record<string, number>> = {
  robots: { claimWindowSeconds: 0, targetScore: 100 },
  'three-laws': { accuseWindowSeconds: 0 },
  'bias-effect': { tradeSeconds: 0, bidSeconds: 0 },
  'evil-robots': { claimSeconds: 2, splitSeconds: 2, keepSeconds: 2, endgameAt: 3 },
};

/**
 * What validate asks to follow those numbers: the summaries that state them, and Evil Robots'
 * bots, whose reaction floor (at least 1 second) must be shorter than its windows.
 */
const FOLLOWING: [game: string, file: string, from: RegExp, to: string][] = [
  ['robots', 'how-to-play.yaml', /\*\*250 points\*\*/, '**100 points**'],
  ['bias-effect', 'how-to-play.yaml', /\*\*45 seconds\*\*/g, '**0 seconds**'],
  ['evil-robots', 'bots.yaml', /^reactionSeconds: \d+$/m, 'reactionSeconds: 1'],
];

function quickerContent(): string {
  const root = copyContentRoot('content');
  for (const [game, windows] of Object.entries(WINDOW_SECONDS)) expect(Object.keys(QUICKER[game] ?? {}), `${game}'s timed windows shortened`).toEqual(expect.arrayContaining(windows));
  for (const [game, numbers] of Object.entries(QUICKER)) {
    const file = join(root, game, 'rules.yaml');
    let text = readFileSync(file, 'utf8');
    for (const [key, value] of Object.entries(numbers)) {
      const pattern = new RegExp(`^${key}: \\d+$`, 'm');
      expect(text, `${game}/rules.yaml sets ${key}`).toMatch(pattern);
      text = text.replace(pattern, `${key}: ${value}`);
    }
    writeFileSync(file, text);
  }
  for (const [game, name, from, to] of FOLLOWING) {
    const file = join(root, game, name);
    const text = readFileSync(file, 'utf8');
    expect(text, `${game}/${name} holds ${from}`).toMatch(from);
    writeFileSync(file, text.replace(from, to));
  }
  return root;
}

const contentRoot = quickerContent();
const { games, errors } = loadGames(contentRoot);
const loaded = (id: string) => games.find((g) => g.module.id === id)!;

/** Each shipped game at its smallest table, with the setup a lobby would offer first. */
const TABLES: [string, number, unknown][] = [
  [AYAR, 3, { mode: 'basic' }],
  ['robots', 2, undefined],
  ['three-laws', 4, undefined],
  ['bias-effect', 2, undefined],
  ['evil-robots', 3, undefined],
];

describeWithPostgres('several server processes on one PostgreSQL', () => {
  describeWithRedis('and one Redis', () => {
    const cluster = useThrowawayCluster();
    let servers: ServeProcess[];
    const serve = useServeProcesses();

    beforeAll(async () => {
      expect(errors).toEqual([]);
      const args = [...cluster.serveArgs(), '--content', contentRoot];
      // One first: it brings the schema up to date while the others would wait on its lock.
      servers = [await serve(args)];
      servers.push(...(await Promise.all([serve(args), serve(args)])));
    }, 90_000);
    afterAll(() => rmSync(contentRoot, { recursive: true, force: true }));

    const truth = (matchID: string) => async (): Promise<State> => (await cluster.stored(matchID)).state;

    describe.each(TABLES)('%s, %i players', (id, numPlayers, setupData) => {
      it('each seat on another process: a whole match, every seat holding the stored state after every move', async () => {
        const match = await createAndJoinGame(servers[0].url, id, numPlayers, setupData);
        const end = await playWithBots((seat) => servers[seat % servers.length].url, loaded(id), match, truth(match.matchID), {
          moves: 3000,
          rng: seedrandom(`processes-${id}`),
          budgeted: true,
          moveTimeoutMs: 15_000,
        });
        expect(end.ctx.gameover, 'the match reached its end').toBeDefined();
        // Each kept move's entries carry the state it was made on: every state from the first, in order, none twice over.
        const ids = (await cluster.stored(match.matchID)).log.map((e) => e._stateID);
        expect(ids, 'the log in the order of its states').toEqual([...ids].sort((a, b) => a - b));
        expect(new Set(ids).size, 'a log entry for every move kept').toBe(end._stateID);
      }, 240_000);
    });

    it('a move every seat answers at once (3 Laws names), sent by four seats on three processes on the same state, is kept for each, none told stale', async () => {
      for (let round = 0; round < 3; round++) {
        const m = await createAndJoinGame(servers[0].url, 'three-laws', 4);
        const seats = await Promise.all(m.seats.map((s, i) => connectSeat(servers[i % servers.length].url, 'three-laws', m.matchID, s.playerID, s.credentials)));
        // Two seats on one process queue there; the others race it through the store, where the
        // loser's write is refused as stale and played again on the state that won (lean-master.ts).
        seats.forEach((seat, i) => seat.move(m.matchID, 'nameSeat', [`P${i}`], 0));
        await waitFor(async () => (await truth(m.matchID)())._stateID === 4, 'every name to be kept');
        await Promise.all(seats.map(roundTrip));
        const { state } = await cluster.stored(m.matchID);
        expect(state.G.names, `round ${round}`).toEqual({ 0: 'P0', 1: 'P1', 2: 'P2', 3: 'P3' });
        for (const seat of seats) expect(seat.received.filter((r) => r.event === 'tablewright:error').map((r) => r.args[0]?.code), `round ${round}: seat ${seat.playerID} told`).toEqual(['unknown-event']);
        for (const seat of seats) seat.close();
      }
    });

    it('the same move sent to two processes at once is kept once, and the other sender is told', async () => {
      for (let round = 0; round < 5; round++) {
        const m = await createAndJoin(servers[0].url, 5, 'extended');
        const [mover, spectator] = [m.seats[0], null];
        const here = await connectSeat(servers[1].url, AYAR, m.matchID, mover.playerID, mover.credentials);
        const there = await connectSeat(servers[2].url, AYAR, m.matchID, mover.playerID, mover.credentials);
        const watcher = await connectSeat(servers[0].url, AYAR, m.matchID, spectator);
        here.move(m.matchID, 'offerHandshake', ['1'], 0);
        there.move(m.matchID, 'offerHandshake', ['2'], 0);
        await waitFor(() => watcher.stateID() === 1, 'one of the two to be kept');
        const told = (seat: typeof here) => seat.received.some((r) => r.event === 'tablewright:error' && r.args[0]?.code === 'stale-state');
        await waitFor(() => told(here) || told(there), 'the other sender to be told');
        // Each has the kept move (the loser through Redis); a notice to either came before its round trip's answer.
        await waitFor(() => here.stateID() === 1 && there.stateID() === 1, 'both senders to hear the kept move');
        await Promise.all([here, there].map(roundTrip));
        expect([told(here), told(there)].filter(Boolean), 'exactly one sender told').toHaveLength(1);
        const { state, log } = await cluster.stored(m.matchID);
        expect(state._stateID).toBe(1);
        expect(log).toHaveLength(1);
        const kept = log[0].action.payload.args[0];
        expect(told(kept === '1' ? there : here), 'the sender told is the one not kept').toBe(true);
        for (const seat of [here, there, watcher]) seat.close();
      }
    });
  });
});
