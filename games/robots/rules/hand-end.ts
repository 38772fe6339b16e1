import type { RobotsContent } from '../content-types.ts';
import type { HandResult, PlayerID, RobotsGameover, RobotsState } from '../state.ts';
import { dealHand, type Shuffle } from './deal.ts';
import { withLog } from './log.ts';
import { scoreHand, winnerOf } from './scoring.ts';
import { leftOf } from './table.ts';

/** The result of a move that may end the hand: the next state, whether the turn passes, and the end of the game if it came. */
export interface HandStep {
  G: RobotsState;
  turnEnds: boolean;
  gameover?: RobotsGameover;
}

/** Scores the hand, and either ends the game or deals the next hand with the dealer moved one seat left. */
export function endHand(content: RobotsContent, G: RobotsState, endedBy: PlayerID, how: HandResult['how'], shuffle: Shuffle): HandStep {
  const scores = scoreHand(content, G);
  const totals = Object.fromEntries(G.players.map((p) => [p, G.scores[p] + scores[p].total]));
  const ended: RobotsState = withLog(G, {
    scores: totals,
    results: [...G.results, { hand: G.handNumber, dealer: G.dealer, endedBy, how, scores, totals }],
    claimable: null,
    scripts: { ...G.scripts, effects: [] },
  }, { kind: 'hand-end', hand: G.handNumber, endedBy });
  const winner = winnerOf(content, totals);
  if (winner !== undefined) {
    return { G: ended, turnEnds: false, gameover: { winner, reason: 'target-reached', scores: totals, hands: G.handNumber } };
  }
  return { G: dealHand(content, ended, G.handNumber + 1, leftOf(G, G.dealer), shuffle), turnEnds: true };
}
