import type { PowerDef, RobotsContent } from '../content-types.ts';
import { powerOf } from '../rules/powers.ts';
import type { CardId, PlayerID, RobotsView } from '../state.ts';

/** Whether a script (any step of it, nested ones too) has its player choose a card out of anyone's spreads, their own included. */
function aimsAtAnySpread(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(aimsAtAnySpread);
  if (typeof value !== 'object' || value === null) return false;
  const from = ((value as Record<string, unknown>)['choose-card'] as { from?: { zone?: unknown; owner?: unknown } } | undefined)?.from;
  if (from?.zone === 'spread' && from.owner === 'any') return true;
  return Object.values(value).some(aimsAtAnySpread);
}

const aimed = new WeakMap<PowerDef, boolean>();

/**
 * Which of the cards the bot may discard fire a power that would have it blast its own spread:
 * the power's script chooses a card out of anyone's spreads (the shipped Freakin' Laser Beam),
 * and every spread it could hit is the bot's. The powers are content, so the script is read,
 * once per power, rather than the card's name. A bot that let such a card go broke its own run.
 * The table is read once, for every card of the hand.
 */
export function backfiring(content: RobotsContent, view: RobotsView, me: PlayerID): (card: CardId) => boolean {
  let own = false;
  for (const spread of view.spreads) {
    if (spread.constructed !== null) continue;
    if (spread.owner !== me) return () => false;
    own = true;
  }
  if (!own) return () => false;
  return (card) => {
    const power = powerOf(content, view.variant, card);
    if (!power) return false;
    let aims = aimed.get(power);
    if (aims === undefined) aimed.set(power, (aims = aimsAtAnySpread(power.script)));
    return aims;
  };
}
