import type { MoveFn, MoveMap, StageArg } from 'boardgame.io';
import { guardedMove } from '../kit/rules/guarded-move.ts';
import type { RobotsContent } from './content-types.ts';
import { applyClaim, checkClaim } from './rules/claim.ts';
import { applyDiscard, checkDiscard } from './rules/discard.ts';
import { applyTakeFromHeap, checkDrawFromFactory, checkTakeFromHeap, drawOrEndHand } from './rules/draw.ts';
import type { HandStep } from './rules/hand-end.ts';
import { afterPlay, applyExtend, applyLayDown, checkExtend, checkLayDown } from './rules/plays.ts';
import type { RobotsState } from './state.ts';

type Context = Parameters<MoveFn<RobotsState>>[0];

/** The stages: the player whose turn it is, and the others while a discard may be claimed. */
export const TURN_STAGE = 'turn';
export const CLAIM_STAGE = 'claim';

/** Who may act: the current player; while the ROBOTS! window is open, every other player may claim. */
export function activeMap(G: RobotsState): Record<string, StageArg> {
  const claimers = G.claimable === null ? [] : G.players.filter((p) => p !== G.turn.player && p !== G.claimable!.discardedBy);
  return { [G.turn.player]: TURN_STAGE, ...Object.fromEntries(claimers.map((p) => [p, CLAIM_STAGE])) };
}

/** Hands the next state to boardgame.io: the turn passes when the rules say so, the window closes with it. */
function settle({ events }: Context, G: RobotsState, turnEnds: boolean): RobotsState {
  if (turnEnds) events.endTurn();
  else events.setActivePlayers({ value: activeMap(G) });
  return G;
}

/** A step that may have ended the hand, or the game. */
function finish(context: Context, step: HandStep): RobotsState {
  if (!step.gameover) return settle(context, step.G, step.turnEnds);
  context.events.endGame(step.gameover);
  return step.G;
}

export function createMoves(content: RobotsContent): { turn: MoveMap<RobotsState>; claim: MoveMap<RobotsState> } {
  const turn: MoveMap<RobotsState> = {
    drawFromFactory: guardedMove<RobotsState>(
      ({ G, playerID }) => checkDrawFromFactory(G, playerID),
      (context) => finish(context, drawOrEndHand(content, context.G, context.playerID, context.random.Shuffle)),
    ),
    takeFromHeap: guardedMove<RobotsState>(
      ({ G, playerID }, card) => checkTakeFromHeap(content, G, playerID, card),
      (context, card: string) => settle(context, applyTakeFromHeap(context.G, context.playerID, card), false),
    ),
    layDown: guardedMove<RobotsState>(
      ({ G, playerID }, kind, cards) => checkLayDown(content, G, playerID, kind, cards),
      (context, kind: 'run' | 'set', cards: string[]) => {
        const step = afterPlay(applyLayDown(content, context.G, context.playerID, kind, cards), context.playerID);
        return settle(context, step.G, step.turnEnds);
      },
    ),
    extend: guardedMove<RobotsState>(
      ({ G, playerID }, spread, cards, end) => checkExtend(content, G, playerID, spread, cards, end),
      (context, spread: string, cards: string[], end?: 'low' | 'high') => {
        const step = afterPlay(applyExtend(content, context.G, context.playerID, spread, cards, end), context.playerID);
        return settle(context, step.G, step.turnEnds);
      },
    ),
    discard: guardedMove<RobotsState>(
      ({ G, playerID }, card) => checkDiscard(G, playerID, card),
      (context, card: string) => finish(context, applyDiscard(content, context.G, context.playerID, card, context.random.Shuffle)),
    ),
  };
  const claim: MoveMap<RobotsState> = {
    callRobots: guardedMove<RobotsState>(
      ({ G, playerID }, spread, end) => checkClaim(content, G, playerID, spread, end),
      (context, spread: string, end?: 'low' | 'high') => settle(context, applyClaim(content, context.G, context.playerID, spread, end), false),
    ),
  };
  return { turn: { ...turn, ...claim }, claim };
}
