import type { CardRecord } from '../kit/cards/card-records.ts';
import type { BiasContent } from './content-types.ts';
import type { Side } from './state.ts';

const SIDE_NAME: Record<Side, string> = { left: 'Left', right: 'Right' };

const BONUS_FROM = { left: 'every Left belief', right: 'every Right belief', larger: 'the larger side' } as const;

const chips = (n: number) => `${n} ${n === 1 ? 'chip' : 'chips'}`;

/**
 * Bias Effect prints its Identity, Belief, Life and Algorithm cards, each design as many times
 * as its `copies` (one of each Identity), with what it says in plain sentences (a Tabletop
 * Simulator card's description). Each card's fields are its content entry and the
 * words its face derives (the bonus line, the side's name, the trade-in in chips). The optional
 * fields are listed even when absent, so a template may test them; a Life card's `lit` is the
 * outcome the table lights, never set in print.
 */
export function biasPrintedCards(content: BiasContent): CardRecord[] {
  const bonus = content.rules.bonusPerBelief;
  return [
    ...content.identities.identities.map((c) => {
      const bonusLine = `Bias bonus from ${BONUS_FROM[c.bonus]}: +${bonus} each`;
      return { type: 'identity', id: c.id, name: c.name, count: 1, description: `${c.goal} ${bonusLine}.`, fields: { ...c, art: c.art, bonusLine } };
    }),
    ...content.beliefs.beliefs.map((c) => ({
      type: 'belief',
      id: c.id,
      name: c.title,
      count: c.copies,
      description: `${SIDE_NAME[c.side]} belief. ${c.text}`,
      fields: { ...c, art: c.art, sideName: SIDE_NAME[c.side] },
    })),
    ...content.life.life.map((c) => ({
      type: 'life',
      id: c.id,
      name: c.name,
      count: c.copies,
      description: `${c.flavor ? `${c.flavor} ` : ''}If the A.I. leans Left: ${c.outcomes.left.text} If it leans Right: ${c.outcomes.right.text} If neither: ${c.outcomes.neutral.text}`,
      fields: { ...c, art: c.art, flavor: c.flavor, lit: undefined },
    })),
    ...content.algorithms.algorithms.map((c) => ({
      type: 'algorithm',
      id: c.id,
      name: c.name,
      count: c.copies,
      description: `${c.text} Trade in for ${chips(c.value)}.`,
      fields: { ...c, art: c.art, chips: chips(c.value) },
    })),
  ];
}
