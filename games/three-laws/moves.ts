import type { MoveFn, MoveMap } from 'boardgame.io';
import { atOnce } from '../kit/rules/at-once.ts';
import { guardedMove, type CheckContext } from '../kit/rules/guarded-move.ts';
import type { ThreeLawsContent } from './content-types.ts';
import { moveArgs, MOVE_CHECKS } from './move-args.ts';
import { applyAsk, applyAnswer } from './rules/query.ts';
import { applyAccuse, applyCallError, applyCastVote } from './rules/error-call.ts';
import { applyReady, applyReveal } from './rules/round-end.ts';
import { applyNameSeat } from './rules/seat-names.ts';
import { applyGive, applyKeep, applyReply } from './rules/transfer.ts';
import type { PlayerID, TemplateUse, ThreeLawsGameover, ThreeLawsState } from './state.ts';

type Context = Parameters<MoveFn<ThreeLawsState>>[0];

export function createMoves(content: ThreeLawsContent): MoveMap<ThreeLawsState> {
  const args = moveArgs(content);
  /** A move guarded by its declared arguments, then its rule from MOVE_CHECKS: what bots and the table ask too. */
  const guarded = (move: string, apply: (context: Context, ...args: any[]) => void | ThreeLawsState) =>
    guardedMove<ThreeLawsState>(args[move], ({ G, playerID }: CheckContext<ThreeLawsState>, ...given: unknown[]) => MOVE_CHECKS[move](G, content, playerID, given), apply);
  /** The last card turned up scores the round; after the last round the game ends. */
  const settle = ({ events }: Context, { G, gameover }: { G: ThreeLawsState; gameover?: ThreeLawsGameover }): ThreeLawsState => {
    if (gameover) events.endGame(gameover);
    return G;
  };
  return {
    ask: guarded('ask', ({ G, playerID }, target: PlayerID, text: string, template?: TemplateUse | null) => applyAsk(G, content, playerID, target, text, template ?? undefined)),
    answer: guarded('answer', ({ G, playerID }, text: string) => applyAnswer(G, content, playerID, text)),
    giveKeys: guarded('giveKeys', ({ G, playerID }, to: PlayerID) => applyGive(G, content, playerID, to)),
    keepKeys: guarded('keepKeys', ({ G, playerID }) => applyKeep(G, content, playerID)),
    acceptKeys: guarded('acceptKeys', ({ G, playerID }) => applyReply(G, content, playerID, true)),
    refuseKeys: guarded('refuseKeys', ({ G, playerID }) => applyReply(G, content, playerID, false)),
    callError: guarded('callError', ({ G, playerID }, actId: string) => applyCallError(G, content, playerID, actId)),
    accuse: guarded('accuse', ({ G, playerID }) => applyAccuse(G, playerID)),
    voteOnCall: atOnce('vote', guarded('voteOnCall', ({ G, playerID }, broken: boolean) => applyCastVote(G, content, playerID, broken))),
    reveal: atOnce('reveal', guarded('reveal', (context) => settle(context, applyReveal(context.G, content, context.playerID)))),
    nameSeat: atOnce('names', guarded('nameSeat', ({ G, playerID }, name: string) => applyNameSeat(G, playerID, name))),
    ready: atOnce('ready', guarded('ready', ({ G, playerID, random }) => applyReady(G, content, playerID, random.Shuffle))),
  };
}
