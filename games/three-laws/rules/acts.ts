import type { ThreeLawsContent } from '../content-types.ts';
import { countEach } from '../../kit/count-each.ts';
import type { Act, ThreeLawsState } from '../state.ts';
import { closeCounterClaims, openVote } from '../../kit/talk/judged-claim.ts';
import { violation, type Violation } from '../../kit/violation.ts';
import { judgeAct } from './laws.ts';
import { withFields } from '../../kit/with-fields.ts';
import { stateWith } from './state-with.ts';

/** Longest message a player may send: a question or an answer is a line, not an essay. */
export const MAX_MESSAGE_LENGTH = 240;

/** A message as sent: a string with something in it, within the length. */
export function checkMessage(text: unknown): Violation | undefined {
  if (typeof text !== 'string' || text.trim() === '') return violation('empty-message', 'Write something first.');
  if (text.length > MAX_MESSAGE_LENGTH) return violation('message-too-long', `Keep it under ${MAX_MESSAGE_LENGTH} characters.`);
  return undefined;
}

/** A vote on an Error call stops the play until every voter has voted. */
export function checkNoVoteOpen(G: Pick<ThreeLawsState, 'calls'>): Violation | undefined {
  return openVote(G.calls) ? violation('vote-open', 'The table is voting on an Error call: vote first.') : undefined;
}

/**
 * Adds an act to the round, counting (for the simulator only) whether it broke a law in force.
 * Acting moves the game on, so the window to accuse an earlier wrong call closes. `fields` are
 * what else the act's move changes (its step, keys moved), set in the same copy of G: a spread
 * of the copy (`{ ...next, step }`) gave every frozen state a hidden class of its own
 * (docs/simulator.md, one-off hidden classes).
 */
export function recordAct(G: ThreeLawsState, content: ThreeLawsContent, act: Omit<Act, 'id'>, fields: Partial<ThreeLawsState> = {}): ThreeLawsState {
  const full: Act = withFields(act, { id: `r${G.round}-${G.acts.length + 1}` });
  const acts = [...G.acts, full];
  const { broken } = judgeAct(full, stateWith(G, { acts }), content);
  const ids = Object.keys(broken);
  const stats = ids.length === 0 ? G.stats : {
    ...G.stats,
    actsBreaking: G.stats.actsBreaking + 1,
    broken: countEach(G.stats.broken, ids),
  };
  return stateWith(G, { acts, stats, calls: closeCounterClaims(G.calls), ...fields });
}
