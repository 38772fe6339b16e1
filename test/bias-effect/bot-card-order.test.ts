import { describe, expect, it } from 'vitest';
import { cardOrder } from '../../games/bias-effect/bots/card-worth.ts';
import { cardsOf } from '../../games/bias-effect/rules/catalog.ts';
import { content } from './support.ts';

describe('cardOrder', () => {
  it('orders every pair of Algorithm cards as localeCompare does, and a card the content lacks by localeCompare itself', () => {
    const cards = [...cardsOf(content.algorithms.algorithms), 'zz-not-a-card#1', 'A-not-a-card#1'];
    for (const a of cards) for (const b of cards) expect(Math.sign(cardOrder(content, a, b)), `${a} against ${b}`).toBe(Math.sign(a.localeCompare(b)));
  });

  it('sorts a hand as localeCompare does where code-point order would not (a hyphen against a letter)', () => {
    const ids = cardsOf(content.algorithms.algorithms);
    const byCodePoint = [...ids].sort();
    const byLocale = [...ids].sort((a, b) => a.localeCompare(b));
    expect([...ids].sort((a, b) => cardOrder(content, a, b))).toEqual(byLocale);
    // In the fixture the two orders differ: a rank by plain comparison would change the bots' ties.
    expect(byLocale).not.toEqual(byCodePoint);
  });
});
