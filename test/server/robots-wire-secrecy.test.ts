import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import type { RobotsState, RobotsView } from '../../games/robots/state.ts';
import { createAndJoinGame } from './helpers/lobby.ts';
import { RawMatch } from './helpers/raw-match.ts';
import { connectSeat, waitFor, type RawSeat } from './helpers/raw-socket.ts';
import { RobotsKnowledge } from './helpers/robots-knowledge.ts';
import { gamesWithRobotsRules, moveKind, pickRobotsMove, ROBOTS_ID, robotsOf, seededRng } from './helpers/robots-play.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { dropCodes, keysOf, seedOf, sentLog, sentState } from './helpers/wire.ts';

// A target no match reaches: the test plays hand after hand until it has seen every kind of move.
const games = gamesWithRobotsRules({ targetScore: 100_000 });
const { content, game } = robotsOf(games);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ games });
});
afterAll(async () => {
  await t?.stop();
});

/** The kinds of move the match must have played before the wire is judged. */
const WANTED = ['drawFromFactory', 'takeTop', 'takeSeveral', 'layDown', 'extend', 'discard', 'callRobots'];
const MAX_MOVES = 1500;
const FORBIDDEN_KEYS = ['initialState', 'credentials', 'prngstate', 'seed', 'factory'];

/** The public part of a state: everything but the hands, the Factory and a running script, which have rules of their own. */
function publicPart(G: Record<string, unknown>): Record<string, unknown> {
  const { hands: _h, factory: _f, handSizes: _hs, factorySize: _fs, script: _s, scripts: _ss, ...open } = G;
  return open;
}

/**
 * Judges every message one socket received against what its viewer may know, derived from
 * the authoritative states the store held: its own hand only, hand sizes and the Factory's
 * size, the public rest exactly as it is; no card it may not know anywhere (the state, the
 * log, metadata, errors); no seed, credentials, initialState or Factory.
 */
function assertWire(seat: RawSeat, match: RawMatch<RobotsState>, know: RobotsKnowledge, secrets: string[]): Set<number> {
  const viewer = seat.playerID;
  const latest = Math.max(...match.history.keys());
  const judged = new Set<number>();
  for (const message of seat.received) {
    const where = `${message.event} to ${viewer ?? 'the spectator'}`;
    const wire = JSON.stringify(message.args);
    for (const secret of secrets) expect(wire.includes(secret), `${where} holds a secret`).toBe(false);
    const keys = keysOf(message.args);
    for (const key of FORBIDDEN_KEYS) expect(keys.has(key), `${where} holds '${key}'`).toBe(false);

    const sent: State<RobotsView> | undefined = sentState(message);
    const stateID = sent?._stateID ?? latest;
    for (const entry of sentLog(message)) {
      const { type, args, playerID } = entry.action.payload;
      // A discard lies face up, even the last one of a hand, whose card the new deal takes back at once.
      if (playerID === viewer || type === 'discard') continue;
      const known = know.inLog(viewer, stateID);
      for (const card of know.cardsIn(args)) expect(known.has(card), `${where}: the log shows ${card} in ${type} by ${playerID}`).toBe(true);
    }
    // Beside its state and log: a sync's match metadata; any other message as a whole.
    const extras = message.event === 'sync' ? { ...message.args[1], state: undefined, log: undefined } : message.event === 'update' ? null : message.args;
    const knownNow = sent ? know.inState(viewer, stateID) : know.inLog(viewer, latest);
    for (const card of know.cardsIn(extras)) expect(knownNow.has(card), `${where} names ${card}`).toBe(true);
    if (!sent) continue;
    judged.add(sent._stateID);
    const truth = match.history.get(sent._stateID);
    expect(truth, `authoritative state ${sent._stateID} was recorded`).toBeDefined();
    const T = truth!.G;
    const G = sent.G;
    expect(Object.keys(G.hands), `${where}: the hands sent`).toEqual(viewer === null ? [] : [viewer]);
    if (viewer !== null) expect(G.hands[viewer], `${where}: the viewer's own hand`).toEqual(T.hands[viewer]);
    expect(G.handSizes).toEqual(Object.fromEntries(T.players.map((p) => [p, T.hands[p].length])));
    expect(G.factorySize).toBe(T.factory.length);
    expect(publicPart(G as never), `${where}: the public part of state ${sent._stateID}`).toEqual(publicPart(T as never));
    for (const card of know.cardsIn({ G, ctx: sent.ctx, plugins: sent.plugins })) {
      expect(knownNow.has(card), `${where}: state ${sent._stateID} shows ${card}`).toBe(true);
    }
  }
  return judged;
}

describe('the wire in a ROBOTS! match: what three players and a spectator receive', () => {
  it('no message holds a card the viewer may not know, the Factory, the seed or initialState', async () => {
    const m = await createAndJoinGame(t.url, ROBOTS_ID, 3);
    const seats = await Promise.all(m.seats.map((s) => connectSeat(t.url, ROBOTS_ID, m.matchID, s.playerID, s.credentials)));
    const spectator = await connectSeat(t.url, ROBOTS_ID, m.matchID, null);
    const everyone = [...seats, spectator];
    const match = new RawMatch<RobotsState>(t, m.matchID, seats, [spectator]);
    const seed = await seedOf(t.server, m.matchID);

    const chats = (s: RawSeat) => s.received.filter((r) => r.event === 'chat').map((r) => r.args[1].payload);
    seats[1].chat(m.matchID, 'good luck, humans');
    spectator.chat(m.matchID, 'from the stands');
    await waitFor(() => everyone.every((s) => chats(s).includes('good luck, humans')), 'a seated chat to reach all');

    const rng = seededRng('robots-wire-secrecy');
    const played = new Map<string, number>();
    const seen = (kind: string) => (played.get(kind) ?? 0) > 0;
    for (let i = 0; i < MAX_MOVES; i++) {
      const s = await match.state();
      if (s.ctx.gameover !== undefined || (WANTED.every(seen) && s.G.handNumber >= 2)) break;
      const next = pickRobotsMove(game, s, rng);
      if (!next) throw new Error(`no legal move in state ${s._stateID}`);
      played.set(moveKind(next, s.G), (played.get(moveKind(next, s.G)) ?? 0) + 1);
      await match.play(next.playerID, next.move, ...next.args);
    }
    const end = await match.state();
    expect(Object.fromEntries(played), 'the moves played').toEqual(expect.objectContaining(Object.fromEntries(WANTED.map((k) => [k, expect.any(Number)]))));
    expect(end.G.handNumber, 'a hand ended and the next was dealt').toBeGreaterThanOrEqual(2);

    const know = new RobotsKnowledge(content, match.history, everyone.map((s) => s.playerID));
    const secrets = [seed, ...m.seats.map((s) => s.credentials)];
    const everyState = [...match.history.keys()].sort((a, b) => a - b);
    for (const seat of everyone) {
      // Connected before the first move: every state of the match reached this socket and was judged.
      expect([...assertWire(seat, match, know, secrets)].sort((a, b) => a - b), 'states judged').toEqual(everyState);
      expect(chats(seat)).toEqual(['good luck, humans']);
      const events = new Set(seat.received.map((r) => r.event));
      expect([...events].every((e) => ['sync', 'update', 'matchData', 'chat', 'tablewright:error'].includes(e)), [...events].join()).toBe(true);
    }
    for (const seat of seats) expect(dropCodes(seat.received)).toEqual([]);
    expect(dropCodes(spectator.received)).toEqual(['spectators-silent']);
    expect(t.errors).toEqual([]);
    everyone.forEach((s) => s.close());
  }, 240_000);
});
