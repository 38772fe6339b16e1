import type { ScriptValue, ZoneAdapter } from '../../kit/script/index.ts';
import { cardOf, deckOf } from '../cards.ts';
import type { RobotsContent } from '../content-types.ts';
import { discardBar } from '../rules/discard.ts';
import { refillFactory } from '../rules/factory.ts';
import { powerOf } from '../rules/powers.ts';
import { handOf, withHand } from '../rules/table.ts';
import type { RobotsState } from '../state.ts';
import { findOf } from '../../kit/frozen-lists.ts';

/**
 * The zones scripts name, over G: `factory` (G.factory, top first already), `scrap-heap`
 * (G.heap keeps the bottom first: turned over here), each player's `hand`, and the `spread`s
 * as groups. Kit steps may take cards out of a spread; cards join a spread only by a play.
 * A write replaces the hands or the spreads it changes, never writes inside them: a power runs
 * on a state whose parts are shared, frozen, with the state before (script/power-runner.ts).
 */
export function robotsZones(content: RobotsContent): ZoneAdapter<RobotsState> {
  const deck = deckOf(content);
  return {
    read(G, { zone, of }) {
      if (zone === 'factory') return G.factory;
      if (zone === 'scrap-heap') return [...G.heap].reverse();
      if (zone === 'hand') return handOf(G, of!);
      return findOf(G.spreads, (s) => s.id === of)?.cards.map((p) => p.card) ?? [];
    },
    write(G, { zone, of }, cards) {
      if (zone === 'factory') G.factory = cards;
      else if (zone === 'scrap-heap') G.heap = [...cards].reverse();
      else if (zone === 'hand') {
        // A write by a key that is not a seat would land on the prototype (`"__proto__"`), not in a hand.
        if (!G.players.includes(of!)) throw new Error(`ROBOTS!: no player '${of}' to hold cards.`);
        G.hands = withHand(G.hands, of!, cards);
      } else {
        const spread = G.spreads.find((s) => s.id === of);
        if (!spread) throw new Error(`ROBOTS!: no spread '${of}'.`);
        const stranger = cards.find((c) => !spread.cards.some((p) => p.card === c));
        if (stranger) throw new Error(`ROBOTS!: ${stranger} cannot join spread ${of} from a script; cards join spreads only by a play.`);
        const kept = spread.cards.filter((p) => cards.includes(p.card));
        G.spreads = kept.length === 0 ? G.spreads.filter((s) => s !== spread) : G.spreads.map((s) => (s === spread ? { ...spread, cards: kept } : s));
      }
    },
    groups: (G) => G.spreads.map((s) => ({ id: s.id, owner: s.owner })),
    cardFacts(G, id) {
      const card = cardOf(deck, id);
      return {
        kind: card.kind,
        colour: card.kind === 'wild' ? null : card.colour,
        number: card.kind === 'number' ? card.number : null,
        power: powerOf(content, G.variant, id)?.id ?? null,
        discardable: handOf(G, G.turn.player).includes(id) && discardBar(content, G, G.turn.player, id) === undefined,
      };
    },
    groupFacts(G, { of }): Record<string, ScriptValue> {
      const spread = findOf(G.spreads, (s) => s.id === of);
      if (!spread) return {};
      return { kind: spread.kind, colour: spread.colour, size: spread.cards.length, constructed: spread.constructed !== null };
    },
    refill(G, { zone }, shuffle) {
      if (zone === 'factory') Object.assign(G, refillFactory(G, shuffle));
    },
  };
}
