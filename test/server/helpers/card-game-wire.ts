import type { Ctx, Game, State } from 'boardgame.io';
import { expect } from 'vitest';
import { pickOne, viewFor } from '../../../games/kit/bots/random-bot.ts';
import { HIDDEN_CARD, type CardTableState, type ZoneDecl } from '../../../games/kit/card-game/table-state.ts';
import type { ScriptHost } from '../../../games/kit/script/index.ts';
import { expectHistoryOnReload } from './kept-history.ts';
import { waitFor, type RawSeat } from './raw-socket.ts';
import type { RawMatch } from './raw-match.ts';
import { seededRng } from './robots-play.ts';
import type { TestServer } from './test-server.ts';
import { saw, type Sightings } from './until-seen.ts';
import { watchedMatch } from './watched-match.ts';
import { dropCodes, expectNothingSecret, scriptsSeenBy, sentLog, sentState } from './wire.ts';

const FORBIDDEN_KEYS = ['initialState', 'credentials', 'prngstate', 'seed'];

/** What a match shows when it was played to its end (gameover), for a test's wanted list. */
export const THE_END = 'the end';

/** A card game on the kit's table (games/kit/card-game/), as a wire test plays and judges it. */
export interface CardGameUnderTest<G extends CardTableState> {
  gameId: string;
  game: Game<G>;
  zones: readonly ZoneDecl[];
  /** Every card id of the deck: any of them anywhere in a message must be one the viewer may know. */
  deck: readonly string[];
  numPlayers: number;
  setupData?: unknown;
  /** The name of what a move shows (e.g. `play-eight`), so a match can be played until each was seen. */
  kindOf(move: { move: string; args: unknown[] }, G: G): string;
  /** The moves whose arguments are played face up, so their cards are known to all from then on. */
  faceUpMoves: readonly string[];
  /** Kinds a match must show that no single move can be picked for, and the kind that leads there (a reshuffle: keep drawing). */
  pursue?: Readonly<Record<string, string>>;
  /** The game's own bot, on a seat's view: once every wanted kind was seen, the match plays on with it to its end (sooner than at random). */
  bot(view: G, ctx: Ctx, seat: string): { move: string; args: unknown[] } | undefined;
}

/**
 * Whether `viewer` may see the card at `index` of zone instance `key`, written out again from the
 * zones' declarations (not through the kit's tableView, which is what is under test).
 */
function mayLookAt(zones: readonly ZoneDecl[], key: string, index: number, viewer: string | null): boolean {
  const [id, owner] = key.split(':');
  const zone = zones.find((z) => z.id === id);
  if (zone?.shows === 'all') return true;
  if (zone?.shows === 'top') return index === 0;
  if (zone?.shows === 'owner') return viewer !== null && owner === viewer;
  return false;
}

/** The cards a viewer sees in a state: each zone instance's, index by index. */
function seenIn(T: CardTableState, zones: readonly ZoneDecl[], viewer: string | null): Set<string> {
  return new Set(Object.entries(T.zones).flatMap(([key, cards]) => cards.filter((_, i) => mayLookAt(zones, key, i, viewer))));
}

/** Every deck card named anywhere in a value (a state, a log, metadata). */
function cardsIn(value: unknown, deck: ReadonlySet<string>): string[] {
  return (JSON.stringify(value ?? null).match(/"[^"\\]*"/g) ?? []).map((s) => s.slice(1, -1)).filter((s) => deck.has(s));
}

/**
 * What each viewer may know by each state: every card it saw in that state or an earlier one
 * (a played card stays known once buried in the discard pile), and every card a face-up move
 * named by then.
 */
function knowledge<G extends CardTableState>(spec: CardGameUnderTest<G>, history: Map<number, State<G>>, log: { _stateID: number; action: { payload: { type: string; args: unknown } } }[], viewer: string | null) {
  const deck = new Set(spec.deck);
  const faceUp = log.filter((e) => spec.faceUpMoves.includes(e.action.payload.type)).sort((a, b) => a._stateID - b._stateID);
  const known = new Map<number, Set<string>>();
  const sofar = new Set<string>();
  let next = 0;
  for (const id of [...history.keys()].sort((a, b) => a - b)) {
    seenIn(history.get(id)!.G, spec.zones, viewer).forEach((c) => sofar.add(c));
    for (; next < faceUp.length && faceUp[next]._stateID < id; next++) cardsIn(faceUp[next].action.payload.args, deck).forEach((c) => sofar.add(c));
    known.set(id, new Set(sofar));
  }
  return known;
}

/**
 * Judges every message one socket received against the authoritative state it was sent from:
 * each zone exactly as its declaration lets this viewer see it (the cards it may see, HIDDEN_CARD
 * for the rest, every count true), a running card script as the kit lets this viewer see it, the
 * rest of G as the server holds it, and no card it may not
 * know anywhere (the state, the log, metadata), no seed, credentials or initialState.
 */
function judgeSeat<G extends CardTableState>(spec: CardGameUnderTest<G>, seat: RawSeat, match: RawMatch<G>, known: Map<number, Set<string>>, secrets: string[]): Set<number> {
  const viewer = seat.playerID;
  const deck = new Set(spec.deck);
  const latest = Math.max(...match.history.keys());
  const judged = new Set<number>();
  for (const message of seat.received) {
    const where = `${message.event} to ${viewer ?? 'the spectator'}`;
    expectNothingSecret(message, where, secrets, FORBIDDEN_KEYS);
    const sent: State<G> | undefined = sentState(message);
    const knownNow = known.get(sent?._stateID ?? latest)!;
    for (const card of cardsIn([message.args, sentLog(message)], deck)) expect(knownNow.has(card), `${where} names ${card}`).toBe(true);
    if (!sent) continue;
    judged.add(sent._stateID);
    const T = match.history.get(sent._stateID)!.G;
    const expected = Object.fromEntries(Object.entries(T.zones).map(([key, cards]) => [key, cards.map((c, i) => (mayLookAt(spec.zones, key, i, viewer) ? c : HIDDEN_CARD))]));
    expect(sent.G.zones, `${where}: the zones of state ${sent._stateID}`).toEqual(expected);
    const { zones: _sentZones, scripts: sentScripts, ...sentRest } = sent.G as CardTableState & Partial<ScriptHost>;
    const { zones: _zones, scripts, ...rest } = T as CardTableState & Partial<ScriptHost>;
    if (scripts) expect(sentScripts, `${where}: the scripts of state ${sent._stateID}`).toEqual(scriptsSeenBy(scripts, viewer));
    expect(sentRest, `${where}: the rest of state ${sent._stateID}`).toEqual(rest);
  }
  return judged;
}

/**
 * Plays one match of a kit card game over the real server, every seat and a spectator on raw
 * sockets, its moves picked from the game's own legal actions (seeded by `rngSeed`; a kind not
 * yet seen first) until it has shown every `wanted` kind, then on to its end;
 * then judges every message each of them received and the history a reload brings. Returns the kinds of move the match showed.
 */
export async function playAndJudgeCardGame<G extends CardTableState>(t: TestServer, spec: CardGameUnderTest<G>, wanted: readonly string[], rngSeed: string, seen: ReadonlySet<string>, maxMoves: number): Promise<Sightings> {
  const { m, seats, spectator, everyone, match, seed, chats } = await watchedMatch<G>(t, spec.gameId, spec.numPlayers, spec.setupData);
  seats[1].chat(m.matchID, 'good luck');
  spectator.chat(m.matchID, 'from the stands');
  await waitFor(() => everyone.every((s) => chats(s).includes('good luck')), 'a seated chat to reach all');

  const rng = seededRng(rngSeed);
  const showed: Sightings = new Map();
  for (let i = 0; i < maxMoves; i++) {
    const s = await match.state();
    const unseen = (kind: string) => !seen.has(kind) && !showed.has(kind);
    if (s.ctx.gameover !== undefined) break;
    const seat = s.ctx.currentPlayer;
    const view = viewFor(spec.game, s.G, s.ctx, seat) as G;
    const actions = spec.game.ai!.enumerate(view, s.ctx, seat) as { move: string; args?: unknown[] }[];
    const moves = actions.map((a) => ({ move: a.move, args: a.args ?? [] }));
    const leads = Object.entries(spec.pursue ?? {}).filter(([goal]) => unseen(goal)).map(([, kind]) => kind);
    const fresh = moves.filter((a) => unseen(spec.kindOf(a, s.G)));
    const pursued = moves.filter((a) => leads.includes(spec.kindOf(a, s.G)));
    const next = wanted.some((kind) => kind !== THE_END && unseen(kind)) ? pickOne(fresh.length > 0 ? fresh : pursued.length > 0 ? pursued : moves, rng) : spec.bot(view, s.ctx, seat);
    if (!next) throw new Error(`no legal move for seat ${seat} in state ${s._stateID}`);
    saw(showed, spec.kindOf(next, s.G));
    await match.play(seat, next.move, ...next.args);
  }
  await match.state();

  const { log } = await t.server.store.fetch(m.matchID, { log: true });
  const secrets = [seed, ...m.seats.map((s) => s.credentials)];
  const everyState = [...match.history.keys()].sort((a, b) => a - b);
  for (const seat of everyone) {
    const judged = judgeSeat(spec, seat, match, knowledge(spec, match.history, log, seat.playerID), secrets);
    expect([...judged].sort((a, b) => a - b), `the states judged for ${seat.playerID ?? 'the spectator'}`).toEqual(everyState);
    expect(chats(seat)).toEqual(['good luck']);
  }
  for (const seat of seats) expect(dropCodes(seat.received)).toEqual([]);
  expect(dropCodes(spectator.received)).toEqual(['spectators-silent']);
  await expectHistoryOnReload(t.url, spec.gameId, m.matchID, everyone, secrets, FORBIDDEN_KEYS);
  expect(t.errors).toEqual([]);
  if ((await match.state()).ctx.gameover !== undefined) saw(showed, THE_END);
  everyone.forEach((s) => s.close());
  return showed;
}
