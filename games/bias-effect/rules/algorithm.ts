import { violation, type Violation } from '../../kit/violation.ts';
import type { BiasState, PlayerID } from '../state.ts';
import { without } from '../../kit/without.ts';
import { ownHands } from './own-writes.ts';

/** Whose Algorithm turn it is, or null outside the Algorithm phase. */
export const algorithmTurn = (G: Pick<BiasState, 'step'>): PlayerID | null => (G.step.kind === 'algorithm' ? (G.step.order[G.step.index] ?? null) : null);

function checkTurn(G: Pick<BiasState, 'step' | 'scripts'>, player: PlayerID | null | undefined): Violation | undefined {
  if (G.step.kind !== 'algorithm') return violation('not-algorithm-phase', 'Algorithm cards are played after the Life card.');
  if (G.scripts.running) return violation('decision-pending', 'A card is still being resolved.');
  if (player !== algorithmTurn(G)) return violation('not-your-turn', `It is player ${algorithmTurn(G)}'s turn to play an Algorithm card.`);
  return undefined;
}

export function checkPlay(G: Pick<BiasState, 'step' | 'scripts' | 'hands'>, player: PlayerID | null | undefined, card: unknown): Violation | undefined {
  const turn = checkTurn(G, player);
  if (turn) return turn;
  if (typeof card !== 'string' || !G.hands[player!].includes(card)) return violation('not-in-hand', 'Play an Algorithm card from your hand.');
  return undefined;
}

export const checkPass = (G: Pick<BiasState, 'step' | 'scripts'>, player: PlayerID | null | undefined): Violation | undefined => checkTurn(G, player);

/** The card leaves the hand for the discard before its script runs, so it is never in two places. */
export function takePlayedCard(G: BiasState, player: PlayerID, card: string): void {
  ownHands(G)[player] = without(G.hands[player], card);
  G.algorithmDiscard = [card, ...G.algorithmDiscard];
  G.round.algorithms = [...G.round.algorithms, { player, card }];
}
