import type { ThreeLawsContent } from '../../../games/three-laws/content-types.ts';
import { checkAccuse, checkCallError, checkCastVote } from '../../../games/three-laws/rules/error-call.ts';
import { checkAnswer, checkAsk } from '../../../games/three-laws/rules/query.ts';
import { checkReady, checkReveal } from '../../../games/three-laws/rules/round-end.ts';
import { checkGive, checkKeep, checkReply } from '../../../games/three-laws/rules/transfer.ts';
import type { PlayerID, TemplateUse, ThreeLawsState, ThreeLawsView } from '../../../games/three-laws/state.ts';
import type { Violation } from '../../../games/kit/violation.ts';
import type { ButtonState } from '../../components/action-button/action-button.tsx';

export interface RuleChecks {
  ask(target: PlayerID | undefined, text: string, template?: TemplateUse): ButtonState;
  answer(text: string): ButtonState;
  give(to: PlayerID): ButtonState;
  keep(): ButtonState;
  reply(): ButtonState;
  callError(actId: string): ButtonState;
  accuse(): ButtonState;
  vote(broken: boolean): ButtonState;
  reveal(): ButtonState;
  ready(): ButtonState;
}

const state = (v: Violation | undefined): ButtonState => (v ? { state: 'disabled', reason: v.message } : { state: 'enabled' });

/**
 * Every button asks the game's own validators, the ones the server runs, so a greyed button
 * gives the rule's own reason. They read only public state, which every view carries.
 * `held` is why the play waits (an accusation window the server holds open): the moves it
 * holds say so instead of sending what the server would drop.
 */
export function ruleChecks(view: ThreeLawsView, content: ThreeLawsContent, me: PlayerID | null, held?: string): RuleChecks {
  const G = view as unknown as ThreeLawsState;
  const play = (v: Violation | undefined): ButtonState => (v === undefined && held ? { state: 'disabled', reason: held } : state(v));
  return {
    ask: (target, text, template) => play(checkAsk(G, content, me, target, text, template)),
    answer: (text) => play(checkAnswer(G, content, me, text)),
    give: (to) => play(checkGive(G, me, to)),
    keep: () => play(checkKeep(G, me)),
    reply: () => play(checkReply(G, me)),
    callError: (actId) => state(checkCallError(G, me, actId)),
    accuse: () => state(checkAccuse(G, me)),
    vote: (broken) => state(checkCastVote(G, me, broken)),
    reveal: () => play(checkReveal(G, me)),
    ready: () => play(checkReady(G, me)),
  };
}
