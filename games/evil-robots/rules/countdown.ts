import { violation, type Violation } from '../../kit/violation.ts';
import type { EvilContent } from '../content-types.ts';
import type { EvilState, PlayerID, Step } from '../state.ts';
import { askCounted, askRule, playerFacts } from './ask.ts';
import { supplyPaysTokens } from './supply.ts';
import { logLine } from './log.ts';
import { favourInTie } from '../../kit/rules/favour-in-tie.ts';
import { countCards, countStat } from './replace.ts';
import { withEntry, withoutEntry } from '../../kit/with-entry.ts';
import { filterOf } from '../../kit/frozen-lists.ts';

type Offer = Extract<Step, { kind: 'offer' }>;
type Choose = Extract<Step, { kind: 'choose' }>;

const cardWord = (first: boolean) => (first ? 'first' : 'other');

/** Whether a player may claim the card on offer: seated, without a Power Card, and allowed (the Dealer not the first card). */
export function mayClaim(G: EvilState, content: EvilContent, player: PlayerID, first: boolean): boolean {
  if (!G.players.includes(player) || G.power[player] !== null) return false;
  return askRule(G, content, 'may-claim', { player, card: cardWord(first) }, !(first && player === G.dealer)).value;
}

export function eligibleClaimants(G: EvilState, content: EvilContent, first: boolean): PlayerID[] {
  return filterOf(G.players, (p) => mayClaim(G, content, p, first));
}

/**
 * The next thing in the countdown: the top card offered, or, once only zeros remain, the Dealer
 * hands them out; once everyone has a card, null (the Reveal phase follows).
 */
export function nextCountdownStep(G: EvilState): Offer | { kind: 'zeros' } | null {
  if (G.players.every((p) => G.power[p] !== null)) return null;
  if (G.stack.every((c) => c.value === 0)) return { kind: 'zeros' };
  G.serial += 1;
  const first = G.offersMade === 0;
  G.offersMade += 1;
  return { kind: 'offer', value: G.stack[0].value, first, claims: [], passed: [], offers: {}, opened: G.serial };
}

export function checkClaim(G: EvilState, content: EvilContent, player: PlayerID | null | undefined, claim: unknown): Violation | undefined {
  if (G.step.kind !== 'offer') return violation('no-offer', 'No Power Card is on offer now.');
  if (typeof claim !== 'boolean') return violation('bad-claim', 'Say true to claim the card, false to pass.');
  if (player == null || !G.players.includes(player)) return violation('not-a-seat', 'Only a player at the table may claim.');
  if (G.power[player] !== null) return violation('has-card', 'You already have a Power Card this round.');
  if (!mayClaim(G, content, player, G.step.first)) return violation('may-not-claim', G.step.first && player === G.dealer ? 'The Dealer may not claim the first card.' : 'A face-up card forbids you to claim this card.');
  return undefined;
}

/** A claim or a pass (or a change of mind while the window is open). Returns true once everyone able has answered. */
export function applyClaim(G: EvilState, content: EvilContent, player: PlayerID, claim: boolean): boolean {
  const before = G.step as Offer;
  const claims = before.claims.filter((p) => p !== player);
  const passed = before.passed.filter((p) => p !== player);
  (claim ? claims : passed).push(player);
  const offers = claim || !Object.hasOwn(before.offers, player) ? before.offers : withoutEntry(before.offers, player);
  const step: Offer = { ...before, claims, passed, offers };
  G.step = step;
  return eligibleClaimants(G, content, step.first).every((p) => step.claims.includes(p) || step.passed.includes(p));
}

export function checkOffer(G: EvilState, player: PlayerID | null | undefined, amount: unknown): Violation | undefined {
  const step = G.step;
  if (step.kind !== 'offer' && step.kind !== 'choose') return violation('no-offer', 'No Power Card is on offer now.');
  if (player == null || !step.claims.includes(player)) return violation('not-claiming', 'Only a player claiming the card may offer the Dealer Influence.');
  if (player === G.dealer) return violation('own-dealer', 'The Dealer needs no offer to choose themselves.');
  if (!Number.isInteger(amount) || (amount as number) < 0) return violation('bad-amount', 'Offer a whole number of Influence, 0 or more.');
  if ((amount as number) > G.influence[player]) return violation('too-much', `You have ${G.influence[player]} Influence to offer.`);
  const offered = step.offers[player] ?? 0;
  if ((amount as number) <= offered) return violation('raise-only', `An offer can only be raised: you have offered ${offered}.`);
  return undefined;
}

export function applyOffer(G: EvilState, player: PlayerID, amount: number): void {
  const step = G.step as Offer | Choose;
  G.step = { ...step, offers: withEntry(step.offers, player, amount) };
}

/**
 * Who a tie among claimants goes to: all of them for the Dealer to choose from (the rulebook),
 * or, as a face-up card says, the claimants the table sees on its team, when any are.
 */
export function favouredClaimants(G: EvilState, content: EvilContent, claims: PlayerID[], first: boolean): PlayerID[] {
  if (claims.length < 2) return claims;
  const goesTo = askRule<string>(G, content, 'claim-tie', { card: cardWord(first) }, 'dealer');
  const favoured = favourInTie(claims, (p) => playerFacts(G, p).team === goesTo.value);
  // Counted for the simulator's tally only when the card narrowed the claimants.
  if (favoured.length < claims.length) countCards(G, 'changed', goesTo.changedBy);
  return favoured;
}

/**
 * The claims close: nobody claimed, the card turns to its zero side and goes under the stack
 * (returns null: offer the next); one claimant (or one a card favours), they get it; several,
 * the Dealer chooses.
 */
export function settleClaims(G: EvilState, content: EvilContent): PlayerID | null | 'choose' {
  const step = G.step as Offer;
  if (step.claims.length === 0) {
    const [top, ...rest] = G.stack;
    G.stack = [...rest, { card: top.card, value: 0 }];
    countStat(G, 'unclaimed');
    return null;
  }
  const claims = favouredClaimants(G, content, step.claims, step.first);
  if (claims.length === 1) return claims[0];
  countStat(G, 'contested');
  G.step = { kind: 'choose', value: step.value, first: step.first, claims, offers: step.offers };
  return 'choose';
}

export function checkChoose(G: EvilState, player: PlayerID | null | undefined, chosen: unknown): Violation | undefined {
  if (G.step.kind !== 'choose') return violation('nothing-to-choose', 'The Dealer is not choosing between claimants now.');
  if (player !== G.dealer) return violation('not-dealer', 'Only the Dealer chooses who gets the card.');
  if (typeof chosen !== 'string' || !G.step.claims.includes(chosen)) return violation('not-a-claimant', `Choose one of the claimants: ${G.step.claims.join(', ')}.`);
  return undefined;
}

/** The chosen claimant pays the Dealer what they offered (as far as they can). */
export function payOffer(G: EvilState, chosen: PlayerID): void {
  const step = G.step as Choose;
  const amount = Math.min(step.offers[chosen] ?? 0, G.influence[chosen]);
  if (amount === 0) return;
  const influence = withEntry(G.influence, chosen, G.influence[chosen] - amount);
  G.influence = withEntry(influence, G.dealer, influence[G.dealer] + amount);
}

export function checkGiveZero(G: EvilState, player: PlayerID | null | undefined, to: unknown): Violation | undefined {
  if (G.step.kind !== 'zeros') return violation('no-zeros', 'The Dealer is not handing out zeros now.');
  if (player !== G.dealer) return violation('not-dealer', 'Only the Dealer hands out the zeros.');
  if (typeof to !== 'string' || !G.players.includes(to) || G.power[to] !== null) return violation('has-card', 'Give the zero to a player without a Power Card.');
  return undefined;
}

/**
 * A player gets the top card: their Power Level, their Action Tokens (the first card given this
 * round one more, and the Dealer Token), and their turn at once.
 */
export function giveCard(G: EvilState, content: EvilContent, player: PlayerID): void {
  const [top, ...rest] = G.stack;
  G.stack = rest;
  G.power = withEntry<number | null>(G.power, player, top.value);
  const first = !G.firstGiven;
  const base = content.rules.tokens.perCard + (first ? content.rules.tokens.firstCardBonus : 0);
  const tokens = askCounted<number>(G, content, 'tokens-received', { player, card: cardWord(first) }, base);
  supplyPaysTokens(G, player, Math.max(0, tokens));
  if (first) {
    G.firstGiven = true;
    G.dealerToken = player;
  }
  logLine(G, player, `takes the ${top.value}${first ? ' and the Dealer Token' : ''}.`);
  G.step = { kind: 'turn', player };
}
