import type { EvilContent } from '../../games/evil-robots/content-types.ts';
import { evenSplit } from '../../games/evil-robots/enumerate.ts';
import type { EvilState } from '../../games/evil-robots/state.ts';
import { fourPlayerDeal, storyCards } from './deal.ts';
import { forward } from './forward.ts';
import { playMatch, type Step } from './play-match.ts';

/**
 * Evil Robots at its notable moments, each played through the game's own moves from a known deal
 * (deal.ts): Ada deals to Bo, Cy and Dee, with the extra player. Round 1: the 6 goes first; Bo
 * and Cy both claim it, offering the Dealer 1 and 2 Influence; Ada gives it to Cy, who turns
 * Bo's coin and reveals her card that asks whose coin it acts on. Ada takes the 5 and reveals
 * her card that makes turning coins cheaper for her. Nobody claims the 3: zeros for Bo and Dee.
 * In the Reveal phase Bo reveals his Reveal card. Later rounds are played plainly (forward.ts)
 * until the end, where Dee holds an Endgame card.
 */
export function playedFixtures(content: EvilContent) {
  const deal = fourPlayerDeal(content);
  const cards = storyCards(content);
  const play = (steps: Step[]) => playMatch(content, deal, steps);

  const offered: Step[] = [['1', 'claim', true], ['1', 'offer', 1], ['3', 'claim', false]];
  const contested: Step[] = [...offered, ['2', 'claim', true], ['2', 'offer', 2]];
  const cyTurn: Step[] = [...contested, ['0', 'chooseClaimant', '2'], ['2', 'flipCoin', '1', 'shown']];
  const cyReveals: Step[] = [...cyTurn, ['2', 'reveal', cards.choosesCoin.id]];
  const adaTurn: Step[] = [...cyReveals, ['2', 'decide', ['1']], ['2', 'endTurn'], ['0', 'claim', true], ['1', 'claim', false], ['3', 'claim', false], ['0', 'reveal', cards.costs.id]];
  const zeros: Step[] = [...adaTurn, ['0', 'flipCoin', '3', 'shown'], ['0', 'endTurn'], ['1', 'claim', false], ['3', 'claim', false]];
  /** Every card given: the Reveal phase passes on to Bo, who holds a Reveal card. */
  const revealPhase: Step[] = [...zeros, ['0', 'giveZero', '1'], ['1', 'endTurn'], ['3', 'endTurn'], forward(content, (G) => G.step.kind !== 'reveal-phase' || G.step.player === '1')];
  const reveal: Step[] = [...revealPhase, ['1', 'reveal', cards.quietReveal.id], forward(content, (G) => G.step.kind === 'split' || G.step.kind === 'keep')];
  const atEnd = (G: EvilState) => G.step.kind === 'endgame' && G.step.player === '3';

  return {
    /** The first card, the 6, on offer: Bo claims offering 1, Dee passed, Cy still deciding; Ada deals and may not claim it. */
    countdownOffer: play(offered),
    /** Bo and Cy claim the 6 (offers 1 and 2): Ada chooses. */
    dealerChoosing: play(contested),
    /** Cy took the 6 (3 tokens) and turned Bo's coin for 2: 1 token left. */
    turnSpending: play(cyTurn),
    /** Cy's card asks whose coins it acts on, the extra player among them. */
    decision: play(cyReveals),
    /** Ada took the 5 and revealed her card: turning coins costs her less while it is face up. */
    ruleChanging: play(adaTurn),
    /** Nobody claimed the 3, so only zeros are left: Ada hands them to Bo and Dee. */
    zeros: play(zeros),
    /** The Reveal phase: Bo may reveal his Reveal card for a token. */
    revealPhase: play(revealPhase),
    /** The reveal: coins shown, the winners agreeing a split (or, with one winner, the clean-up). */
    showdown: play(reveal),
    /** The winners' split: one has proposed, the others still to answer. */
    splitProposed: play([...reveal, (G) => (G.step.kind === 'split' && !G.step.proposal ? [G.step.winners[0], 'proposeSplit', evenSplit(G.step.winners, G.step.amount)] : null)]),
    /** The clean-up: everyone chooses the face-down Robot Cards they keep. */
    keep: play([...reveal, forward(content, (G) => G.step.kind === 'keep')]),
    /** Someone reached the end: Dee may reveal her Endgame card. */
    endgame: play([...reveal, forward(content, atEnd)]),
    /** The winners vote on the robots' path. */
    pathVote: play([...reveal, forward(content, atEnd), ['3', 'passReveal'], forward(content, (G) => G.step.kind === 'path')]),
    /** Game over: the path chosen. */
    gameOver: play([...reveal, forward(content, atEnd), ['3', 'passReveal'], forward(content, () => false)]),
  };
}
