import { openSealed } from '../../kit/commit/sealed-commitments.ts';
import { sliceOf } from '../../kit/frozen-lists.ts';
import type { BiasContent } from '../content-types.ts';
import { refillPile } from '../script/zones.ts';
import type { BiasState, CardId, PlayerID, RoundLog } from '../state.ts';
import { clockwiseFrom } from './chips.ts';
import { winnersOf } from './identities.ts';
import { mindCount } from './mind.ts';
import { ownHands } from './own-writes.ts';

export type Shuffle = <T>(items: T[]) => T[];

export function emptyRound(G: Pick<BiasState, 'roundsPlayed' | 'autonomy' | 'firstPlayer'>): RoundLog {
  return { round: G.roundsPlayed + 1, autonomy: G.autonomy, firstPlayer: G.firstPlayer, trades: {}, bids: null, life: null, algorithms: [] };
}

/** Takes the top card of a deck, reshuffling its discards in when it is empty; null when there is no card at all. */
export function takeTop(G: BiasState, deck: 'algorithmDeck' | 'beliefDeck' | 'lifeDeck', shuffle: Shuffle): CardId | null {
  if (G[deck].length === 0) refillPile(G, deck, shuffle);
  const pile = G[deck];
  if (pile.length === 0) return null;
  // Not `[top, ...rest] =`: destructuring walks the pile by its iterator, an object per card.
  G[deck] = sliceOf(pile, 1);
  return pile[0];
}

export function drawAlgorithms(G: BiasState, player: PlayerID, count: number, shuffle: Shuffle): void {
  for (let i = 0; i < count; i++) {
    const card = takeTop(G, 'algorithmDeck', shuffle);
    if (card === null) return;
    ownHands(G)[player] = [...G.hands[player], card];
  }
}

/** A round begins: everyone draws (from the first player, clockwise), then chooses in secret what to trade in. */
export function startRound(G: BiasState, content: BiasContent, shuffle: Shuffle): void {
  for (const player of clockwiseFrom(G.players, G.firstPlayer)) drawAlgorithms(G, player, content.rules.drawPerRound, shuffle);
  G.round = emptyRound(G);
  G.step = { kind: 'trade', sealed: openSealed(`round-${G.round.round}-trade`, G.players) };
}

/** The Belief of the round is turned up and everyone bids on it in secret. */
export function openBidding(G: BiasState, shuffle: Shuffle): void {
  G.belief = takeTop(G, 'beliefDeck', shuffle);
  G.step = { kind: 'bid', sealed: openSealed(`round-${G.round.round}-bid`, G.players) };
}

/** Who the round's later steps start from: the bid winner, or on a tie the round's first player. */
export const roundLead = (G: Pick<BiasState, 'round' | 'firstPlayer'>): PlayerID => G.round.bids?.winner ?? G.firstPlayer;

export function openAlgorithmPhase(G: BiasState): void {
  G.step = { kind: 'algorithm', order: clockwiseFrom(G.players, roundLead(G)), index: 0 };
}

/** Whether the Algorithm phase is over after the current player's turn; if not, the next player's turn begins. */
export function nextAlgorithmTurn(G: BiasState): boolean {
  if (G.step.kind !== 'algorithm') return true;
  const index = G.step.index + 1;
  if (index >= G.step.order.length) return true;
  G.step = { ...G.step, index };
  return false;
}

/**
 * The round is over: the counter advances. On the last space the A.I. becomes autonomous:
 * whoever's condition holds wins; with nobody, a 2- or 4-player game (rules.yaml's
 * resetPlayers) goes back to space `resetTo` up to `maxResets` times, else it ends unwon.
 */
export function finishRound(G: BiasState, content: BiasContent, shuffle: Shuffle): void {
  // Every finished round stays: each round's report is reopened from the table's log. The track and its resets bound the count.
  G.history = [...G.history, G.round];
  G.roundsPlayed += 1;
  const { spaces, resetTo, resetPlayers, maxResets } = content.rules.autonomy;
  if (G.autonomy >= spaces) {
    const mind = mindCount(content, G.mind);
    const winners = winnersOf(content, G.identities, G.players, mind);
    const canReset = resetPlayers.includes(G.players.length) && G.resets < maxResets;
    if (winners.length === 0 && canReset) {
      G.resets += 1;
      G.autonomy = resetTo;
    } else {
      G.result = { winners, identities: { ...G.identities }, left: mind.left, right: mind.right, resets: G.resets, reason: winners.length > 0 ? 'autonomy' : 'no-winner' };
      return;
    }
  } else {
    G.autonomy += 1;
  }
  G.firstPlayer = G.players[(G.players.indexOf(G.firstPlayer) + 1) % G.players.length];
  startRound(G, content, shuffle);
}
