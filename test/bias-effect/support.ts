import type { Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { formatContentError, loadGames } from '../../games/kit/content/load-content.ts';
import type { BiasContent } from '../../games/bias-effect/content-types.ts';
import { biasEffect } from '../../games/bias-effect/index.ts';
import { biasInvariants } from '../../games/bias-effect/invariants.ts';
import { algorithmTurn } from '../../games/bias-effect/rules/algorithm.ts';
import { cardsOf } from '../../games/bias-effect/rules/catalog.ts';
import { setupMatch } from '../../games/bias-effect/rules/deal.ts';
import type { BiasGameover, BiasState, CardId, PlayerID } from '../../games/bias-effect/state.ts';
import { enginesFor, expectCleanRefusal } from '../support/refusal-check.ts';

/** The rules tests' content: a fixture tree, so editing content/bias-effect/ breaks no rules test. */
export const FIXTURE = 'test/fixtures/bias-effect/good';

/** A content tree through the project's loader (schemas and content checks included); throws on any error. */
export function loadTree(root: string): BiasContent {
  const { games, errors } = loadGames(root, [biasEffect]);
  if (errors.length > 0) throw new Error(errors.map(formatContentError).join('\n'));
  return games[0].content as BiasContent;
}

export const content = loadTree(FIXTURE);

/** The fixture with some rules changed, for the few tests that need it. */
export const withRules = (rules: Partial<BiasContent['rules']>, base: BiasContent = content): BiasContent => ({ ...base, rules: { ...base.rules, ...rules } });

/** A shuffle that keeps the order, so a test chooses the deal. */
export const keepOrder = <T>(items: T[]): T[] => [...items];

export const seats = (n: number): PlayerID[] => Array.from({ length: n }, (_, i) => String(i));

/** The first copy of a design: `design#1`; `copy` picks another. */
export const one = (design: string, copy = 1): CardId => `${design}#${copy}`;

export interface Prepared {
  /** Identity per seat, in seat order: the player count. */
  identities: string[];
  /** Programmed beliefs (card ids), taken out of the Belief deck. */
  mind?: CardId[];
  /** Hands to set (card ids), taken out of the Algorithm deck; seats not named keep their deal. */
  hands?: Record<PlayerID, CardId[]>;
  chips?: Record<PlayerID, number>;
  /** Cards put on top of a deck, in order (taken out of wherever they were). */
  beliefTop?: CardId[];
  lifeTop?: CardId[];
  autonomy?: number;
  resets?: number;
  content?: BiasContent;
}

/**
 * A state that conserves everything (the invariants hold): the match set up with the decks in
 * content order, then the identities, mind, hands and chips asked for, every card moved out of
 * the place it was dealt to, chips moved to or from the bank. Round 1's trade step is open.
 */
export function prepared(p: Prepared): BiasState {
  const c = p.content ?? content;
  const players = seats(p.identities.length);
  const G = setupMatch(c, players, keepOrder);
  G.identities = Object.fromEntries(players.map((s, i) => [s, p.identities[i]]));
  const mind = p.mind ?? [];
  G.mind = [...mind];
  const beliefTop = p.beliefTop ?? [];
  G.beliefDeck = [...beliefTop, ...cardsOf(c.beliefs.beliefs).filter((b) => !mind.includes(b) && !beliefTop.includes(b))];
  const lifeTop = p.lifeTop ?? [];
  G.lifeDeck = [...lifeTop, ...G.lifeDeck.filter((l) => !lifeTop.includes(l))];
  for (const [seat, hand] of Object.entries(p.hands ?? {})) {
    for (const other of players) G.hands[other] = G.hands[other].filter((h) => !hand.includes(h));
    G.algorithmDeck = [...G.algorithmDeck.filter((h) => !hand.includes(h)), ...G.hands[seat]];
    G.hands[seat] = [...hand];
  }
  for (const [seat, chips] of Object.entries(p.chips ?? {})) {
    G.bank += G.chips[seat] - chips;
    G.chips[seat] = chips;
  }
  if (p.autonomy !== undefined) G.autonomy = p.autonomy;
  if (p.resets !== undefined) G.resets = p.resets;
  return G;
}

export const game = biasEffect.createGame(content);

/** The real game with its setup replaced by a prepared state (and, if given, other content). */
export function gameWith(G: BiasState, other?: BiasContent): Game<BiasState> {
  const base = other ? biasEffect.createGame(other) : game;
  return { ...base, setup: () => structuredClone(G) };
}

/** A match on boardgame.io's own reducer, from a prepared state or a seeded deal. */
export function start(G?: BiasState, opts: { seed?: string; numPlayers?: number; content?: BiasContent } = {}): State<BiasState> {
  const base = G ? gameWith(G, opts.content) : opts.content ? biasEffect.createGame(opts.content) : game;
  return InitializeGame({ game: { ...base, seed: opts.seed ?? 'fixed' }, numPlayers: G ? G.players.length : (opts.numPlayers ?? 3) }) as State<BiasState>;
}

const reducers = new WeakMap<BiasContent, ReturnType<typeof CreateGameReducer>>();
function reducerFor(c: BiasContent) {
  let reducer = reducers.get(c);
  if (!reducer) {
    reducer = CreateGameReducer({ game: c === content ? game : biasEffect.createGame(c) });
    reducers.set(c, reducer);
  }
  return reducer;
}

/** One move through boardgame.io's reducer: the next state, and whether the engine accepted it. */
export function act(state: State<BiasState>, playerID: PlayerID | null, move: string, ...args: unknown[]): { state: State<BiasState>; ok: boolean } {
  return actWith(content, state, playerID, move, ...args);
}

export function actWith(c: BiasContent, state: State<BiasState>, playerID: PlayerID | null, move: string, ...args: unknown[]): { state: State<BiasState>; ok: boolean } {
  const next = reducerFor(c)(state, { type: 'MAKE_MOVE', payload: { type: move, args, playerID } } as never) as State<BiasState> & { transients?: unknown };
  const ok = next._stateID !== state._stateID;
  const { transients: _ignored, ...clean } = next;
  return { state: (ok ? clean : state) as State<BiasState>, ok };
}

/** A move both engines must refuse, leaving the state exactly as it was (test/support/refusal-check.ts): boardgame.io's error type. */
export function refused(state: State<BiasState>, playerID: PlayerID | null, move: string, ...args: unknown[]): string {
  return expectCleanRefusal(enginesFor(biasEffect, content), state, playerID, move, args);
}

/** One move through boardgame.io's reducer: the state it returns (a refusal's too, not swapped for the state given), and whether it moved on. */
export function attempt(state: State<BiasState>, playerID: PlayerID | null, move: string, args: unknown[]): { state: State<BiasState>; accepted: boolean } {
  const next = reducerFor(content)(state, { type: 'MAKE_MOVE', payload: { type: move, args, playerID } } as never) as State<BiasState>;
  return { state: next, accepted: next._stateID !== state._stateID };
}

/** A move as [player, move name, ...arguments]. */
export type MoveStep = [PlayerID, string, ...unknown[]];

/** Moves that must all be accepted, in order (with `c`, on a game built from other content). */
export function play(state: State<BiasState>, ...steps: MoveStep[]): State<BiasState> {
  return playWith(content, state, ...steps);
}

export function playWith(c: BiasContent, state: State<BiasState>, ...steps: MoveStep[]): State<BiasState> {
  for (const [player, move, ...args] of steps) {
    const r = actWith(c, state, player, move, ...args);
    if (!r.ok) throw new Error(`engine refused ${move}(${JSON.stringify(args)}) by ${player} at ${JSON.stringify(state.G.step)}`);
    state = r.state;
  }
  return state;
}

/** Everyone trades nothing in (or the card given for a seat): the bidding opens. */
export function tradeAll(state: State<BiasState>, trades: Record<PlayerID, CardId | null> = {}, c: BiasContent = content): State<BiasState> {
  return playWith(c, state, ...state.G.players.map((p): MoveStep => [p, 'trade', trades[p] ?? null]));
}

/** Everyone bids (0 unless given), in seat order. */
export function bidAll(state: State<BiasState>, bids: Record<PlayerID, number> = {}, c: BiasContent = content): State<BiasState> {
  return playWith(c, state, ...state.G.players.map((p): MoveStep => [p, 'bid', bids[p] ?? 0]));
}

/** Every player of the Algorithm phase passes: the round ends. */
export function passAll(state: State<BiasState>, c: BiasContent = content): State<BiasState> {
  while (state.G.step.kind === 'algorithm' && !state.ctx.gameover) state = playWith(c, state, [state.G.step.order[state.G.step.index], 'pass']);
  return state;
}

/** A whole quiet round: nobody trades, everyone bids 0 (a tie that deletes the Belief), everyone passes. */
export const quietRound = (state: State<BiasState>, c: BiasContent = content): State<BiasState> => passAll(bidAll(tradeAll(state, {}, c), {}, c), c);

export const gameoverOf = (state: State<BiasState>) => state.ctx.gameover as BiasGameover | undefined;

/** Every invariant a state breaks (none, when the rules kept it whole). */
export const brokenIn = (state: State<BiasState>, c: BiasContent = content): string[] => biasInvariants(state.G, state.ctx, c);

/** The decision a card's script waits on, if any. */
export const pendingOf = (state: State<BiasState>) => state.G.scripts.running?.pending ?? null;

/** Whose Algorithm turn it is (null outside the Algorithm phase). */
export const turnOf = (state: State<BiasState>): PlayerID | null => algorithmTurn(state.G);

/**
 * Nobody trades and everyone bids 0. With no bonus standing alone (an empty mind, say) it is a
 * tie: the Belief is deleted, the Life card runs for the round's first player and, unless it asks
 * something, the Algorithm phase opens with that player.
 */
export const tieRound = (state: State<BiasState>, c: BiasContent = content): State<BiasState> => bidAll(tradeAll(state, {}, c), {}, c);

/** Nobody trades; `winner` alone bids (`bid`, 1 unless given) and programs or deletes the Belief. */
export function wonBy(state: State<BiasState>, winner: PlayerID, choice: 'program' | 'delete', bid = 1, c: BiasContent = content): State<BiasState> {
  return playWith(c, bidAll(tradeAll(state, {}, c), { [winner]: bid }, c), [winner, 'control', choice]);
}

/** The fixture with one Algorithm design's script replaced (its id, value and copies kept). */
export function withScript(design: string, script: unknown[], base: BiasContent = content): BiasContent {
  const algorithms = base.algorithms.algorithms.map((a) => (a.id === design ? { ...a, script } : a));
  return { ...base, algorithms: { ...base.algorithms, algorithms } as BiasContent['algorithms'] };
}

/** The fixture with one identity's win condition replaced. */
export function withWin(identity: string, win: BiasContent['identities']['identities'][number]['win'], base: BiasContent = content): BiasContent {
  const identities = base.identities.identities.map((i) => (i.id === identity ? { ...i, win } : i));
  return { ...base, identities: { ...base.identities, identities } };
}
