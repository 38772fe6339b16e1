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
  const best = Math.max(...Object.values(scores));
  const leaders = Object.keys(scores).filter((p) => scores[p] === best);
  return best >= content.rules.targetScore && leaders.length === 1 ? leaders[0] : undefined;
}
