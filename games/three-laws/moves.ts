import type { MoveFn, MoveMap } from 'boardgame.io';
import { guardedMove } from '../kit/rules/guarded-move.ts';
import type { ThreeLawsContent } from './content-types.ts';
import { applyAsk, applyAnswer, checkAnswer, checkAsk } from './rules/query.ts';
import { applyAccuse, applyCallError, applyCastVote, checkAccuse, checkCallError, checkCastVote } from './rules/error-call.ts';
import { applyReady, applyReveal, checkReady, checkReveal } from './rules/round-end.ts';
import { applyNameSeat, checkNameSeat } from './rules/seat-names.ts';
import { applyGive, applyKeep, applyReply, checkGive, checkKeep, checkReply } from './rules/transfer.ts';
import type { PlayerID, TemplateUse, ThreeLawsGameover, ThreeLawsState } from './state.ts';

type Context = Parameters<MoveFn<ThreeLawsState>>[0];

export function createMoves(content: ThreeLawsContent): MoveMap<ThreeLawsState> {
  /** The last card turned up scores the round; after the last round the game ends. */
  const settle = ({ events }: Context, { G, gameover }: { G: ThreeLawsState; gameover?: ThreeLawsGameover }): ThreeLawsState => {
    if (gameover) events.endGame(gameover);
    return G;
  };
  return {
    ask: guardedMove<ThreeLawsState>(
      ({ G, playerID }, target, text, template) => checkAsk(G, content, playerID, target, text, template),
      ({ G, playerID }, target: PlayerID, text: string, template?: TemplateUse) => applyAsk(G, content, playerID, target, text, template),
    ),
    answer: guardedMove<ThreeLawsState>(
      ({ G, playerID }, text) => checkAnswer(G, content, playerID, text),
      ({ G, playerID }, text: string) => applyAnswer(G, content, playerID, text),
    ),
    giveKeys: guardedMove<ThreeLawsState>(
      ({ G, playerID }, to) => checkGive(G, playerID, to),
      ({ G, playerID }, to: PlayerID) => applyGive(G, content, playerID, to),
    ),
    keepKeys: guardedMove<ThreeLawsState>(
      ({ G, playerID }) => checkKeep(G, playerID),
      ({ G, playerID }) => applyKeep(G, content, playerID),
    ),
    acceptKeys: guardedMove<ThreeLawsState>(
      ({ G, playerID }) => checkReply(G, playerID),
      ({ G, playerID }) => applyReply(G, content, playerID, true),
    ),
    refuseKeys: guardedMove<ThreeLawsState>(
      ({ G, playerID }) => checkReply(G, playerID),
      ({ G, playerID }) => applyReply(G, content, playerID, false),
    ),
    callError: guardedMove<ThreeLawsState>(
      ({ G, playerID }, actId) => checkCallError(G, playerID, actId),
      ({ G, playerID }, actId: string) => applyCallError(G, content, playerID, actId),
    ),
    accuse: guardedMove<ThreeLawsState>(
      ({ G, playerID }) => checkAccuse(G, playerID),
      ({ G, playerID }) => applyAccuse(G, playerID),
    ),
    voteOnCall: guardedMove<ThreeLawsState>(
      ({ G, playerID }, broken) => checkCastVote(G, playerID, broken),
      ({ G, playerID }, broken: boolean) => applyCastVote(G, playerID, broken),
    ),
    reveal: guardedMove<ThreeLawsState>(
      ({ G, playerID }) => checkReveal(G, playerID),
      (context) => settle(context, applyReveal(context.G, content, context.playerID)),
    ),
    nameSeat: guardedMove<ThreeLawsState>(
      ({ G, playerID }, name) => checkNameSeat(G, playerID, name),
      ({ G, playerID }, name: string) => applyNameSeat(G, playerID, name),
    ),
    ready: guardedMove<ThreeLawsState>(
      ({ G, playerID }) => checkReady(G, playerID),
      ({ G, playerID, random }) => applyReady(G, content, playerID, random.Shuffle),
    ),
  };
}
