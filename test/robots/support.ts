import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Ctx, Game, State } from 'boardgame.io';
import { InitializeGame } from 'boardgame.io/internal';
import { parse } from 'yaml';
import { initialScriptState } from '../../games/kit/script/index.ts';
import { deckOf } from '../../games/robots/cards.ts';
import type { RobotsContent } from '../../games/robots/content-types.ts';
import { createGame } from '../../games/robots/game.ts';
import { freshTurn } from '../../games/robots/rules/deal.ts';
import { robots } from '../../games/robots/index.ts';
import type { CardId, PlayerID, RobotsState, Spread } from '../../games/robots/state.ts';
import { reducerMoves } from '../support/reducer-moves.ts';
import { enginesFor, expectCleanRefusal } from '../support/refusal-check.ts';

/** The rules tests' content: a fixture copy of the shipped content, so editing content/robots/ breaks no rules test. */
export const ROBOTS_FIXTURE_ROOT = 'test/fixtures/robots/good';
const contentDir = fileURLToPath(new URL('../fixtures/robots/good/robots/', import.meta.url));

/** The fixture content, parsed straight from the YAML (not through the content loader). */
export function loadContent(): RobotsContent {
  const read = (file: string) => parse(readFileSync(contentDir + file, 'utf8'));
  return { deck: read('deck.yaml'), rules: read('rules.yaml'), powers: read('powers.yaml'), constructs: read('constructs.yaml') };
}

export const content = loadContent();
export const deck = deckOf(content);
export const game = createGame(content);
/** boardgame.io's reducer; `act` plays one move on it and says whether the engine accepted it, `play` moves that must all be accepted, in order. */
export const { reducer, act, play } = reducerMoves(game);

export const seats = (n: number) => Array.from({ length: n }, (_, i) => String(i));

/** A spread as the rules would have built it; `as` values are given for runs. */
export function spread(id: string, owner: PlayerID, kind: 'run' | 'set', cards: (CardId | [CardId, PlayerID])[], extra: Partial<Spread> = {}): Spread {
  const placed = cards.map((c) => (Array.isArray(c) ? { card: c[0], by: c[1] } : { card: c, by: owner }));
  let start = 0;
  if (kind === 'run') {
    const i = placed.findIndex((p) => deck.byId.get(p.card)!.kind === 'number');
    start = (deck.byId.get(placed[i].card) as { number: number }).number - i;
  }
  const natural = placed.map((p) => deck.byId.get(p.card)!).find((c) => c.kind !== 'wild')!;
  return {
    id,
    owner,
    kind,
    colour: kind === 'run' ? (natural as { colour: string }).colour : null,
    rank: kind === 'set' ? (natural.kind === 'number' ? natural.number : 'star') : null,
    cards: placed.map((p, i) => ({ ...p, as: kind === 'run' ? start + i : null })),
    constructed: null,
    ...extra,
  };
}

export interface Prepared {
  players?: number;
  hands: Record<PlayerID, CardId[]>;
  heap?: CardId[];
  spreads?: Spread[];
  /** The top of the Factory first; every card not placed elsewhere follows, in deck order. */
  factoryTop?: CardId[];
  turn?: Partial<RobotsState['turn']>;
  variant?: string;
  extra?: Partial<RobotsState>;
}

/** A full, card-conserving state: the given cards where the test wants them, the rest in the Factory. */
export function prepared(p: Prepared): RobotsState {
  const players = seats(p.players ?? 3);
  const hands = Object.fromEntries(players.map((s) => [s, p.hands[s] ?? []]));
  const heap = p.heap ?? [];
  const spreads = p.spreads ?? [];
  const placed = new Set([...Object.values(hands).flat(), ...heap, ...spreads.flatMap((s) => s.cards.map((c) => c.card)), ...(p.factoryTop ?? [])]);
  const factory = [...(p.factoryTop ?? []), ...deck.cards.map((c) => c.id).filter((id) => !placed.has(id))];
  return {
    variant: p.variant ?? 'classic',
    players,
    handNumber: 1,
    dealer: players[players.length - 1],
    hands,
    factory,
    heap,
    spreads,
    nextSpread: spreads.length + 1,
    turn: { ...freshTurn('0'), ...p.turn },
    poweredDown: [],
    idleRebuilds: 0,
    claimable: null,
    scores: Object.fromEntries(players.map((s) => [s, 0])),
    results: [],
    events: [],
    eventCount: 0,
    lastDiscard: null,
    scripts: initialScriptState(),
    powersFired: Object.fromEntries(content.powers.powers.map((power) => [power.id, 0])),
    ...p.extra,
  };
}

/** The real game with its setup replaced by a prepared state. */
export const gameWith = (G: RobotsState): Game<RobotsState> => ({ ...createGame(content), setup: () => structuredClone(G) });

/** A match on boardgame.io's own reducer, from a prepared state or a seeded deal. */
export function start(G?: RobotsState, opts: { seed?: string; numPlayers?: number; setupData?: unknown } = {}): State<RobotsState> {
  const base = G ? gameWith(G) : game;
  return InitializeGame({ game: { ...base, seed: opts.seed ?? 'fixed' }, numPlayers: G ? G.players.length : (opts.numPlayers ?? 3), setupData: opts.setupData }) as State<RobotsState>;
}

/** A move both engines must refuse, leaving the match exactly as it was (test/support/refusal-check.ts): boardgame.io's error type. */
export function refused(state: State<RobotsState>, playerID: PlayerID, move: string, ...args: unknown[]): string {
  return expectCleanRefusal(enginesFor(robots, content), state, playerID, move, args);
}

export type { Ctx };
