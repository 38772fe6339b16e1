import type { MoveMap } from 'boardgame.io';
import { guardedMove } from '../kit/rules/guarded-move.ts';
import type { RobotsContent } from './content-types.ts';
import { MOVE_ARGS, MOVE_RULES, type RobotsMove } from './move-checks.ts';
import { applyClaim } from './rules/claim.ts';
import { applyDiscard } from './rules/discard.ts';
import { applyTakeFromHeap, drawOrEndHand } from './rules/draw.ts';
import { afterPlay, applyExtend, applyLayDown } from './rules/plays.ts';
import type { RobotsState } from './state.ts';
import type { PowerRunner } from './script/power-runner.ts';
import { finish, settle, type MoveContext } from './flow.ts';

export function createMoves(content: RobotsContent, powers: PowerRunner): { turn: MoveMap<RobotsState>; claim: MoveMap<RobotsState> } {
  const guarded = (move: RobotsMove, apply: (context: MoveContext, ...args: any[]) => RobotsState | undefined) =>
    guardedMove<RobotsState>(MOVE_ARGS[move], ({ G, playerID }, ...args) => MOVE_RULES[move](content, G, playerID, ...args), apply);
  const turn: MoveMap<RobotsState> = {
    drawFromFactory: guarded('drawFromFactory', (context) => finish(context, drawOrEndHand(content, context.G, context.playerID, context.random.Shuffle))),
    takeFromHeap: guarded('takeFromHeap', (context, card: string) => settle(context, applyTakeFromHeap(context.G, context.playerID, card), false)),
    layDown: guarded('layDown', (context, kind: 'run' | 'set', cards: string[]) => {
      const step = afterPlay(applyLayDown(content, context.G, context.playerID, kind, cards), context.playerID);
      return settle(context, step.G, step.turnEnds);
    }),
    extend: guarded('extend', (context, spread: string, cards: string[], end?: 'low' | 'high' | null) => {
      const step = afterPlay(applyExtend(content, context.G, context.playerID, spread, cards, end ?? undefined), context.playerID);
      return settle(context, step.G, step.turnEnds);
    }),
    discard: guarded('discard', (context, card: string) => {
      const step = applyDiscard(content, context.G, context.playerID, card, context.random.Shuffle);
      if (!step.power) return finish(context, step);
      // The turn waits for the power's script: it may end now or wait on a decision.
      return powers.start(context, step.G, card, step.power);
    }),
  };
  const claim: MoveMap<RobotsState> = {
    callRobots: guarded('callRobots', (context, spread: string, end?: 'low' | 'high' | null) =>
      settle(context, applyClaim(content, context.G, context.playerID, spread, end ?? undefined), false),
    ),
  };
  return { turn: { ...turn, ...claim }, claim };
}
