import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import type { ThreeLawsState, ThreeLawsView } from '../../games/three-laws/state.ts';
import { cardId } from '../../games/three-laws/rules/table.ts';
import { seededRng } from './helpers/robots-play.ts';
import { RawMatch } from './helpers/raw-match.ts';
import { waitFor, type RawSeat } from './helpers/raw-socket.ts';
import { gamesWithThreeLawsRules, pickThreeLawsMove, THREE_LAWS_ID, threeLawsOf } from './helpers/three-laws-play.ts';
import { useTestServer } from './helpers/test-server.ts';
import { playUntilSeen, saw, type Sightings } from './helpers/until-seen.ts';
import { watchedMatch } from './helpers/watched-match.ts';
import { dropCodes, expectNothingSecret, sentState } from './helpers/wire.ts';
import { expectHistoryOnReload } from './helpers/kept-history.ts';

const games = gamesWithThreeLawsRules();
const { game } = threeLawsOf(games);
const t = useTestServer({ games });

const FORBIDDEN_KEYS = ['initialState', 'credentials', 'prngstate', 'seed', 'setAside', 'lawDeck', 'vpDeck', 'stats'];
/** Every field a view holds: the secret ones of the state (vp, setAside, the decks, stats) are not among them. */
const VIEW_KEYS = ['players', 'factions', 'factionDeck', 'round', 'firstRound', 'startPlayer', 'cards', 'setAsideCount', 'lawDeckCount', 'lawsInForce', 'lawDiscard', 'keys', 'tokens', 'supply', 'vpDeckCount', 'vpCount', 'myVp', 'step', 'talk', 'names', 'acts', 'calls', 'history'];
const WANTED = ['ask', 'answer', 'giveKeys', 'acceptKeys', 'refuseKeys', 'keepKeys', 'callError', 'accuse', 'ready'];
const MAX_MOVES = 600;

/** Everything in a view that every viewer receives alike, as the server state has it. */
function publicPart(G: ThreeLawsState | ThreeLawsView) {
  const { players, factions, factionDeck, round, firstRound, startPlayer, lawsInForce, lawDiscard, keys, tokens, supply, step, talk, names, acts, calls, history } = G;
  return { players, factions, factionDeck, round, firstRound, startPlayer, lawsInForce, lawDiscard, keys, tokens, supply, step, talk, names, acts, calls, history };
}

/** The Faction cards a viewer may know in a state: every other seat's until the reveal, all of them at it; none for a spectator before it. */
function cardsSeenBy(T: ThreeLawsState, viewer: string | null) {
  const revealed = T.step.kind === 'round-end';
  return Object.fromEntries(T.players.filter((p) => revealed || (viewer !== null && p !== viewer)).map((p) => [p, T.cards[p]]));
}

/**
 * Judges every message one socket received against the authoritative state it was sent from:
 * the Faction cards its viewer may see and no other, only the viewer's own Victory Point values,
 * counts for every deck and for the set-aside cards, the public rest exactly, and no seed,
 * credentials, initialState or secret field anywhere.
 */
function assertWire(seat: RawSeat, match: RawMatch<ThreeLawsState>, secrets: string[]): Set<number> {
  const viewer = seat.playerID;
  const judged = new Set<number>();
  for (const message of seat.received) {
    const where = `${message.event} to ${viewer ?? 'the spectator'}`;
    expectNothingSecret(message, where, secrets, FORBIDDEN_KEYS);
    const sent: State<ThreeLawsView> | undefined = sentState(message);
    if (!sent) continue;
    judged.add(sent._stateID);
    const truth = match.history.get(sent._stateID);
    expect(truth, `authoritative state ${sent._stateID} was recorded`).toBeDefined();
    const T = truth!.G;
    const G = sent.G;
    expect(Object.keys(G).sort(), `${where}: the fields of the view`).toEqual([...VIEW_KEYS].sort());
    expect(G.cards, `${where}: the Faction cards of state ${sent._stateID}`).toEqual(cardsSeenBy(T, viewer));
    if (viewer !== null && T.step.kind !== 'round-end') expect(G.cards[viewer], `${where}: its own card`).toBeUndefined();
    expect(G.myVp).toEqual(viewer === null ? [] : T.vp[viewer]);
    expect(G.vpCount).toEqual(Object.fromEntries(T.players.map((p) => [p, T.vp[p].length])));
    expect([G.setAsideCount, G.lawDeckCount, G.vpDeckCount]).toEqual([T.setAside.length, T.lawDeck.length, T.vpDeck.length]);
    expect(publicPart(G), `${where}: the public part of state ${sent._stateID}`).toEqual(publicPart(T));
    if (T.step.kind !== 'round-end') {
      // A card held by nobody this round must not be told apart from the deck: it appears nowhere but in the public deck list.
      const { factionDeck: _deck, history: _history, ...rest } = G;
      const shown = JSON.stringify(rest);
      for (const card of T.setAside) expect(shown.includes(JSON.stringify(card)), `${where}: set-aside ${cardId(card)}`).toBe(false);
    }
    // Every Victory Point value is shown only once the game is over.
    if (sent.ctx.gameover === undefined) expect(truth!.ctx.gameover).toBeUndefined();
    else expect(sent.ctx.gameover.vp).toEqual(T.vp);
  }
  return judged;
}

const CHAT_BETWEEN_ROUNDS = 'a chat between rounds';

/**
 * Plays one match, its picker seeded by `rngSeed` and told what earlier matches showed, then
 * judges every message each seat and the spectator received; a seat chats at the first round's end.
 */
async function playAndJudge(numPlayers: number, rngSeed: string, seen: ReadonlySet<string>): Promise<Sightings> {
  const { m, seats, spectator, everyone, match, seed, chats } = await watchedMatch<ThreeLawsState>(t, THREE_LAWS_ID, numPlayers, { start: 'round-2' });
  seats[0].chat(m.matchID, 'psst, you are an android');
  spectator.chat(m.matchID, 'from the stands');
  const rng = seededRng(rngSeed);
  const played: Sightings = new Map();
  let chattedBetweenRounds = false;
  for (let i = 0; i < MAX_MOVES; i++) {
    const s = await match.state();
    if (s.ctx.gameover !== undefined) break;
    if (s.G.step.kind === 'round-end' && !chattedBetweenRounds) {
      seats[1].chat(m.matchID, 'well played');
      await waitFor(() => everyone.every((x) => chats(x).includes('well played')), 'a chat between rounds to reach all');
      chattedBetweenRounds = true;
    }
    const next = pickThreeLawsMove(game, s, rng, new Set(WANTED.filter((move) => !played.has(move) && !seen.has(move))));
    if (!next) throw new Error(`no legal move in state ${s._stateID}`);
    saw(played, next.move);
    await match.play(next.playerID, next.move, ...next.args);
  }
  const end = await match.state();
  expect(end.ctx.gameover, 'the match ended').toBeDefined();

  const secrets = [seed, ...m.seats.map((s) => s.credentials)];
  const everyState = [...match.history.keys()].sort((a, b) => a - b);
  for (const seat of everyone) {
    expect([...assertWire(seat, match, secrets)].sort((a, b) => a - b), 'states judged').toEqual(everyState);
    // While laws apply, talk is the query's: the match chat refuses a seat's message.
    expect(chats(seat)).toEqual(chattedBetweenRounds ? ['well played'] : []);
  }
  expect(dropCodes(seats[0].received)).toEqual(['speak-at-table']);
  expect(dropCodes(spectator.received)).toEqual(['spectators-silent']);
  // The refused lines were never kept: a reload shows each viewer exactly the talk it heard.
  await expectHistoryOnReload(t.url, THREE_LAWS_ID, m.matchID, everyone, secrets, FORBIDDEN_KEYS);
  expect(t.errors).toEqual([]);
  everyone.forEach((s) => s.close());
  return new Map([...played, [CHAT_BETWEEN_ROUNDS, chattedBetweenRounds ? 1 : 0]]);
}

// A rare deal can end a match before some kind of move was possible: another match is played then.
const MAX_MATCHES = 3;

describe('the wire in a 3 Laws match: what each seat and a spectator receive', () => {
  it.each([4, 7])('%i players: each seat sees every faction but its own, a spectator none until the reveal; set-aside cards, deck orders and others’ Victory Points reach nobody', async (numPlayers) => {
    await playUntilSeen([...WANTED, CHAT_BETWEEN_ROUNDS], MAX_MATCHES, (i, seen) => playAndJudge(numPlayers, `three-laws-wire-${numPlayers}-${i}`, seen));
  }, 600_000);
});
