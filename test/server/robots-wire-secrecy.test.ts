import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { deckOf } from '../../games/robots/cards.ts';
import { fitExtension } from '../../games/robots/rules/spreads.ts';
import { powerCardOf } from '../../games/robots/rules/view.ts';
import type { RobotsState, RobotsView } from '../../games/robots/state.ts';
import { RawMatch } from './helpers/raw-match.ts';
import { waitFor, type RawSeat } from './helpers/raw-socket.ts';
import { faceUp, RobotsKnowledge } from './helpers/robots-knowledge.ts';
import { gamesWithRobotsRules, moveKind, pickRobotsMove, ROBOTS_ID, robotsOf, seededRng, type PlannedMove } from './helpers/robots-play.ts';
import { useTestServer } from './helpers/test-server.ts';
import { playUntilSeen, saw, type Sightings } from './helpers/until-seen.ts';
import { watchedMatch } from './helpers/watched-match.ts';
import { dropCodes, expectNothingSecret, scriptsSeenBy, sentLog, sentState } from './helpers/wire.ts';
import { expectHistoryOnReload } from './helpers/kept-history.ts';

// A target no match reaches: the test plays hand after hand until it has seen every kind of move.
const games = gamesWithRobotsRules({ targetScore: 100_000 });
const { content, game } = robotsOf(games);
const deck = deckOf(content);

const t = useTestServer({ games });

/** The kinds of move the matches must have played, each judged in full. */
const WANTED = ['drawFromFactory', 'takeTop', 'takeSeveral', 'layDown', 'extend', 'discard', 'callRobots', 'decide'];
const MAX_MOVES = 1500;
const FORBIDDEN_KEYS = ['initialState', 'credentials', 'prngstate', 'seed', 'factory'];

/** The public part of a state: everything but the hands, the Factory and a running script, which have rules of their own. */
function publicPart(G: Record<string, unknown>): Record<string, unknown> {
  const { hands: _h, factory: _f, handSizes: _hs, factorySize: _fs, script: _s, scripts: _ss, powerCard: _pc, ...open } = G;
  return open;
}


/**
 * Cards of the decider's hand never face up so far in the match that an answer names (Extra
 * Parts' discards): the spectator knows no such card, so its log must show the answer redacted.
 */
function hiddenCardsAnswered(G: RobotsState, answer: unknown[], faceUpSoFar: Set<string>): string[] {
  const pending = G.scripts.running?.pending;
  if (!pending) return [];
  return (answer.flat() as string[]).filter((o) => G.hands[pending.player]?.includes(o) && !faceUpSoFar.has(o));
}

/**
 * Judges every message one socket received against what its viewer may know, derived from
 * the authoritative states the store held: its own hand only, hand sizes and the Factory's
 * size, the public rest exactly as it is; no card it may not know anywhere (the state, the
 * log, metadata, errors); no seed, credentials, initialState or Factory; a decision's
 * options only for its decider, and another seat's answer naming a card this viewer did not
 * know redacted. Returns the states judged and how many such answers came redacted.
 */
function assertWire(seat: RawSeat, match: RawMatch<RobotsState>, know: RobotsKnowledge, answers: Map<number, unknown>, secrets: string[]) {
  const viewer = seat.playerID;
  const latest = Math.max(...match.history.keys());
  const judged = new Set<number>();
  let redacted = 0;
  for (const message of seat.received) {
    const where = `${message.event} to ${viewer ?? 'the spectator'}`;
    expectNothingSecret(message, where, secrets, FORBIDDEN_KEYS);

    const sent: State<RobotsView> | undefined = sentState(message);
    const stateID = sent?._stateID ?? latest;
    for (const entry of sentLog(message)) {
      const { type, args, playerID } = entry.action.payload;
      if (playerID === viewer) continue;
      if (type === 'decide') {
        // An entry's _stateID is the state the answer was given in: what the viewer knew then.
        const before = know.inLog(viewer, entry._stateID);
        const answer = answers.get(entry._stateID);
        const reveals = know.cardsIn(answer).some((c) => !before.has(c));
        if (reveals) {
          expect(args, `${where}: ${playerID}'s answer ${JSON.stringify(answer)} names a card hidden from this viewer`).toBeNull();
          redacted++;
        }
      }
      // A discard lies face up, even the last one of a hand, whose card the new deal takes back at once.
      if (type === 'discard') continue;
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
    expect(G.scripts, `${where}: the scripts of state ${sent._stateID}`).toEqual(scriptsSeenBy(T.scripts, viewer));
    expect(G.powerCard, `${where}: the card whose power runs in state ${sent._stateID}`).toBe(powerCardOf(T.scripts));
    for (const card of know.cardsIn({ G, ctx: sent.ctx, plugins: sent.plugins })) {
      expect(knownNow.has(card), `${where}: state ${sent._stateID} shows ${card}`).toBe(true);
    }
  }
  return { judged, redacted };
}

const HIDDEN_ANSWERS = 'answers naming a card of the decider’s hidden hand';
const NEXT_HAND = 'a hand ended and the next was dealt';
const REDACTED_ANSWERS = 'answers naming a hidden card, seen redacted by the others';

/** Whether a card would extend a spread on the table: discarded, it can be claimed with ROBOTS!. */
function fitsASpread(G: RobotsState, card: unknown): boolean {
  const ends = (kind: string) => (kind === 'run' ? ['low', 'high'] : [undefined]);
  return G.spreads.some((s) => ends(s.kind).some((end) => !('code' in fitExtension(deck, s, [card as string], end))));
}

/**
 * Plays one match, its picker seeded by `rngSeed` and told what earlier matches showed, until
 * it has shown the rest; then judges every message each seat and the spectator received.
 */
async function playAndJudge(variant: string, rngSeed: string, seen: ReadonlySet<string>): Promise<Sightings> {
  const { m, seats, spectator, everyone, match, seed, chats } = await watchedMatch<RobotsState>(t, ROBOTS_ID, 3, { variant });
  seats[1].chat(m.matchID, 'good luck, humans');
  spectator.chat(m.matchID, 'from the stands');
  await waitFor(() => everyone.every((s) => chats(s).includes('good luck, humans')), 'a seated chat to reach all');

  const rng = seededRng(rngSeed);
  const showed: Sightings = new Map();
  const has = (what: string) => seen.has(what) || (showed.get(what) ?? 0) > 0;
  const faceUpSoFar = new Set<string>();
  for (let i = 0; i < MAX_MOVES; i++) {
    const s = await match.state();
    faceUp(s.G).forEach((c) => faceUpSoFar.add(c));
    if (s.G.handNumber >= 2) showed.set(NEXT_HAND, 1);
    if (s.ctx.gameover !== undefined || [...WANTED, HIDDEN_ANSWERS, NEXT_HAND].every(has)) break;
    const hidden = (m: PlannedMove) => m.move === 'decide' && hiddenCardsAnswered(s.G, m.args, faceUpSoFar).length > 0;
    // ROBOTS! can be called only on a discard that fits a spread: the picker discards one while no call was seen.
    const claimable = (m: PlannedMove) => m.move === 'discard' && fitsASpread(s.G, m.args[0]);
    const next = pickRobotsMove(game, s, rng, (kind) => WANTED.includes(kind) && !has(kind), (m) => (!has(HIDDEN_ANSWERS) && hidden(m)) || (!has('callRobots') && claimable(m)));
    if (!next) throw new Error(`no legal move in state ${s._stateID}`);
    if (hidden(next)) saw(showed, HIDDEN_ANSWERS);
    saw(showed, moveKind(next, s.G));
    await match.play(next.playerID, next.move, ...next.args);
  }

  const know = new RobotsKnowledge(content, match.history, everyone.map((s) => s.playerID));
  const { log } = await t.server.store.fetch(m.matchID, { log: true });
  const answers = new Map(log.filter((e) => e.action.payload.type === 'decide').map((e) => [e._stateID, e.action.payload.args]));
  const secrets = [seed, ...m.seats.map((s) => s.credentials)];
  const everyState = [...match.history.keys()].sort((a, b) => a - b);
  for (const seat of everyone) {
    const verdict = assertWire(seat, match, know, answers, secrets);
    // Connected before the first move: every state of the match reached this socket and was judged.
    expect([...verdict.judged].sort((a, b) => a - b), 'states judged').toEqual(everyState);
    saw(showed, REDACTED_ANSWERS, verdict.redacted);
    expect(chats(seat)).toEqual(['good luck, humans']);
    const events = new Set(seat.received.map((r) => r.event));
    expect([...events].every((e) => ['sync', 'update', 'matchData', 'chat', 'tablewright:error'].includes(e)), [...events].join()).toBe(true);
  }
  for (const seat of seats) expect(dropCodes(seat.received)).toEqual([]);
  expect(dropCodes(spectator.received)).toEqual(['spectators-silent']);
  await expectHistoryOnReload(t.url, ROBOTS_ID, m.matchID, everyone, secrets, FORBIDDEN_KEYS);
  expect(t.errors).toEqual([]);
  everyone.forEach((s) => s.close());
  return showed;
}

// A match long enough has shown nearly every card, so an answer naming a hidden one is no longer
// possible: a rare deal that gave none early is followed by a new match, dealt anew.
const MAX_MATCHES = 3;

describe('the wire in a ROBOTS! match: what three players and a spectator receive', () => {
  it.each(['classic', 'singularity'])('%s: no message holds a card the viewer may not know, the Factory, the seed or initialState', async (variant) => {
    await playUntilSeen([...WANTED, HIDDEN_ANSWERS, NEXT_HAND, REDACTED_ANSWERS], MAX_MATCHES, (i, seen) => playAndJudge(variant, `robots-wire-secrecy-${variant}-${i}`, seen));
  }, 600_000);
});
