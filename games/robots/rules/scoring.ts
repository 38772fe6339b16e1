import { cardOf, deckOf, pointsOf } from '../cards.ts';
import type { RobotsContent } from '../content-types.ts';
import type { HandScore, PlayerID, RobotsGameover, RobotsState } from '../state.ts';

type Scoring = Pick<RobotsContent, 'deck' | 'rules'>;

/**
 * A hand's points: every card in a spread scores for the player who played it (whoever owns
 * the spread), each Constructed Robot gives its owner the bonus, and the cards left in a
 * hand count against their holder.
 */
export function scoreHand(content: Scoring, G: Pick<RobotsState, 'players' | 'hands' | 'spreads'>): Record<PlayerID, HandScore> {
  const deck = deckOf(content);
  const scores: Record<PlayerID, HandScore> = Object.fromEntries(G.players.map((p) => [p, { spreads: 0, bonus: 0, inHand: 0, total: 0 }]));
  for (const spread of G.spreads) {
    for (const { card, by } of spread.cards) scores[by].spreads += pointsOf(content, cardOf(deck, card));
    if (spread.constructed !== null) scores[spread.owner].bonus += content.rules.constructBonus;
  }
  for (const p of G.players) {
    scores[p].inHand = (G.hands[p] ?? []).reduce((sum, card) => sum + pointsOf(content, cardOf(deck, card)), 0);
    scores[p].total = scores[p].spreads + scores[p].bonus - scores[p].inHand;
  }
  return scores;
}

/**
 * The winner once a hand has ended: the single highest total, if it reaches the target.
 * Ruling: a tie for the highest total at or above the target is played off with another
 * hand (everyone plays), until one player alone is highest.
 */
export function winnerOf(content: Scoring, scores: Record<PlayerID, number>): RobotsGameover['winner'] | undefined {
  // One pass, no lists: the invariants ask it after every simulated move.
  let best = -Infinity;
  let leader: PlayerID | undefined;
  let leaders = 0;
  for (const p of Object.keys(scores)) {
    const score = scores[p];
    if (score > best) [best, leader, leaders] = [score, p, 1];
    else if (score === best) leaders++;
  }
  return best >= content.rules.targetScore && leaders === 1 ? leader : undefined;
}
