import { checkTalk } from '../../kit/talk/talk-policy.ts';
import { violation, type Violation } from '../../kit/violation.ts';
import type { ThreeLawsContent } from '../content-types.ts';
import type { PlayerID, TemplateUse, ThreeLawsState } from '../state.ts';
import { checkMessage, checkNoVoteOpen, recordAct } from './acts.ts';
import { checkTemplateUse } from './question-params.ts';
import { isSeat, talkPhase, talkRoles, turnOrder } from './table.ts';

function checkSpeaker(G: ThreeLawsState, playerID: PlayerID | null | undefined): Violation | undefined {
  return checkTalk(G.talk, talkPhase(G.step, false), playerID, G.players, talkRoles(G.step)) ?? checkNoVoteOpen(G);
}

/** The current player asks one other player one question, typed or picked from the templates. */
export function checkAsk(G: ThreeLawsState, content: ThreeLawsContent, playerID: PlayerID | null | undefined, target: unknown, text: unknown, template?: unknown): Violation | undefined {
  if (G.step.kind !== 'query-ask') return violation('not-query', 'Questions are asked in the Query phase.');
  if (playerID !== G.step.current) return violation('not-your-query', 'It is not your turn to ask.');
  const refusal = checkSpeaker(G, playerID);
  if (refusal) return refusal;
  if (!isSeat(G, target) || target === playerID) return violation('bad-target', 'Ask one of the other players.');
  // A client that sends no template may send undefined, which arrives over the wire as null.
  return checkMessage(text) ?? (template == null ? undefined : checkTemplateUse(G, content, playerID, target, template));
}

/**
 * The question joins the round's acts. A template travels as the asker's table sent it: the
 * table drops it when the asker rewrites the question (the engine knows no player names to check).
 */
export function applyAsk(G: ThreeLawsState, content: ThreeLawsContent, playerID: PlayerID, target: PlayerID, text: string, template?: TemplateUse): ThreeLawsState {
  const base = { kind: 'question' as const, by: playerID, to: target, text };
  const act = template ? { ...base, template: { id: template.id, params: { ...template.params } } } : base;
  return recordAct(G, content, act, { step: { kind: 'query-answer', current: playerID, target } });
}

/** The player asked must answer, truthfully or not. */
export function checkAnswer(G: ThreeLawsState, content: ThreeLawsContent, playerID: PlayerID | null | undefined, text: unknown): Violation | undefined {
  if (G.step.kind !== 'query-answer') return violation('no-question', 'There is no question waiting for an answer.');
  if (playerID !== G.step.target) return violation('not-asked', 'Only the player asked may answer.');
  return checkSpeaker(G, playerID) ?? checkMessage(text);
}

/** The answer closes the query; the next player clockwise asks, and after the last, the Transfer begins. */
export function applyAnswer(G: ThreeLawsState, content: ThreeLawsContent, playerID: PlayerID, text: string): ThreeLawsState {
  if (G.step.kind !== 'query-answer') return G;
  const asker = G.step.current;
  const order = turnOrder(G, G.startPlayer);
  const after = order[order.indexOf(asker) + 1];
  return recordAct(G, content, { kind: 'answer', by: playerID, to: asker, text }, { step: after === undefined ? { kind: 'transfer', current: G.startPlayer } : { kind: 'query-ask', current: after } });
}
