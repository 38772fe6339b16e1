import type { ThreeLawsContent } from '../../../games/three-laws/content-types.ts';
import { MOVE_CHECKS, moveRefusal } from '../../../games/three-laws/move-args.ts';
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
 * Every button asks what the server asks (move-args.ts moveRefusal: the move's declared
 * arguments, then its rule), so a greyed button gives the server's own reason. The checks read
 * only public state, which every view carries. `held` is why the play waits (an accusation
 * window the server holds open): the moves it holds say so instead of sending what the server would drop.
 */
export function ruleChecks(view: ThreeLawsView, content: ThreeLawsContent, me: PlayerID | null, held?: string): RuleChecks {
  const G = view as unknown as ThreeLawsState;
  const scope = { G, playerID: me, seats: view.players };
  const refusal = (move: string, ...args: unknown[]) => moveRefusal(content, scope, move, args);
  const play = (v: Violation | undefined): ButtonState => (v === undefined && held ? { state: 'disabled', reason: held } : state(v));
  return {
    // Before a target is picked nothing is sent: the rule alone says what is missing, in the table's words.
    ask: (target, text, template) => play(target === undefined ? MOVE_CHECKS.ask(G, content, me, [target, text, template]) : refusal('ask', target, text, template)),
    answer: (text) => play(refusal('answer', text)),
    give: (to) => play(refusal('giveKeys', to)),
    keep: () => play(refusal('keepKeys')),
    reply: () => play(refusal('acceptKeys')),
    callError: (actId) => state(refusal('callError', actId)),
    accuse: () => state(refusal('accuse')),
    vote: (broken) => state(refusal('voteOnCall', broken)),
    reveal: () => play(refusal('reveal')),
    ready: () => play(refusal('ready')),
  };
}
