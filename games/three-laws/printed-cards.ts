import type { CardRecord } from '../kit/cards/card-records.ts';
import type { ThreeLawsContent } from './content-types.ts';
import { factionPrintId } from './print-count.ts';

/** Every rank any deck of factions.yaml uses, low to high. */
export function ranksOf(content: Pick<ThreeLawsContent, 'factions'>): number[] {
  const decks = content.factions.decks;
  if (decks.length === 0) return [];
  const low = Math.min(...decks.map((d) => d.ranks.low));
  const high = Math.max(...decks.map((d) => d.ranks.high));
  return Array.from({ length: high - low + 1 }, (_, i) => low + i);
}

const points = (n: number) => `${n} Victory Point${n === 1 ? '' : 's'}`;

/**
 * 3 Laws of Robotics prints every faction in every rank a deck uses, each Law Card, and the
 * Victory Point cards of each value as many times as the deck holds them. A Faction card's
 * fields are its faction's entry with its rank (`faction` is the faction's id, `factionName`
 * its name: `id` and `name` are the card's own); a Law Card's, its laws.yaml entry.
 */
export function threeLawsPrintedCards(content: ThreeLawsContent): CardRecord[] {
  const factions = content.factions.factions.flatMap((f) =>
    ranksOf(content).map((rank) => ({
      type: 'faction',
      id: factionPrintId(f.id, rank),
      name: `${f.name} ${rank}`,
      count: 1,
      description: `Your secret faction and rank: one of the ${f.plural}, rank ${rank}. Keep it face down until the reveal. A faction scores when its highest rank holds a Security Key and no other member holds any.`,
      // The optional fields are listed even when absent, so a template may test them.
      fields: { ...f, art: f.art, faction: f.id, factionName: f.name, rank },
    })),
  );
  const laws = content.laws.laws.map((law) => ({
    type: 'law',
    id: law.id,
    name: law.name,
    count: 1,
    description: law.judge === 'players' ? `${law.text} The players judge this law, not the engine.` : law.text,
    fields: { ...law, art: law.art, flavor: law.flavor, judge: law.judge ?? 'engine' },
  }));
  const victoryPoints = content.rules.victoryPoints.map((vp) => ({
    type: 'victory-point',
    id: `vp-${vp.value}`,
    name: points(vp.value),
    count: vp.count,
    description: `Worth ${points(vp.value)} at the end of the game. Keep it face down: the others see only how many cards you hold.`,
    fields: { value: vp.value },
  }));
  return [...factions, ...laws, ...victoryPoints];
}
