import type { ScriptValue, ZoneAdapter, ZoneKey } from '../../kit/script/index.ts';
import type { EvilContent } from '../content-types.ts';
import { robotOf } from '../rules/catalog.ts';
import type { Deck, EvilState } from '../state.ts';
import { withEntry } from '../../kit/with-entry.ts';

const DECK_ZONES: Record<string, Deck> = { 'left-deck': 'left', 'right-deck': 'right' };

/** A Robot Card going back: to the bottom of its own deck. */
function returnToDeck(G: EvilState, content: EvilContent, card: string): void {
  const deck = robotOf(content, card).deck;
  G.decks = withEntry(G.decks, deck, [...G.decks[deck], card]) as EvilState['decks'];
}

/**
 * Robot Cards as scripts see them. `hand` holds at most one card from each deck: a second from
 * the same deck goes back to the bottom of it. `returned` is the way back to the decks (each card
 * to the bottom of its own), and reads empty. `face-up` lists the face-up cards; a script may take
 * cards from it but cannot put any there (only revealing does), so what arrives is returned.
 */
export function evilZones(content: EvilContent): ZoneAdapter<EvilState> {
  return {
    read(G, key: ZoneKey) {
      if (key.zone === 'hand') {
        const hand = G.hands[key.of!];
        return [hand.left, hand.right].filter((c): c is string => c !== null);
      }
      if (key.zone === 'face-up') return G.faceUp.map((f) => f.card);
      if (key.zone === 'returned') return [];
      return G.decks[DECK_ZONES[key.zone]];
    },
    write(G, key, cards) {
      if (key.zone === 'hand') {
        const hand: Record<Deck, string | null> = { left: null, right: null };
        for (const card of cards) {
          const deck = robotOf(content, card).deck;
          if (hand[deck] === null) hand[deck] = card;
          else returnToDeck(G, content, card);
        }
        G.hands = withEntry(G.hands, key.of!, hand);
      } else if (key.zone === 'face-up') {
        G.faceUp = G.faceUp.filter((f) => cards.includes(f.card));
        for (const card of cards) if (!G.faceUp.some((f) => f.card === card)) returnToDeck(G, content, card);
      } else if (key.zone === 'returned') {
        for (const card of cards) returnToDeck(G, content, card);
      } else {
        G.decks = withEntry(G.decks, DECK_ZONES[key.zone], cards) as EvilState['decks'];
      }
    },
    cardFacts(_G, card): Record<string, ScriptValue> {
      const robot = robotOf(content, card);
      return { deck: robot.deck, type: robot.type, cost: robot.cost };
    },
  };
}
