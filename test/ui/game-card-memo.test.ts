import { describe, expect, it } from 'vitest';
import type { RobotsContent } from '../../games/robots/content-types.ts';
import { deckFields } from '../../games/robots/printed-cards.ts';
import { cardInfo } from '../../ui/boards/robots/card-info.ts';
import { GameCard, sameCard, type GameCardProps } from '../../ui/boards/game-card.tsx';
import { fixtureContent } from '../support/fixture-games.ts';

const content = fixtureContent<RobotsContent>('robots');
const variant = content.powers.variants[0].id;

/** A ROBOTS! table card's props as the table makes them at each render: its marks a new object each time. */
function props(card: string, standsFor?: number, title = card): GameCardProps {
  return { game: 'robots', content, type: 'deck', id: card, width: '5rem', view: 'small', marks: deckFields(cardInfo(content, variant, card), { standsFor }), title };
}

describe('a table card is drawn again only when it would draw otherwise (ui/boards/game-card.tsx)', () => {
  it('is a memo component judged by sameCard', () => {
    expect(GameCard).toMatchObject({ $$typeof: Symbol.for('react.memo'), compare: sameCard });
  });

  it('takes marks made afresh, nested values included, for the same card', () => {
    const [before, after] = [props('wild-1', 7), props('wild-1', 7)];
    expect(before.marks).not.toBe(after.marks);
    // The card's look is an object of its own in each.
    expect(before.marks!.look).not.toBe(after.marks!.look);
    expect(sameCard(before, after)).toBe(true);
  });

  it('draws again when a mark, the card, its title or its size changes, or a prop comes or goes', () => {
    expect(sameCard(props('wild-1', 7), props('wild-1', 8))).toBe(false);
    expect(sameCard(props('red-4'), props('red-5'))).toBe(false);
    expect(sameCard(props('red-4'), props('red-4', undefined, 'Red 4 · taken'))).toBe(false);
    expect(sameCard(props('red-4'), { ...props('red-4'), width: '6rem' })).toBe(false);
    expect(sameCard(props('red-4'), { ...props('red-4'), testId: 'heap-red-4' })).toBe(false);
    expect(sameCard(props('red-4'), { ...props('red-4'), content: { ...content } })).toBe(false);
  });
});
