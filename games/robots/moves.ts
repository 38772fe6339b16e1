import type { MoveMap } from 'boardgame.io';
import { guardedMove } from '../kit/rules/guarded-move.ts';
import type { RobotsContent } from './content-types.ts';
import { applyClaim, checkClaim } from './rules/claim.ts';
import { applyDiscard, checkDiscard } from './rules/discard.ts';
import { applyTakeFromHeap, checkDrawFromFactory, checkTakeFromHeap, drawOrEndHand } from './rules/draw.ts';
import { afterPlay, applyExtend, applyLayDown, checkExtend, checkLayDown } from './rules/plays.ts';
import type { RobotsState } from './state.ts';
import type { PowerRunner } from './script/power-runner.ts';
import { finish, settle } from './flow.ts';

export function createMoves(content: RobotsContent, powers: PowerRunner): { turn: MoveMap<RobotsState>; claim: MoveMap<RobotsState> } {
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
      ({ G, playerID }, card) => checkDiscard(content, G, playerID, card),
      (context, card: string) => {
        const step = applyDiscard(content, context.G, context.playerID, card, context.random.Shuffle);
        if (!step.power) return finish(context, step);
        // The script works on the move's own G (boardgame.io's draft), and the turn waits for it.
        Object.assign(context.G, step.G);
        powers.start(context, card, step.power);
        return undefined;
      },
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
