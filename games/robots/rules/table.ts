import { violation, type Violation } from '../../kit/violation.ts';
import type { CardId, PlayerID, RobotsState, ScriptsSeen } from '../state.ts';
import { withEntry } from '../../kit/with-entry.ts';
import { someOf } from '../../kit/frozen-lists.ts';

/**
 * What the full state and a player's view share: enough to check any move. In a view,
 * `hands` holds only the viewer's own hand, which is all a validator ever reads.
 */
export type Table = Pick<RobotsState, 'variant' | 'players' | 'hands' | 'heap' | 'spreads' | 'turn' | 'poweredDown' | 'claimable'> & { scripts: ScriptsSeen };

export const isSeat = (G: Pick<RobotsState, 'players'>, id: unknown): id is PlayerID => typeof id === 'string' && G.players.includes(id);

/** The seat after `player`, clockwise (seat order). */
export function leftOf(G: Pick<RobotsState, 'players'>, player: PlayerID): PlayerID {
  return G.players[(G.players.indexOf(player) + 1) % G.players.length];
}

/** A player's hand, by own key only: a client's `"__proto__"` or `"constructor"` never reads Object.prototype. */
export const handOf = (G: Pick<RobotsState, 'hands'>, player: PlayerID): CardId[] => (Object.hasOwn(G.hands, player) ? G.hands[player] : []);

/** `hands` with `player`'s hand replaced, as a new record (the keys keep their places). */
export const withHand: (hands: Readonly<Record<PlayerID, CardId[]>>, player: PlayerID, hand: CardId[]) => Record<PlayerID, CardId[]> = withEntry;

export const ownsSpread = (G: Pick<RobotsState, 'spreads'>, player: PlayerID): boolean => someOf(G.spreads, (s) => s.owner === player);

/** A list of distinct card ids, all in `hand`; otherwise why not. */
export function checkCardsInHand(hand: CardId[], cards: unknown, what: string): Violation | undefined {
  if (!Array.isArray(cards) || cards.length === 0 || !cards.every((c) => typeof c === 'string')) {
    return violation('no-cards', `Choose the cards ${what}.`);
  }
  if (new Set(cards).size !== cards.length) return violation('repeated-card', 'A card can be chosen only once.');
  const missing = cards.filter((c) => !hand.includes(c));
  if (missing.length > 0) return violation('not-in-hand', `You do not hold ${missing.join(', ')}.`);
  return undefined;
}

/** The one check every move of the turn shares: your turn, at this step, no power waiting. */
export function checkTurn(G: Table, player: PlayerID | null | undefined, step: 'draw' | 'play'): Violation | undefined {
  if (!isSeat(G, player)) return violation('not-seated', 'Only a player seated at the table can do that.');
  if (G.turn.player !== player) return violation('not-your-turn', 'Wait for your turn.');
  const pending = powerPending(G, player);
  if (pending) return pending;
  if (G.turn.step !== step) {
    return step === 'draw'
      ? violation('already-drew', 'You have already drawn this turn: play spreads, then discard.')
      : violation('draw-first', 'Draw first: from the Robot Factory, or take from the Scrap Heap.');
  }
  return undefined;
}

/**
 * While a power is being resolved, nothing else happens at the table but its decision. The
 * reason speaks to `player` and names no seat: the table shows who decides, by name.
 */
export function powerPending(G: Pick<Table, 'scripts'>, player?: PlayerID | null): Violation | undefined {
  const running = G.scripts.running;
  if (!running) return undefined;
  const pending = running.pending;
  if (!pending) return violation('power-pending', 'A power is being resolved.');
  if (pending.player === player) return violation('power-pending', `Answer the power's question first: ${pending.prompt}.`);
  return violation('power-pending', `A power is being resolved: wait for its decision (${pending.prompt}).`);
}
