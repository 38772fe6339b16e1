import type { Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { formatContentError, loadGames } from '../../games/kit/content/load-content.ts';
import type { LawDef, ThreeLawsContent } from '../../games/three-laws/content-types.ts';
import { threeLaws } from '../../games/three-laws/index.ts';
import { buildFactionDeck, deckDefFor, setupMatch } from '../../games/three-laws/rules/deal.ts';
import { cardId } from '../../games/three-laws/rules/table.ts';
import type { Act, FactionCard, PlayerID, Step, ThreeLawsGameover, ThreeLawsState } from '../../games/three-laws/state.ts';
import { enginesFor, expectCleanRefusal } from '../support/refusal-check.ts';

/** The rules tests' content: a fixture tree, so editing content/three-laws/ breaks no rules test. */
export const FIXTURE = 'test/fixtures/three-laws/good';

/** A content tree through the project's loader (schemas and content checks included); throws on any error. */
export function loadTree(root: string): ThreeLawsContent {
  const { games, errors } = loadGames(root, [threeLaws]);
  if (errors.length > 0) throw new Error(errors.map(formatContentError).join('\n'));
  return games[0].content as ThreeLawsContent;
}

export const content = loadTree(FIXTURE);

/** The fixture with some rules changed (e.g. accuseWindowSeconds), for the few tests that need it. */
export const withRules = (rules: Partial<ThreeLawsContent['rules']>): ThreeLawsContent => ({ ...content, rules: { ...content.rules, ...rules } });

/**
 * Content with another Law deck: laws built in the test as data (LawDef objects), with or without
 * some of the fixture's, for tests that need a kind of law the fixture lacks. `base` defaults to the fixture.
 */
export const withLaws = (laws: LawDef[], base: ThreeLawsContent = content): ThreeLawsContent => ({ ...base, laws: { laws } });

/** A shuffle that keeps the order, so a test chooses the deal. */
export const keepOrder = <T>(items: T[]): T[] => [...items];

export const seats = (n: number): PlayerID[] => Array.from({ length: n }, (_, i) => String(i));

/** `android-3` → { faction: 'android', rank: 3 }. */
export function card(id: string): FactionCard {
  const at = id.lastIndexOf('-');
  return { faction: id.slice(0, at), rank: Number(id.slice(at + 1)) };
}

export interface Prepared {
  /** One card id per seat, in seat order (`android-4`): the player count. */
  cards: string[];
  round?: number;
  startPlayer?: PlayerID;
  lawsInForce?: string[];
  step?: Step;
  keys?: Record<PlayerID, number>;
  tokens?: Record<PlayerID, number>;
  supply?: number;
  acts?: Act[];
  /** Other content than the fixture's (e.g. other bot habits); the decks and laws come from it. */
  content?: ThreeLawsContent;
}

/**
 * A state that conserves everything (the invariants hold): the match set up with the decks in
 * content order, then these cards dealt, the rest of the faction deck set aside, the laws
 * taken out of the Law deck, tokens taken out of the supply.
 */
export function prepared(p: Prepared): ThreeLawsState {
  const c = p.content ?? content;
  const players = seats(p.cards.length);
  const dealt = p.cards.map(card);
  const def = deckDefFor(c, players.length);
  const all = c.factions.factions.map((f) => f.id);
  const used = all.filter((f) => dealt.some((d) => d.faction === f));
  const extra = all.filter((f) => !used.includes(f)).slice(0, Math.max(0, def.factions - used.length));
  const factions = all.filter((f) => used.includes(f) || extra.includes(f));
  const factionDeck = buildFactionDeck(factions, def.ranks);
  const ids = dealt.map(cardId);
  const G = setupMatch(c, players, p.round ?? 2, keepOrder);
  const laws = p.lawsInForce ?? G.lawsInForce;
  const tokens = { ...G.tokens, ...p.tokens };
  const held = Object.values(tokens).reduce((a, b) => a + b, 0);
  return {
    ...G,
    factions,
    factionDeck,
    startPlayer: p.startPlayer ?? '0',
    cards: Object.fromEntries(players.map((s, i) => [s, dealt[i]])),
    setAside: factionDeck.filter((d) => !ids.includes(cardId(d))),
    lawsInForce: [...laws],
    lawDeck: c.laws.laws.map((l) => l.id).filter((id) => !laws.includes(id)),
    keys: { ...G.keys, ...p.keys },
    tokens,
    supply: p.supply ?? G.supply - held,
    step: p.step ?? { kind: 'query-ask', current: p.startPlayer ?? '0' },
    acts: p.acts ?? [],
  };
}

export const game = threeLaws.createGame(content);
const reducer = CreateGameReducer({ game });

/** The real game (through the module, as the server builds it) with its setup replaced by a prepared state. */
export const gameWith = (G: ThreeLawsState): Game<ThreeLawsState> => ({ ...game, setup: () => structuredClone(G) });

/** A match on boardgame.io's own reducer, from a prepared state or a seeded deal. */
export function start(G?: ThreeLawsState, opts: { seed?: string; numPlayers?: number; setupData?: unknown } = {}): State<ThreeLawsState> {
  const base = G ? gameWith(G) : game;
  return InitializeGame({ game: { ...base, seed: opts.seed ?? 'fixed' }, numPlayers: G ? G.players.length : (opts.numPlayers ?? 4), setupData: opts.setupData }) as State<ThreeLawsState>;
}

/** One move through boardgame.io's reducer: the next state, and whether the engine accepted it. */
export function act(state: State<ThreeLawsState>, playerID: PlayerID | null, move: string, ...args: unknown[]): { state: State<ThreeLawsState>; ok: boolean } {
  const next = reducer(state, { type: 'MAKE_MOVE', payload: { type: move, args, playerID } } as never) as State<ThreeLawsState> & { transients?: unknown };
  const ok = next._stateID !== state._stateID;
  const { transients: _ignored, ...clean } = next;
  return { state: (ok ? clean : state) as State<ThreeLawsState>, ok };
}

/** A move both engines must refuse, leaving the state exactly as it was (test/support/refusal-check.ts): boardgame.io's error type. */
export function refused(state: State<ThreeLawsState>, playerID: PlayerID | null, move: string, ...args: unknown[]): string {
  return expectCleanRefusal(enginesFor(threeLaws, content), state, playerID, move, args);
}

/** One move through boardgame.io's reducer: the state it returns (a refusal's too, not swapped for the state given), and whether it moved on. */
export function attempt(state: State<ThreeLawsState>, playerID: PlayerID | null, move: string, args: unknown[]): { state: State<ThreeLawsState>; accepted: boolean } {
  const next = reducer(state, { type: 'MAKE_MOVE', payload: { type: move, args, playerID } } as never) as State<ThreeLawsState>;
  return { state: next, accepted: next._stateID !== state._stateID };
}

/** A move as [player, move name, ...arguments]. */
export type MoveStep = [PlayerID, string, ...unknown[]];

/** Moves that must all be accepted, in order. */
export function play(state: State<ThreeLawsState>, ...steps: MoveStep[]): State<ThreeLawsState> {
  for (const [player, move, ...args] of steps) {
    const r = act(state, player, move, ...args);
    if (!r.ok) throw new Error(`engine refused ${move}(${JSON.stringify(args)}) by ${player} at ${JSON.stringify(state.G.step)}`);
    state = r.state;
  }
  return state;
}

/** Every seat asks the seat two places on (never a neighbour), who answers "Affirmative": the whole Query. */
export function queryAll(state: State<ThreeLawsState>): State<ThreeLawsState> {
  const { G } = state;
  const n = G.players.length;
  for (let k = 0; k < n; k++) {
    const asker = state.G.step.kind === 'query-ask' ? state.G.step.current : undefined;
    if (asker === undefined) throw new Error(`no query step: ${JSON.stringify(state.G.step)}`);
    const target = G.players[(G.players.indexOf(asker) + 2) % n];
    state = play(state, [asker, 'ask', target, 'Top rank?'], [target, 'answer', 'Affirmative']);
  }
  return state;
}

/** Every seat keeps its keys: the whole Transfer, up to the Reveal (the laws still hold). */
export function keepAll(state: State<ThreeLawsState>): State<ThreeLawsState> {
  while (state.G.step.kind === 'transfer') state = play(state, [state.G.step.current, 'keepKeys']);
  return state;
}

/** Every seat turns its card up, in seat order: the round is scored (and after the last round the game ends). */
export function revealAll(state: State<ThreeLawsState>): State<ThreeLawsState> {
  return play(state, ...state.G.players.map((p): MoveStep => [p, 'reveal']));
}

/** The rest of a round from its deal: the Query, every seat keeping, the Reveal. */
export const playRound = (state: State<ThreeLawsState>): State<ThreeLawsState> => revealAll(keepAll(queryAll(state)));

/** Everyone presses ready: the next round is dealt. */
export function readyAll(state: State<ThreeLawsState>): State<ThreeLawsState> {
  return play(state, ...state.G.players.map((p): MoveStep => [p, 'ready']));
}

export const gameoverOf = (state: State<ThreeLawsState>) => state.ctx.gameover as ThreeLawsGameover | undefined;

