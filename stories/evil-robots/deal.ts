import type { EvilContent } from '../../games/evil-robots/content-types.ts';
import { powerValues, tableFor } from '../../games/evil-robots/rules/catalog.ts';
import type { RoundRandom } from '../../games/evil-robots/rules/round.ts';
import type { Deck, Face } from '../../games/evil-robots/state.ts';
import { CHANGES_OWN_COSTS, CHOOSES_COIN, ENDGAME, fillers, findCard, QUIET_REVEAL, type CardRole } from './card-roles.ts';

/** The seats' names in the stories. */
export const NAMES = ['Ada', 'Bo', 'Cy', 'Dee', 'Eli', 'Fay'];

/**
 * A known first round: what setup's shuffles and coin flips give, so a fixture is the same on
 * every run (later rounds use boardgame.io's seeded random).
 */
export interface Deal {
  players: number;
  /** Each deck from the top: the first cards go to the seats in order, one each. */
  decks: Record<Deck, string[]>;
  /** The Power Card values: the allocation, the extra player's (at 3–4 players), then the rest in any order. */
  values: number[];
  /** Each seat's coins, hidden then revealed, in seat order. */
  coins: [hidden: Face, shown: Face][];
}

/** Which part each seat's hand plays in the four-player deal, by seat. */
const PARTS: { seat: number; role: CardRole }[] = [
  { seat: 0, role: CHANGES_OWN_COSTS },
  { seat: 2, role: CHOOSES_COIN },
  { seat: 1, role: QUIET_REVEAL },
  { seat: 3, role: ENDGAME },
];

/** The Robot Cards each seat is dealt, found by what they do (card-roles.ts), and each deck in that order. */
export function storyCards(content: EvilContent) {
  const taken: string[] = [];
  const parts = PARTS.map(({ seat, role }) => {
    const card = findCard(content, role, taken);
    taken.push(card.id);
    return { seat, card };
  });
  const decks = { left: [] as string[], right: [] as string[] };
  for (const deck of ['left', 'right'] as Deck[]) {
    const spare = fillers(content, deck, taken).map((c) => c.id);
    for (let seat = 0; seat < 4; seat++) {
      const part = parts.find((p) => p.seat === seat && p.card.deck === deck);
      const card = part ? part.card.id : spare.shift();
      if (!card) throw new Error(`Evil Robots story deal: the ${deck} deck has too few Immediate or Active cards to deal four seats.`);
      decks[deck].push(card);
    }
    // The rest of the deck in content order: what later rounds and swaps draw.
    decks[deck].push(...content.robots.robots.filter((c) => c.deck === deck && !decks[deck].includes(c.id)).map((c) => c.id));
  }
  return {
    decks,
    /** Ada's: changes her own costs while face up. */
    costs: parts.find((p) => p.seat === 0)!.card,
    /** Bo's: a Reveal card that asks nothing. */
    quietReveal: parts.find((p) => p.seat === 1)!.card,
    /** Cy's: asks whose coins it acts on. */
    choosesCoin: parts.find((p) => p.seat === 2)!.card,
    /** Dee's: an Endgame card. */
    endgame: parts.find((p) => p.seat === 3)!.card,
  };
}

/**
 * Four players (Ada, Bo, Cy, Dee) and the extra player: the allocation 4, the extra player's 2,
 * the countdown 6, 5, 3 and 0. Ada (Good: heads and heads) deals; Bo shows heads over a hidden
 * tails; Cy is Evil (tails and tails); Dee shows tails over a hidden heads.
 */
export function fourPlayerDeal(content: EvilContent): Deal {
  const line = tableFor(content, 4);
  const values = powerValues(line);
  const allocation = values.includes(4) ? 4 : values[Math.floor(values.length / 2)];
  const extra = values.includes(2) ? 2 : values[values.length - 2];
  return {
    players: 4,
    decks: storyCards(content).decks,
    values: [allocation, extra, ...values.filter((v) => v !== allocation && v !== extra)],
    coins: [
      ['heads', 'heads'],
      ['tails', 'heads'],
      ['tails', 'tails'],
      ['heads', 'tails'],
    ],
  };
}

/** The random setup uses: each list it shuffles is recognised by what it holds, each coin comes from the deal in turn. */
export function dealtRandom(content: EvilContent, deal: Deal): RoundRandom {
  const coins = deal.coins.flat();
  let flips = 0;
  return {
    shuffle<T>(items: T[]): T[] {
      if (items.length === 0) return [];
      if (typeof items[0] === 'number') return [...deal.values] as T[];
      const deck = content.robots.robots.find((r) => r.id === (items[0] as unknown as string))?.deck;
      if (!deck) throw new Error('Evil Robots story deal: setup shuffled something the deal does not know.');
      return [...deal.decks[deck]] as T[];
    },
    coin: () => {
      const face = coins[flips];
      flips += 1;
      if (face === undefined) throw new Error('Evil Robots story deal: setup flipped more coins than the deal gives.');
      return face;
    },
  };
}
