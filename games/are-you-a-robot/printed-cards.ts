import type { CardRecord } from '../kit/cards/card-records.ts';
import type { AyarContent } from './content-types.ts';

/** Are You A Robot? prints its identity cards, each as many times as a pack holds it; their fields are their cards.yaml entries. */
export function ayarPrintedCards(content: AyarContent): CardRecord[] {
  return content.cards.cards.map((card) => ({
    type: 'identity',
    id: card.id,
    name: card.name,
    count: content.cards.pack.contains.find((entry) => entry.card === card.id)?.count ?? 1,
    description: card.text,
    // The optional fields are listed even when absent, so a template may test them.
    fields: { ...card, art: card.art, flavor: card.flavor },
  }));
}
