import { describe, expect, it } from 'vitest';
import type { LogEntry, State } from 'boardgame.io';
import type { BiasState, BiasView, PlayerID, RoundLog } from '../../games/bias-effect/state.ts';
import { biasEffectOf, biasMoveKind, BIAS_EFFECT_ID, gamesWithBiasEffectFixture, pickBiasMove } from './helpers/bias-effect-play.ts';
import type { RawMatch } from './helpers/raw-match.ts';
import { movesHandled, roundTrip } from './helpers/probes.ts';
import { waitFor, type RawSeat, type Received } from './helpers/raw-socket.ts';
import { seededRng } from './helpers/robots-play.ts';
import { useTestServer } from './helpers/test-server.ts';
import { playUntilSeen, saw, type Sightings } from './helpers/until-seen.ts';
import { watchedMatch } from './helpers/watched-match.ts';
import { dropCodes, entrySeenBy, expectNothingSecret, keysOf, scriptsSeenBy, sentLog, sentState } from './helpers/wire.ts';

const games = gamesWithBiasEffectFixture();
const { content, game } = biasEffectOf(games);
const t = useTestServer({ games });

/** Every kind of move a match must have played before the wire is judged (biasMoveKind). */
const WANTED = ['trade:card', 'trade:none', 'bid', 'control:program', 'control:delete', 'playAlgorithm', 'pass'];
/**
 * A card that makes its player choose another always asks once there are two others; with two
 * players a decision comes up only when the mind offers a choice, so it is sought, not required.
 */
const wantedFor = (numPlayers: number) => (numPlayers > 2 ? [...WANTED, 'playAlgorithm:asks', 'decide'] : WANTED);
const SOUGHT = ['playAlgorithm:asks', 'decide'];
const MAX_MOVES = 1500;
/** The moves whose arguments boardgame.io must strip from the log everyone but the mover receives. */
const REDACTED = ['trade', 'bid', 'decide'];
/** The secret parts of the state, and the inner workings of a running script, named nowhere on the wire. */
const SECRET_KEYS = ['hands', 'algorithmDeck', 'beliefDeck', 'lifeDeck'];
const FORBIDDEN_KEYS = ['initialState', 'credentials', 'prngstate', 'seed', 'commits', 'frames', 'scopes', 'vars', 'nextId', ...SECRET_KEYS];
/** The fields of the state every viewer receives exactly as they are. */
const PUBLIC_KEYS = ['players', 'identities', 'chips', 'bank', 'algorithmDiscard', 'beliefDiscard', 'mind', 'lifeDiscard', 'belief', 'autonomy', 'resets', 'firstPlayer', 'round', 'history', 'roundsPlayed', 'stats', 'result'];
const VIEW_KEYS = [...PUBLIC_KEYS, 'step', 'scripts', 'me', 'hand', 'handCounts', 'algorithmDeckCount', 'beliefDeckCount', 'lifeDeckCount'];

const publicPart = (G: BiasState | BiasView) => Object.fromEntries(PUBLIC_KEYS.map((k) => [k, G[k as keyof typeof G]]));
const openSealed = (T: BiasState) => (T.step.kind === 'trade' || T.step.kind === 'bid') && !T.step.sealed.revealed;

/** A sealed step as a viewer may know it, derived from the rules: who has chosen, and only its own choice until all are in. */
function stepSeenBy(T: BiasState, viewer: PlayerID | null) {
  if (T.step.kind !== 'trade' && T.step.kind !== 'bid') return T.step;
  const { key, eligible, commits, revealed, defaulted } = T.step.sealed;
  const committed = eligible.filter((p) => Object.hasOwn(commits, p));
  const values = revealed ? commits : viewer !== null && Object.hasOwn(commits, viewer) ? { [viewer]: commits[viewer] } : {};
  return { kind: T.step.kind, sealed: { key, eligible, committed, values, revealed, defaulted } };
}



/** Every object anywhere in a message: to find a sealed `values` map that says too much, wherever it sits. */
function* objectsIn(value: unknown): Generator<Record<string, unknown>> {
  if (Array.isArray(value)) for (const v of value) yield* objectsIn(v);
  else if (value && typeof value === 'object') {
    yield value as Record<string, unknown>;
    for (const v of Object.values(value)) yield* objectsIn(v);
  }
}

/** What the moves really chose, round by round, from the server's own log: a reveal must show exactly these. */
function choicesByRound(log: LogEntry[], match: RawMatch<BiasState>, move: 'bid' | 'trade') {
  const byRound = new Map<number, Record<PlayerID, unknown>>();
  for (const entry of log.filter((e) => e.action.payload.type === move)) {
    const round = match.history.get(entry._stateID)!.G.round.round;
    byRound.set(round, { ...byRound.get(round), [entry.action.payload.playerID]: entry.action.payload.args![0] });
  }
  return byRound;
}

/** A seat's message with its own part put as the spectator's is: what is left must be the spectator's message exactly. */
function withoutOwnPart(message: Received, viewer: PlayerID): unknown {
  const state = structuredClone(sentState(message)) as State<BiasView>;
  state.G.me = null;
  state.G.hand = [];
  if ((state.G.step.kind === 'trade' || state.G.step.kind === 'bid') && !state.G.step.sealed.revealed) delete state.G.step.sealed.values[viewer];
  const pending = state.G.scripts.running?.pending;
  if (pending?.player === viewer) pending.options = [];
  const log = sentLog(message).map((e: LogEntry) => entrySeenBy(e, null));
  return { state, log };
}

interface Verdict {
  judged: Set<number>;
  redactedSeen: Record<string, number>;
  revealsSeen: number;
  optionsSeen: number;
  /** States in which another seat's choice was in but hidden from this viewer. */
  sealedOthers: number;
}

/**
 * Judges every message one socket received against the authoritative state it was sent from:
 * its own hand only and counts of the others', counts for every deck, during a sealed step the
 * others' choices never (only who has chosen), a decision's options only for the decider, the
 * public rest exactly; no card of another hand or a deck anywhere in it; every log entry as the
 * store holds it, a trade, bid or answer by another seat without its arguments; every revealed
 * bid and trade as the moves made it; no seed, credentials, initialState or secret field.
 */
function assertWire(seat: RawSeat, match: RawMatch<BiasState>, storedLog: LogEntry[], secrets: string[]): Verdict {
  const viewer = seat.playerID;
  const verdict: Verdict = { judged: new Set(), redactedSeen: {}, revealsSeen: 0, optionsSeen: 0, sealedOthers: 0 };
  const bids = choicesByRound(storedLog, match, 'bid');
  const trades = choicesByRound(storedLog, match, 'trade');
  for (const message of seat.received) {
    const where = `${message.event} to ${viewer ?? 'the spectator'}`;
    expectNothingSecret(message, where, secrets, FORBIDDEN_KEYS);
    for (const entry of sentLog(message) as LogEntry[]) {
      const { type, playerID } = entry.action.payload;
      const stored = storedLog.filter((e) => e._stateID === entry._stateID && e.action.type === entry.action.type && e.action.payload.type === type && e.action.payload.playerID === playerID);
      expect(stored, `${where}: log entry ${type} by ${playerID} at ${entry._stateID} is the store's`).toHaveLength(1);
      expect(entry, `${where}: log entry ${type} by ${playerID} at ${entry._stateID}`).toEqual(entrySeenBy(stored[0], viewer));
      if (REDACTED.includes(type) && playerID !== viewer) {
        expect(entry.action.payload.args, `${where}: ${type} by ${playerID} carries its arguments`).toBeNull();
        verdict.redactedSeen[type] = (verdict.redactedSeen[type] ?? 0) + 1;
      }
    }
    const sent: State<BiasView> | undefined = sentState(message);
    if (!sent) continue;
    verdict.judged.add(sent._stateID);
    const truth = match.history.get(sent._stateID);
    expect(truth, `authoritative state ${sent._stateID} was recorded`).toBeDefined();
    const T = truth!.G;
    const G = sent.G;
    const at = `${where}, state ${sent._stateID} (${T.step.kind})`;
    expect(Object.keys(T).sort(), 'every field of the state is judged').toEqual([...PUBLIC_KEYS, ...SECRET_KEYS, 'step', 'scripts'].sort());
    expect(Object.keys(G).sort(), `${at}: the fields of the view`).toEqual([...VIEW_KEYS].sort());
    expect(G.me, `${at}: who it is`).toBe(viewer);
    expect(G.hand, `${at}: its own hand`).toEqual(viewer === null ? [] : T.hands[viewer]);
    expect(G.handCounts).toEqual(Object.fromEntries(T.players.map((p) => [p, T.hands[p].length])));
    expect([G.algorithmDeckCount, G.beliefDeckCount, G.lifeDeckCount], `${at}: the deck counts`).toEqual([T.algorithmDeck.length, T.beliefDeck.length, T.lifeDeck.length]);
    expect(G.step, `${at}: the step`).toEqual(stepSeenBy(T, viewer));
    expect(G.scripts, `${at}: the scripts`).toEqual(scriptsSeenBy(T.scripts, viewer));
    expect(publicPart(G), `${at}: the public part`).toEqual(publicPart(T));
    expect(sent.ctx, `${at}: ctx`).toEqual(truth!.ctx);
    if (T.scripts.running?.pending?.player === viewer && viewer !== null) verdict.optionsSeen++;

    if (openSealed(T)) {
      const sealed = (T.step as Extract<BiasState['step'], { kind: 'bid' | 'trade' }>).sealed;
      if (Object.keys(sealed.commits).some((p) => p !== viewer)) verdict.sealedOthers++;
      // Raw: wherever a sealed map sits in the message, it names no other seat while the step is open.
      for (const o of objectsIn(message.args)) {
        if (o.values && typeof o.values === 'object' && !Array.isArray(o.values)) {
          expect(Object.keys(o.values).filter((p) => p !== viewer), `${at}: sealed values of others`).toEqual([]);
        }
      }
      expect(T.round.bids, `${at}: no bid result before the reveal`).toBeNull();
      if (T.step.kind === 'trade') expect(T.round.trades, `${at}: no trade shown before the reveal`).toEqual({});
    }
    // Every revealed bid and trade is the one its mover sent.
    for (const r of [...G.history, G.round] as RoundLog[]) {
      if (r.bids) {
        verdict.revealsSeen++;
        const sentBids = bids.get(r.round) ?? {};
        for (const line of r.bids.lines) expect(line.bid, `${at}: round ${r.round}'s bid by ${line.player}`).toBe(sentBids[line.player] ?? 0);
      }
      for (const [p, trade] of Object.entries(r.trades)) expect(trade?.card ?? null, `${at}: round ${r.round}'s trade by ${p}`).toBe(trades.get(r.round)?.[p] ?? null);
    }
    // No card of another seat's hand nor of a deck appears anywhere, unless the public record names it (a card traded before a reshuffle).
    const open = JSON.stringify([publicPart(T), T.scripts.effects]);
    const hidden = [...T.players.filter((p) => p !== viewer).flatMap((p) => T.hands[p]), ...T.algorithmDeck, ...T.beliefDeck, ...T.lifeDeck].map((c) => JSON.stringify(c)).filter((c) => !open.includes(c));
    const shown = JSON.stringify({ G, ctx: sent.ctx, plugins: sent.plugins });
    for (const card of hidden) expect(shown.includes(card), `${at}: shows hidden card ${card}`).toBe(false);
    if (sent.ctx.gameover !== undefined) expect(sent.ctx.gameover).toEqual(T.result);
  }
  return verdict;
}

/** A seat's messages must be the spectator's, message for message, but for its own hand, choices, options and log entries. */
function assertOnlyOwnMore(seat: RawSeat, spectator: RawSeat) {
  const key = (m: Received) => `${m.event}:${sentState(m)._stateID}`;
  const theirs = new Map<string, unknown[]>();
  for (const m of spectator.received.filter(sentState)) theirs.set(key(m), [...(theirs.get(key(m)) ?? []), withoutOwnPart(m, '')]);
  const mine = new Map<string, unknown[]>();
  for (const m of seat.received.filter(sentState)) mine.set(key(m), [...(mine.get(key(m)) ?? []), withoutOwnPart(m, seat.playerID!)]);
  expect([...mine.keys()].sort(), `the messages of ${seat.playerID} and the spectator`).toEqual([...theirs.keys()].sort());
  for (const [k, messages] of mine) expect(messages, `${k} to ${seat.playerID}, its own part left out`).toEqual(theirs.get(k));
}

/** A seat by name, in what a match showed. */
const who = (seat: RawSeat) => seat.playerID ?? 'the spectator';
/** The seats of a match of `numPlayers`, then the spectator, by name. */
const viewers = (numPlayers: number) => [...Array.from({ length: numPlayers }, (_, i) => String(i)), 'the spectator'];

/**
 * What the matches must show, over all of them: every kind of move wanted, forged bids tried,
 * a tie, and for each seat and the spectator a reveal of bids and a state in which another
 * seat's sealed choice was in; trades, bids and (with more than two players) decisions made.
 */
const mustShow = (numPlayers: number) => [
  ...wantedFor(numPlayers),
  'forged bids tried',
  'tied bids',
  ...viewers(numPlayers).flatMap((v) => [`revealed bids judged by ${v}`, `states with another seat’s sealed choice in, seen by ${v}`]),
  ...REDACTED.filter((type) => type !== 'decide' || numPlayers > 2).map((type) => `${type} moves made`),
];

/**
 * Plays one match, its picker seeded by `rngSeed` and told what earlier matches showed, forging
 * bids unless an earlier match did; then judges every message each seat and the spectator received.
 */
async function playAndJudge(numPlayers: number, rngSeed: string, seen: ReadonlySet<string>): Promise<Sightings> {
  const { m, seats, spectator, everyone, match, seed } = await watchedMatch<BiasState>(t, BIAS_EFFECT_ID, numPlayers, {});
  const rng = seededRng(rngSeed);
  const played: Sightings = new Map();
  let forged = seen.has('forged bids tried');
  const showed: Sightings = new Map();
  for (let i = 0; i < MAX_MOVES; i++) {
    const s = await match.state();
    if (s.ctx.gameover !== undefined) break;
    if (!forged && s.G.step.kind === 'bid' && Object.keys(s.G.step.sealed.commits).length > 0) {
      await forgeBids(match, seats, spectator, everyone);
      saw(showed, 'forged bids tried');
      forged = true;
    }
    const unseen = new Set([...WANTED, ...SOUGHT].filter((k) => !played.has(k) && !seen.has(k)));
    const next = pickBiasMove(game, content, s, rng, unseen, s.G.stats.ties === 0 && !seen.has('tied bids'));
    if (!next) throw new Error(`no legal move in state ${s._stateID}`);
    saw(played, biasMoveKind(next, content, s.G));
    await match.play(next.playerID, next.move, ...next.args);
  }
  const end = await match.state();
  expect(end.ctx.gameover, `the match ended within ${MAX_MOVES} moves`).toBeDefined();
  for (const [kind, n] of played) saw(showed, kind, n);
  saw(showed, 'tied bids', end.G.stats.ties);

  const { log } = await t.server.store.fetch(m.matchID, { log: true });
  const secrets = [seed, ...m.seats.map((s) => s.credentials)];
  const everyState = [...match.history.keys()].sort((a, b) => a - b);
  let optionsSeen = 0;
  for (const seat of everyone) {
    const verdict = assertWire(seat, match, log, secrets);
    // Connected before the first move: every state of the match reached this socket and was judged.
    expect([...verdict.judged].sort((a, b) => a - b), 'states judged').toEqual(everyState);
    saw(showed, `revealed bids judged by ${who(seat)}`, verdict.revealsSeen);
    saw(showed, `states with another seat’s sealed choice in, seen by ${who(seat)}`, verdict.sealedOthers);
    for (const type of REDACTED) {
      // Each entry reaches a socket once, in the update of the state it made.
      const byOthers = log.filter((e) => e.action.payload.type === type && e.action.payload.playerID !== seat.playerID).length;
      expect(verdict.redactedSeen[type] ?? 0, `${type} entries by others seen redacted by ${who(seat)}`).toBe(byOthers);
      if (seat === spectator) saw(showed, `${type} moves made`, byOthers);
    }
    optionsSeen += verdict.optionsSeen;
    if (seat !== spectator) assertOnlyOwnMore(seat, spectator);
    const events = new Set(seat.received.map((r) => r.event));
    expect([...events].every((e) => ['sync', 'update', 'matchData', 'tablewright:error'].includes(e)), [...events].join()).toBe(true);
  }
  // A decider sees its options from the state that asks until its answer: one state per decision at least.
  expect(optionsSeen, 'states whose options reached their decider').toBeGreaterThanOrEqual(played.get('decide') ?? 0);
  expect(t.errors).toEqual([]);
  everyone.forEach((s) => s.close());
  return showed;
}

// A rare deal can end a match before some kind of move or a tie was possible: another match is played then.
const MAX_MATCHES = 3;

describe('the wire in a Bias Effect match: what each seat and a spectator receive', () => {
  it.each([2, 3, 5])('%i players: no bid, trade or other hand reaches a seat or a spectator before its time', async (numPlayers) => {
    await playUntilSeen(mustShow(numPlayers), MAX_MATCHES, (i, seen) => playAndJudge(numPlayers, `bias-effect-wire-${numPlayers}-${i}`, seen));
  }, 450_000);
});

/**
 * While a bid step is open and someone has bid: a second bid, a bid above one's chips, a bid
 * on a state from before the bids opened (one only other bids had moved on from would count),
 * a bid with another seat's credentials, the spectator's bid and a bid sent
 * in another seat's name are all refused; nothing changes and nobody else hears of it.
 */
async function forgeBids(match: RawMatch<BiasState>, seats: RawSeat[], spectator: RawSeat, everyone: RawSeat[]) {
  const s = await match.state();
  const sealed = (s.G.step as Extract<BiasState['step'], { kind: 'bid' }>).sealed;
  const done = seats.find((x) => Object.hasOwn(sealed.commits, x.playerID!))!;
  const open = seats.find((x) => !Object.hasOwn(sealed.commits, x.playerID!))!;
  const bid = (amount: number) => ({ type: 'MAKE_MOVE', payload: { type: 'bid', args: [amount], playerID: open.playerID, credentials: open.credentials } });
  const attempts: [string, RawSeat, () => void, string[]][] = [
    ['a second bid', done, () => done.move(match.matchID, 'bid', [0], s._stateID), []],
    ['a bid above its chips', open, () => open.move(match.matchID, 'bid', [s.G.chips[open.playerID!] + 1], s._stateID), []],
    ['a bid on a state before the bids opened', open, () => open.move(match.matchID, 'bid', [0], s._stateID - Object.keys(sealed.commits).length - 1), ['stale-state']],
    ['a bid with another seat’s credentials', open, () => open.socket.emit('update', { ...bid(0), payload: { ...bid(0).payload, credentials: done.credentials } }, s._stateID, match.matchID, open.playerID), []],
    ['the spectator’s bid', spectator, () => spectator.move(match.matchID, 'bid', [0], s._stateID), ['bad-action']],
    ['the spectator’s bid in a seat’s name', spectator, () => spectator.socket.emit('update', { ...bid(0), payload: { ...bid(0).payload, credentials: undefined } }, s._stateID, match.matchID, open.playerID), ['not-synced']],
    ['a seat’s bid in another’s name', done, () => done.socket.emit('update', bid(0), s._stateID, match.matchID, open.playerID), ['not-synced']],
  ];
  for (const [what, sender, send, codes] of attempts) {
    const heard = everyone.map((x) => x.received.length);
    send();
    // The spectator's packets are refused before any queue; a seat's are all handled once its stale probe behind them is.
    if (sender === spectator) await waitFor(() => dropCodes(sender.received.slice(heard[everyone.indexOf(sender)])).length > 0, `${what} to be refused`);
    else await movesHandled(sender, match.matchID, 'bid', [0]);
    await Promise.all(everyone.map(roundTrip));
    const probes = (x: RawSeat) => (x === sender && x !== spectator ? ['stale-state', 'unknown-event'] : ['unknown-event']);
    const after = await match.state();
    expect(after._stateID, `${what}: the state`).toBe(s._stateID);
    expect(after.G, `${what}: the game`).toEqual(s.G);
    for (const x of everyone) {
      const news = x.received.slice(heard[everyone.indexOf(x)]);
      expect(dropCodes(news), `${what}: the refusal to ${x.playerID ?? 'the spectator'}`).toEqual([...(x === sender ? codes : []), ...probes(x)]);
      expect(news.filter((r) => r.event !== 'tablewright:error').map((r) => r.event), `${what}: heard by ${x.playerID ?? 'the spectator'}`).toEqual([]);
      expect(keysOf(news).has('commits'), `${what}: a refusal names a bid`).toBe(false);
    }
  }
}
