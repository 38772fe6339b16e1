import { violation, type Violation } from '../../kit/violation.ts';
import type { EvilContent } from '../content-types.ts';
import { EXTRA, type Deck, type EvilState, type PlayerID } from '../state.ts';
import { askCounted, askRule } from './ask.ts';
import { robotOf } from './catalog.ts';
import { turnCoin } from './coin-changes.ts';
import { paysSupplyInfluence, spendTokens } from './supply.ts';
import { logLine } from './log.ts';
import { countCards } from './replace.ts';
import { withEntry } from '../../kit/with-entry.ts';

export type Action = 'reveal' | 'flip-other' | 'flip-own' | 'swap' | 'reveal-phase';
type Ask = typeof askRule;

/** What an action costs a player now, in tokens (never below 0); `card` for a reveal. */
export function actionCost(G: EvilState, content: EvilContent, player: PlayerID, action: Action, card?: string, asker: Ask = askRule): number {
  const { costs } = content.rules;
  const base = { reveal: card ? robotOf(content, card).cost : 0, 'flip-other': costs.flipOther, 'flip-own': costs.flipOwn, swap: costs.swapTokens, 'reveal-phase': costs.revealPhase }[action];
  return Math.max(0, asker<number>(G, content, 'action-cost', costSubject(player, action, base), base).value);
}

/** What the action-cost question is about: who acts, the action, and whether it spends tokens at all before any card. */
export const costSubject = (player: PlayerID, action: Action, base: number) => ({ player, action, spends: base > 0 ? 'tokens' : 'nothing' });

/** The same inside a move, counting the cards that changed it. */
const counted: Ask = (G, content, question, subject, base) => ({ value: askCounted(G as EvilState, content, question, subject, base), changedBy: [] });

export function swapInfluence(G: EvilState, content: EvilContent, player: PlayerID, asker: Ask = askRule): number {
  return Math.max(0, asker<number>(G, content, 'swap-influence', { player }, content.rules.costs.swapInfluence).value);
}

function checkMyTurn(G: EvilState, player: PlayerID | null | undefined): Violation | undefined {
  if (G.step.kind !== 'turn') return violation('not-a-turn', 'Nobody is taking a turn now.');
  if (player !== G.step.player) return violation('not-your-turn', 'It is not your turn: act when you get your Power Card.');
  return undefined;
}

/** Where a face-down card of this player's is (its deck), or undefined. */
export function slotOf(G: EvilState, player: PlayerID, card: unknown): Deck | undefined {
  const hand = Object.hasOwn(G.hands, player) ? G.hands[player] : undefined;
  if (!hand || typeof card !== 'string') return undefined;
  return hand.left === card ? 'left' : hand.right === card ? 'right' : undefined;
}

/**
 * Revealing a Robot Card: on your turn any but an Endgame card, for its cost; in the Reveal phase
 * a Reveal card, for the Reveal phase's cost; at the end an Endgame card, free.
 */
export function checkReveal(G: EvilState, content: EvilContent, player: PlayerID | null | undefined, card: unknown): Violation | undefined {
  const { step } = G;
  const inTurn = step.kind === 'turn';
  if (!inTurn && step.kind !== 'reveal-phase' && step.kind !== 'endgame') return violation('not-now', 'Robot Cards are revealed on your turn, in the Reveal phase or at the end.');
  if (player == null || player !== step.player) return violation('not-your-turn', inTurn ? 'It is not your turn.' : 'It is not your moment to reveal.');
  if (slotOf(G, player, card) === undefined) return violation('not-in-hand', 'You hold no such face-down Robot Card.');
  const robot = robotOf(content, card as string);
  if (inTurn && robot.type === 'endgame') return violation('endgame-card', 'An Endgame card is revealed only when a round ends with someone at the end.');
  if (step.kind === 'reveal-phase' && robot.type !== 'reveal') return violation('not-reveal-card', 'Only a Reveal card may be revealed in the Reveal phase.');
  if (step.kind === 'endgame' && robot.type !== 'endgame') return violation('not-endgame-card', 'Only an Endgame card may be revealed now.');
  const cost = revealCost(G, content, player, card as string, revealMoment(G));
  if (cost > G.tokens[player]) return violation('too-few-tokens', `Revealing ${robot.name} costs ${cost} Action Token${cost === 1 ? '' : 's'}; you have ${G.tokens[player]}.`);
  return undefined;
}

/** When a card is revealed: on a turn (its cost), in the Reveal phase (that phase's cost) or at the end (free). */
export type RevealMoment = 'turn' | 'reveal-phase' | 'endgame';

export const revealMoment = (G: EvilState): RevealMoment => (G.step.kind === 'reveal-phase' || G.step.kind === 'endgame' ? G.step.kind : 'turn');

export function revealCost(G: EvilState, content: EvilContent, player: PlayerID, card: string, moment: RevealMoment, asker: Ask = askRule): number {
  if (moment === 'endgame') return 0;
  return moment === 'reveal-phase' ? actionCost(G, content, player, 'reveal-phase', undefined, asker) : actionCost(G, content, player, 'reveal', card, asker);
}

/** The card turns face up (its modifiers apply from now); the caller runs its script. */
export function applyReveal(G: EvilState, content: EvilContent, player: PlayerID, card: string): void {
  spendTokens(G, player, revealCost(G, content, player, card, revealMoment(G), counted));
  G.hands = withEntry(G.hands, player, { ...G.hands[player], [slotOf(G, player, card)!]: null });
  G.faceUp = [...G.faceUp, { card, owner: player }];
  countCards(G, 'revealed', [card]);
  logLine(G, player, `reveals ${robotOf(content, card).name}.`);
}

export type CoinChoice = 'shown' | 'hidden';

/** Turning a revealed coin: your own (unless at Power Level 0) or any other's, the extra player's either coin. */
export function checkFlip(G: EvilState, content: EvilContent, player: PlayerID | null | undefined, target: unknown, which: unknown = 'shown'): Violation | undefined {
  const notTurn = checkMyTurn(G, player);
  if (notTurn) return notTurn;
  const me = player as PlayerID;
  if (typeof target !== 'string' || !Object.hasOwn(G.coins, target)) return violation('no-such-coin', 'Choose a player at the table, or the extra player.');
  if (which !== 'shown' && !(target === EXTRA && which === 'hidden')) return violation('hidden-coin', "Only a revealed coin may be turned (the extra player's two are both revealed).");
  if (target === me && !askRule(G, content, 'may-flip-own', { player: me }, G.power[me] !== 0).value) return violation('power-zero', 'At Power Level 0 you may not turn your own coin.');
  const cost = actionCost(G, content, me, target === me ? 'flip-own' : 'flip-other');
  if (cost > G.tokens[me]) return violation('too-few-tokens', `Turning that coin costs ${cost} Action Tokens; you have ${G.tokens[me]}.`);
  return undefined;
}

export function applyFlip(G: EvilState, content: EvilContent, player: PlayerID, target: string, which: CoinChoice): void {
  if (target === player) askCounted(G, content, 'may-flip-own', { player }, G.power[player] !== 0);
  spendTokens(G, player, actionCost(G, content, player, target === player ? 'flip-own' : 'flip-other', undefined, counted));
  turnCoin(G, { player, card: null }, target, which);
}

/**
 * Swapping: a face-down card to the bottom of its deck, the next from that deck in its place, for
 * Influence. The move names the deck, not the card, so no card id of a hand reaches the log.
 */
export function checkSwap(G: EvilState, content: EvilContent, player: PlayerID | null | undefined, deck: unknown): Violation | undefined {
  const notTurn = checkMyTurn(G, player);
  if (notTurn) return notTurn;
  const me = player as PlayerID;
  if (deck !== 'left' && deck !== 'right') return violation('bad-deck', 'Name the deck of the card to swap: left or right.');
  if (G.hands[me][deck] === null) return violation('not-in-hand', `You hold no face-down ${deck} Robot Card.`);
  if (G.decks[deck].length === 0) return violation('deck-empty', `The ${deck} deck is empty: there is nothing to swap for.`);
  const tokens = actionCost(G, content, me, 'swap');
  if (tokens > G.tokens[me]) return violation('too-few-tokens', `Swapping costs ${tokens} Action Tokens; you have ${G.tokens[me]}.`);
  const influence = swapInfluence(G, content, me);
  if (influence > G.influence[me]) return violation('too-little-influence', `Swapping costs ${influence} Influence; you have ${G.influence[me]}.`);
  return undefined;
}

export function applySwap(G: EvilState, content: EvilContent, player: PlayerID, deck: Deck): void {
  const card = G.hands[player][deck]!;
  spendTokens(G, player, actionCost(G, content, player, 'swap', undefined, counted));
  const influence = swapInfluence(G, content, player, counted);
  paysSupplyInfluence(G, player, influence);
  const [next, ...rest] = G.decks[deck];
  G.decks = withEntry(G.decks, deck, [...rest, card]) as EvilState['decks'];
  G.hands = withEntry(G.hands, player, { ...G.hands[player], [deck]: next });
  logLine(G, player, `swaps a ${deck} Robot Card.`);
}

export function checkEndTurn(G: EvilState, player: PlayerID | null | undefined): Violation | undefined {
  return checkMyTurn(G, player);
}
