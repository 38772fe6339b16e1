import type { BiasContent } from '../../games/bias-effect/content-types.ts';
import { identityOf, sideOf } from '../../games/bias-effect/rules/catalog.ts';
import type { BiasState, PlayerID } from '../../games/bias-effect/state.ts';
import { beliefSides, decidingLife, fivePlayerDeal, storyCards, threePlayerDeal, twoPlayerDeal } from './deal.ts';
import { playMatch, type Deal, type Step } from './play-match.ts';
import { maxBid, round, roundsUntil, type RoundPlan } from './rounds.ts';

/** Every chip on a Belief of your own side, none on the others: a simple, readable table. */
const ownSide = (content: BiasContent) => (G: BiasState, p: PlayerID) =>
  identityOf(content, G.identities[p]).leaning === sideOf(content, G.belief!) ? maxBid(G, p) : 0;

/**
 * Bias Effect at its notable moments, each played through the game's own moves from a known
 * deal (deal.ts): Ada (Left), Bo (Right) and Cy (Moderate) unless a fixture says otherwise.
 */
export function playedFixtures(content: BiasContent) {
  const three = threePlayerDeal(content);
  const cards = storyCards(content);
  const play = (steps: Step[], deal: Deal = three) => playMatch(content, deal, steps);
  const r = (plan: RoundPlan) => round(content, plan);

  /** Round 1: Cy trades in a card; Ada bids 2 against Bo's 1 and programs the Left Belief; Ada plays her card that gains her chips. */
  const round1: RoundPlan = { trade: { 2: cards.tradedByCy.id }, bids: { 0: 2, 1: 1, 2: 0 }, plays: { 0: cards.gainsChips.id } };
  /** Round 2: Ada trades in the card she drew in round 1; a Right Belief: Bo bids 3, Ada only 1, yet her Left bonus (+3) wins it. */
  const round2: RoundPlan = { trade: { 0: cards.tradedByAda.id }, bids: { 0: 1, 1: 3, 2: 0 } };
  const r1 = r(round1);
  /** Rounds won, one after another, by these seats with the least bid that wins; each winner chooses as their identity would. */
  const wins = (...seats: PlayerID[]) => seats.map((seat) => r({ bids: { win: seat } }));

  return {
    /** Round 1's Algorithm step: the Life card lit LEFT (the mind holds one Left belief); Ada's turn. */
    lifeLit: play([r({ ...round1, stopAt: 'algorithm' })]),
    /** Round 2's trade-in: Ada and Cy have chosen in secret, Bo has not; round 1's summary is fresh. */
    tradeOpen: play([r1, r({ ...round2, outAt: { step: 'trade', out: ['1'] } })]),
    /** Round 2's bidding: Bo and Cy have bid, Ada (Left bonus +3) has not. */
    bidsHidden: play([r1, r({ ...round2, outAt: { step: 'bid', out: ['0'] } })]),
    /** The same, with Ada's bid in too and Bo's still out. */
    bidsWaitingOnBo: play([r1, r({ ...round2, outAt: { step: 'bid', out: ['0', '1'] } }), ['0', 'bid', 1]]),
    /** Round 2's bids shown: Ada 1 + 3 beats Bo's 3; Ada chooses to program or delete. */
    bidsRevealed: play([r1, r({ ...round2, stopAt: 'control' })]),
    /** Bo never bid: Ada closed the bidding after the deadline and Bo's bid counted 0 (late). */
    closedLate: play([r1, r({ ...round2, outAt: { step: 'bid', out: ['0', '1'] } }), ['0', 'bid', 1], ['2', 'closeBids'], r({ stopAt: 'control' })]),
    /** Round 2's Algorithm step: Ada played her card adding to her next total; Bo played his card that cuts a chosen player's next total, and chooses whose. */
    pendingDecision: play([r1, r({ ...round2, choice: 'delete', plays: { 0: cards.boostsOwnBid.id, 1: cards.cutsChosenBid.id }, stopAt: 'decision' })]),
    /** Round 1 tied: Ada and Bo bid 2 each and both paid; the Left Belief was deleted. Ada's Algorithm turn after the Life card. */
    tie: play([r({ bids: { 0: 2, 1: 2, 2: 1 }, stopAt: 'algorithm' })]),
    /** Six rounds on (Ada took four Beliefs, Bo one): three Left beliefs and one Right, the mind leans Left. Round 7's bidding, Cy to bid. */
    leaningLeft: play([...wins('0', '0', '1', '0', '0', '0'), r({ bids: { 0: 0, 1: 1 }, outAt: { step: 'bid', out: ['2'] } })]),
    /** Right, Right, Left, Right: Bo programs his side, Cy (Moderate) the lone Left; the mind leans Right and round 5's Life card runs RED. */
    leaningRight: play([...wins('1', '1', '2', '1'), r({ bids: { win: '1' }, stopAt: 'algorithm' })], { ...three, beliefs: beliefSides(content, 'RRLRL') }),
    /** Round 1 with a Life card whose Left outcome asks its owner to choose a player: the table waits on the bid winner, Ada. */
    lifeDecision: play([r({ ...round1, stopAt: 'decision' })], { ...three, life: [decidingLife(content), ...three.life] }),
    /** Nine rounds where everyone bids all on their own side's Beliefs: the A.I. becomes autonomous leaning Left, and the Left wins. */
    gameOverWinner: play([roundsUntil(content, () => false, () => ({ bids: ownSide(content) }))]),
    /** Nine rounds where nobody bids: every Belief tied at 0 and was deleted; no goal holds with an empty mind at 3 players. */
    gameOverNobody: play([roundsUntil(content, () => false, () => ({}))]),
    /** Left against Right: one belief each, then nothing; at autonomy neither leads, so the counter went back to space 3. */
    twoPlayerReset: play(
      [r({ bids: { win: '0' } }), r({ bids: { win: '1' } }), roundsUntil(content, (G) => G.resets > 0, () => ({}))],
      twoPlayerDeal(content),
    ),
    /** Every identity at the table: five players bidding in round 1, Ada, Cy and Eli in already. */
    fivePlayers: play([r({ bids: { 0: 2, 2: 1, 4: 3 }, outAt: { step: 'bid', out: ['1', '3'] } })], fivePlayerDeal(content)),
  };
}
