import { deckOf, type Deck } from '../cards.ts';
import type { PowerDef, RobotsContent } from '../content-types.ts';
import type { CardId, PlayerID, PowerVoidReason, RobotsEvent, RobotsState } from '../state.ts';
import { withLog } from './log.ts';
import { without } from '../../kit/without.ts';
import { handOf, withHand } from './table.ts';

type Powers = Pick<RobotsContent, 'deck' | 'powers'>;

/** The power a card carries in this variant (by its number, or every star's in a variant that arms them). */
export function powerOf(content: Powers, variant: string, card: CardId): PowerDef | undefined {
  const deck = deckOf(content);
  let byCard = powersKept.get(content.powers)?.get(deck)?.get(variant);
  if (!byCard) byCard = keptPowers(content, deck, variant);
  const power = byCard.get(card);
  if (power === undefined) throw new Error(`ROBOTS!: no card '${card}' in the deck.`);
  return power ?? undefined;
}

// Asked of every card of a hand at every discard the bots weigh: each card's power is read once per
// powers file, deck and variant (content is not edited once loaded).
const powersKept = new WeakMap<RobotsContent['powers'], WeakMap<Deck, Map<string, Map<CardId, PowerDef | null>>>>();

function keptPowers(content: Powers, deck: Deck, variant: string): Map<CardId, PowerDef | null> {
  const byCard = new Map<CardId, PowerDef | null>();
  for (const c of deck.cards) {
    let id: string | undefined;
    if (c.kind === 'number') id = content.powers.carriers.find((k) => k.number === c.number)?.power;
    if (c.kind === 'star') id = content.powers.variants.find((v) => v.id === variant)?.starPower;
    byCard.set(c.id, (id === undefined ? undefined : content.powers.powers.find((p) => p.id === id)) ?? null);
  }
  let byDeck = powersKept.get(content.powers);
  if (!byDeck) powersKept.set(content.powers, (byDeck = new WeakMap()));
  let byVariant = byDeck.get(deck);
  if (!byVariant) byDeck.set(deck, (byVariant = new Map()));
  byVariant.set(variant, byCard);
  return byCard;
}

/** A zone reference of a script (`scrap-heap`, or `{ zone: scrap-heap, ... }`) by its zone's name. */
function zoneName(ref: unknown): unknown {
  return ref !== null && typeof ref === 'object' && 'zone' in ref ? (ref as { zone: unknown }).zone : ref;
}

const HEAP = 'scrap-heap';

// Asked of every card a Force Field might bar, at every discard the bots weigh; content is frozen.
const heapTakers = new WeakMap<PowerDef, boolean>();

/** Whether one step (with the steps nested in it) takes cards out of the Scrap Heap into a hand. */
function stepTakesFromHeap(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(stepTakesFromHeap);
  if (node === null || typeof node !== 'object') return false;
  return Object.entries(node).some(([word, args]) => {
    if (word === 'pick-up') return true;
    const a = (args ?? {}) as Record<string, unknown>;
    if (word === 'draw' && zoneName(a.from) === HEAP) return true;
    if (word === 'move' && zoneName(a.from) === HEAP && zoneName(a.to) === 'hand') return true;
    return stepTakesFromHeap(args);
  });
}

/**
 * Whether a power takes cards from the Scrap Heap into the player's hand (Recycle): its
 * script, read as written in powers.yaml, picks cards up (`pick-up`) or draws or moves them
 * from the `scrap-heap` into a `hand`, anywhere in it (inside `if`, `repeat`...). A Force
 * Field bars such a power's card from being discarded (the rulebook's FAQ: "the Recycle is
 * not allowed since it would draw from the Scrap Heap"); moving cards from the heap
 * elsewhere (the Tractor Beam, to the Factory) is not taking them.
 */
export function takesFromHeap(power: PowerDef): boolean {
  let takes = heapTakers.get(power);
  if (takes === undefined) heapTakers.set(power, (takes = stepTakesFromHeap(power.script)));
  return takes;
}

/**
 * Whether a discard fires its card's power: never on the discard that ends the hand, nor for
 * a card picked up from the Scrap Heap this turn (by the draw or by a Recycle; such a card is
 * discarded only when every card in hand is barred, rules/discard.ts `discardBar`).
 */
export type DiscardPower = { power: PowerDef; fires: true } | { power: PowerDef; fires: false; reason: PowerVoidReason };

export function discardPower(content: Powers, G: Pick<RobotsState, 'variant' | 'turn'>, card: CardId, finalDiscard: boolean): DiscardPower | undefined {
  const power = powerOf(content, G.variant, card);
  if (!power) return undefined;
  if (finalDiscard) return { power, fires: false, reason: 'final-discard' };
  if (G.turn.takenFromHeap.includes(card)) return { power, fires: false, reason: 'taken-this-turn' };
  return { power, fires: true };
}

/** A card leaves a hand for the top of the Scrap Heap: `fires` is the power to run now, if any. */
export interface DiscardOutcome {
  G: RobotsState;
  fires: PowerDef | null;
  /** The player has no card left: the hand ends on this discard. */
  final: boolean;
}

/** What a discard writes besides the log: where the card went, the power's count, and the turn's end when it passes. */
type DiscardChanges = Pick<RobotsState, 'hands' | 'heap' | 'lastDiscard'> & Partial<Pick<RobotsState, 'powersFired' | 'claimable' | 'turn'>>;

/**
 * One discard, the turn's own or one a power makes (Extra Parts): the card goes on top of
 * the Scrap Heap, and the log says whether its power fires or why not. Running the power
 * is the caller's: the discard move starts its script, a script step calls it. `passing`, the
 * turn's end, is written in the same copy of G when the turn passes now (no power fires and
 * the hand goes on): the discard, its log entry and the turn's end copied G three times.
 */
export function discardCard(content: Powers, G: RobotsState, player: PlayerID, card: CardId, passing?: Pick<RobotsState, 'claimable' | 'turn'>): DiscardOutcome {
  const hand = without(handOf(G, player), card);
  const final = hand.length === 0;
  const changes: DiscardChanges = { hands: withHand(G.hands, player, hand), heap: [...G.heap, card], lastDiscard: { player, card } };
  const discard: RobotsEvent = { kind: 'discard', player, card };
  const power = discardPower(content, G, card, final);
  if (power?.fires) {
    const id = power.power.id;
    changes.powersFired = { ...G.powersFired, [id]: (G.powersFired[id] ?? 0) + 1 };
    return { G: withLog(G, changes, discard, { kind: 'power-due', player, card, power: id }), fires: power.power, final };
  }
  if (passing && !final) {
    changes.claimable = passing.claimable;
    changes.turn = passing.turn;
  }
  const voided: RobotsEvent | undefined = power && { kind: 'power-void', player, card, power: power.power.id, reason: power.reason };
  return { G: withLog(G, changes, discard, voided), fires: null, final };
}
