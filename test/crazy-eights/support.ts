import { fileURLToPath } from 'node:url';
import type { State } from 'boardgame.io';
import { InitializeGame } from 'boardgame.io/internal';
import { loadGames, formatContentError } from '../../games/kit/content/load-content.ts';
import type { EightsContent } from '../../games/crazy-eights/content-types.ts';
import { crazyEights } from '../../games/crazy-eights/index.ts';
import type { EightsState } from '../../games/crazy-eights/state.ts';
import { initialScriptState } from '../../games/kit/script/index.ts';
import { reducerMoves } from '../support/reducer-moves.ts';
import { enginesFor, expectCleanRefusal } from '../support/refusal-check.ts';

// Rules tests read a fixture copy of the content, so a designer's edit of content/ breaks no test unless it breaks a rule.
export const FIXTURE_ROOT = fileURLToPath(new URL('../fixtures/crazy-eights/good/', import.meta.url));

/** The fixture content through the project's loader (schemas and content checks); throws on any error. */
export function loadFixture(root = FIXTURE_ROOT): EightsContent {
  const { games, errors } = loadGames(root, [crazyEights]);
  if (errors.length > 0) throw new Error(errors.map(formatContentError).join('\n'));
  return games[0].content as EightsContent;
}

export const content = loadFixture();
export const game = crazyEights.createGame(content);

/** A table with these hands (by seat), this discard pile (top first) and stock; every other card of the deck goes under the stock. */
export function table(hands: string[][], discard: string[], stock: string[] = [], more: Partial<EightsState> = {}): EightsState {
  const placed = [...hands.flat(), ...discard, ...stock];
  const rest = (InitializeGame({ game, numPlayers: hands.length }) as State<EightsState>).G;
  const all = Object.values(rest.zones).flat().filter((card) => !placed.includes(card));
  const zones = Object.fromEntries(hands.map((cards, seat) => [`hand:${seat}`, cards]));
  return { zones: { ...zones, discard, draw: [...stock, ...all] }, order: { direction: 1, skip: 0 }, scripts: initialScriptState(), mode: 'classic', calledSuit: null, drawnThisTurn: 0, passes: 0, log: [], stats: { eights: 0, specials: 0, reshuffles: 0 }, ...more };
}

/** A match starting from G (seat 0 to play), through boardgame.io's own setup and flow. */
export function start(G: EightsState): State<EightsState> {
  return InitializeGame({ game: { ...game, setup: () => structuredClone(G), seed: 'fixed' }, numPlayers: Object.keys(G.zones).filter((k) => k.startsWith('hand:')).length }) as State<EightsState>;
}

/** Moves through boardgame.io's reducer: `act` says whether the engine took one; `play` plays moves that must all be taken. */
export const { act, play } = reducerMoves(game);

/** A move both engines must refuse, leaving the match exactly as it was (test/support/refusal-check.ts). */
export function refused(state: State<EightsState>, playerID: string, move: string, ...args: unknown[]): string {
  return expectCleanRefusal(enginesFor(crazyEights, content), state, playerID, move, args);
}
