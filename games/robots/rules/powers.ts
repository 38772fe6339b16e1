import { cardOf, deckOf } from '../cards.ts';
import type { PowerDef, RobotsContent } from '../content-types.ts';
import type { CardId, PlayerID, PowerVoidReason, RobotsState } from '../state.ts';

type Powers = Pick<RobotsContent, 'deck' | 'powers'>;

/** The power a card carries in this variant (by its number, or every star's in a variant that arms them). */
export function powerOf(content: Powers, variant: string, card: CardId): PowerDef | undefined {
  const c = cardOf(deckOf(content), card);
  let id: string | undefined;
  if (c.kind === 'number') id = content.powers.carriers.find((k) => k.number === c.number)?.power;
  if (c.kind === 'star') id = content.powers.variants.find((v) => v.id === variant)?.starPower;
  return id === undefined ? undefined : content.powers.powers.find((p) => p.id === id);
}

/** Whether a discard fires its card's power: never on the discard that ends the hand, nor for a card taken from the Scrap Heap this turn. */
export type DiscardPower = { power: PowerDef; fires: true } | { power: PowerDef; fires: false; reason: PowerVoidReason };

export function discardPower(content: Powers, G: Pick<RobotsState, 'variant' | 'turn'>, card: CardId, finalDiscard: boolean): DiscardPower | undefined {
  const power = powerOf(content, G.variant, card);
  if (!power) return undefined;
  if (finalDiscard) return { power, fires: false, reason: 'final-discard' };
  if (G.turn.takenFromHeap.includes(card)) return { power, fires: false, reason: 'taken-this-turn' };
  return { power, fires: true };
}

/**
 * The seam for the powers: a discard whose power fires lands here. For now it only records
 * the power as due; the card-scripting engine will start the power's script in `G.script`
 * here, and the turn waits while a script runs.
 */
export function startPower(G: RobotsState, player: PlayerID, card: CardId, power: PowerDef): RobotsState {
  return { ...G, events: [...G.events, { kind: 'power-due', player, card, power: power.id }] };
}

/** Records a power that the discard carries but does not fire. */
export function voidPower(G: RobotsState, player: PlayerID, card: CardId, power: PowerDef, reason: PowerVoidReason): RobotsState {
  return { ...G, events: [...G.events, { kind: 'power-void', player, card, power: power.id, reason }] };
}
