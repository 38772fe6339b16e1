import type { AlgorithmDef, BiasContent } from '../../games/bias-effect/content-types.ts';
import type { Side } from '../../games/bias-effect/state.ts';
import { BOOSTS_OWN_BID, CUTS_CHOSEN_BID, findCard, GAINS_CHIPS, otherCards, TAKES_CHIPS, type CardRole } from './card-roles.ts';
import type { Deal } from './play-match.ts';

/** The seats' names in the stories. */
export const NAMES = ['Ada', 'Bo', 'Cy', 'Dee', 'Eli'];

/** Steps that change more than chips, cards and bid totals, or stop for a decision. */
const LOUD = /"(choose-[a-z]+|move-autonomy|move|discard|put|shuffle)"\s*:/;

/**
 * The Belief deck's top by side (`'LRR'`): the next design of that side each time, in content
 * order. The fixtures care which side comes up, not which words.
 */
export function beliefSides(content: BiasContent, sides: string): string[] {
  const next: Record<Side, number> = { left: 0, right: 0 };
  return [...sides].map((letter) => {
    const side: Side = letter === 'L' ? 'left' : 'right';
    const designs = content.beliefs.beliefs.filter((b) => b.side === side);
    return designs[next[side]++ % designs.length].id;
  });
}

/**
 * Life cards whose three outcomes only move chips, draw cards or edit bids: the fixtures'
 * rounds end where they are told to, whatever the mind. One copy of each design, then the
 * second copies, so consecutive rounds show different cards.
 */
export function quietLife(content: BiasContent): string[] {
  const quiet = content.life.life.filter((l) => !LOUD.test(JSON.stringify(l.outcomes)));
  const most = Math.max(...quiet.map((l) => l.copies));
  return Array.from({ length: most }, (_, copy) => quiet.filter((l) => l.copies > copy).map((l) => l.id)).flat();
}

/**
 * The first Life design whose LEFT outcome asks its owner to choose a player, for a Life card
 * waiting on its owner: the fixtures' round 1 leaves the mind leaning Left.
 */
export function decidingLife(content: BiasContent): string {
  const found = content.life.life.find((l) => /"choose-player"/.test(JSON.stringify(l.outcomes.left.script)));
  if (!found) throw new Error('Bias Effect story deal: no Life card has a left outcome that asks to choose a player (choose-player).');
  return found.id;
}

/** The Algorithm cards the fixtures deal, each chosen by what it does (card-roles.ts), never by its id. */
export interface StoryCards {
  /** Ada's, played in round 1: it gains her chips (GAINS_CHIPS). */
  gainsChips: AlgorithmDef;
  /** Ada's, played in round 2's Algorithm step: more on her total at the next bids (BOOSTS_OWN_BID). */
  boostsOwnBid: AlgorithmDef;
  /** Ada's, never played: it takes chips from others (TAKES_CHIPS). */
  takesChips: AlgorithmDef;
  /** Bo's, played in round 2's Algorithm step: he chooses whose total drops at the next bids (CUTS_CHOSEN_BID). */
  cutsChosenBid: AlgorithmDef;
  /** Any other card, in Cy's starting hand: she trades it in in round 1. */
  tradedByCy: AlgorithmDef;
  /** Any other card, Ada's draw in round 1: she trades it in in round 2. */
  tradedByAda: AlgorithmDef;
  /** Any other cards, filling the hands and the draws. */
  others: AlgorithmDef[];
}

/** Cards the deal needs beyond the four roles, by rules.yaml's hand size and draws (threePlayerDeal). */
const othersNeeded = ({ startingHand, drawPerRound }: BiasContent['rules']) => 3 * startingHand + 6 * drawPerRound - 4;

/** The fixtures' Algorithm cards: one design for each role, each different, then any other cards. */
export function storyCards(content: BiasContent): StoryCards {
  const taken: string[] = [];
  const pick = (role: CardRole) => {
    const card = findCard(content, role, taken);
    taken.push(card.id);
    return card;
  };
  const cutsChosenBid = pick(CUTS_CHOSEN_BID);
  const boostsOwnBid = pick(BOOSTS_OWN_BID);
  const gainsChips = pick(GAINS_CHIPS);
  const takesChips = pick(TAKES_CHIPS);
  const [tradedByCy, tradedByAda, ...others] = otherCards(content, taken, othersNeeded(content.rules));
  return { gainsChips, boostsOwnBid, takesChips, cutsChosenBid, tradedByCy, tradedByAda, others };
}

/**
 * The 3-player match most stories come from: Ada (Left), Bo (Right), Cy (Moderate); Ada is
 * the first player of round 1. Ada holds a card that gains her chips, one that adds to her
 * total at the next bids, and one that takes chips from others; Bo holds one that has him
 * choose another player whose total drops at the next bids; Cy holds any card, traded in at
 * once. Ada draws any card in round 1 and trades it in in round 2 (storyCards). Beliefs come
 * Left, Right, Right, Left...
 */
export function threePlayerDeal(content: BiasContent): Deal {
  const { startingHand: hand, drawPerRound: draw } = content.rules;
  if (hand < 3 || draw < 1) {
    throw new Error(`Bias Effect story deal: the fixtures need a starting hand of 3 cards or more and a draw each round (rules.yaml: startingHand ${hand}, drawPerRound ${draw}).`);
  }
  const cards = storyCards(content);
  const rest = [...cards.others];
  const more = (count: number) => rest.splice(0, count);
  return {
    identities: ['left', 'right', 'moderate'],
    algorithms: [
      ...[cards.gainsChips, cards.boostsOwnBid, cards.takesChips, ...more(hand - 3)],
      ...[cards.cutsChosenBid, ...more(hand - 1)],
      ...[...more(hand - 1), cards.tradedByCy],
      // Round 1's draws (Ada first), then round 2's (Bo first).
      ...[cards.tradedByAda, ...more(draw - 1), ...more(2 * draw)],
      ...more(3 * draw),
    ].map((card) => card.id),
    beliefs: beliefSides(content, 'LRRLRLLRRLRLLRRL'),
    life: quietLife(content),
  };
}

/** Every identity at the table: five players, Ada to Eli, in the order rules.yaml deals them for five. */
export function fivePlayerDeal(content: BiasContent): Deal {
  return { ...threePlayerDeal(content), identities: ['far-left', 'left', 'moderate', 'right', 'far-right'] };
}

/** Left against Right, the smallest game, where an autonomy with nobody winning sends the counter back. */
export function twoPlayerDeal(content: BiasContent): Deal {
  return { ...threePlayerDeal(content), identities: ['left', 'right'] };
}
