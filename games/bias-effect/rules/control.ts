import { violation, type Violation } from '../../kit/violation.ts';
import type { BiasState, PlayerID } from '../state.ts';

export type ControlChoice = 'program' | 'delete';

export function checkControl(G: Pick<BiasState, 'step'>, player: PlayerID | null | undefined, choice: unknown): Violation | undefined {
  if (G.step.kind !== 'control') return violation('not-control', 'Nobody is choosing what to do with a Belief now.');
  if (player !== G.step.winner) return violation('not-winner', 'Only the bid winner programs or deletes the Belief.');
  if (choice !== 'program' && choice !== 'delete') return violation('bad-choice', 'Choose program or delete.');
  return undefined;
}

/** The winner's choice: the Belief joins the A.I.'s mind or goes to the discard. */
export function applyControl(G: BiasState, choice: ControlChoice): void {
  const belief = G.belief;
  if (belief !== null) {
    if (choice === 'program') G.mind = [...G.mind, belief];
    else G.beliefDiscard = [belief, ...G.beliefDiscard];
    G.stats[choice === 'program' ? 'programmed' : 'deleted'] += 1;
  }
  G.belief = null;
  if (G.round.bids) G.round.bids = { ...G.round.bids, choice };
}
