import type { MoveFn, StageArg } from 'boardgame.io';
import type { HandStep } from './rules/hand-end.ts';
import type { RobotsState } from './state.ts';

export type MoveContext = Parameters<MoveFn<RobotsState>>[0];

/** The stages: the player whose turn it is, and the others while a discard may be claimed. */
export const TURN_STAGE = 'turn';
export const CLAIM_STAGE = 'claim';

/** Who may act: the current player; while the ROBOTS! window is open, every other player may claim. */
export function activeMap(G: Pick<RobotsState, 'players' | 'turn' | 'claimable'>): Record<string, StageArg> {
  // Set one by one: a spread that adds fields costs about 1.5 µs a field on Node 20, and this is made several times a move.
  const map: Record<string, StageArg> = { [G.turn.player]: TURN_STAGE };
  const claimable = G.claimable;
  if (claimable !== null) for (const p of G.players) if (p !== G.turn.player && p !== claimable.discardedBy) map[p] = CLAIM_STAGE;
  return map;
}

/** Hands the next state to boardgame.io: the turn passes when the rules say so, the window closes with it. */
export function settle({ events }: MoveContext, G: RobotsState, turnEnds: boolean): RobotsState {
  if (turnEnds) events.endTurn();
  else events.setActivePlayers({ value: activeMap(G) });
  return G;
}

/** A step that may have ended the hand, or the game: the move returns the state it gives back. */
export function finish(context: MoveContext, step: HandStep): RobotsState {
  if (!step.gameover) return settle(context, step.G, step.turnEnds);
  context.events.endGame(step.gameover);
  return step.G;
}

/**
 * The same, written into the move's G: for code that cannot return a state, such as the end
 * of a power, reached from the kit's `decide` move.
 */
export function commit(context: MoveContext, step: HandStep): void {
  Object.assign(context.G, step.G);
  finish(context, step);
}
