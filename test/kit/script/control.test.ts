import { describe, expect, it } from 'vitest';
import { deckTop, discardTop, G, toyClient, toyContent } from './toy-client.ts';

const deck = ['red-4', 'red-5', 'red-6', 'red-7', 'red-8', 'blue-8', 'blue-9'];
const hands = { '0': ['red-1', 'red-2', 'red-3', 'red-9', 'blue-4', 'blue-5'], '1': ['blue-1', 'blue-2'], '2': ['blue-3'] };

describe('control: repeat, if and their nesting', () => {
  it('repeat with a decision inside: each round asks in turn, then the script goes on', () => {
    const script = [
      { draw: { count: 2 } },
      { repeat: { times: 2, steps: [{ 'choose-card': { from: 'hand', as: 'card', prompt: 'Discard a card' } }, { discard: { cards: '$card' } }] } },
      { draw: { player: 'next' } },
    ];
    const client = toyClient(toyContent({ 'red-1': script }), { deck, hands });
    client.moves.play('red-1');
    expect(G(client).hands['0']).toHaveLength(7);
    client.moves.decide(['red-4']);
    // The second round asks again, without red-4 now.
    expect(G(client).scripts.running!.pending!.options).not.toContain('red-4');
    expect(G(client).hands['1']).toHaveLength(2);
    client.moves.decide(['blue-5']);
    expect(discardTop(client)).toEqual(['blue-5', 'red-4', 'red-1']);
    expect(G(client).hands['1']).toEqual(['blue-1', 'blue-2', 'red-6']);
    expect(G(client).scripts.running).toBeNull();
  });

  it('if inside repeat inside if, with all/any/not/count/card-matches and a game condition', () => {
    const script = [
      {
        if: {
          condition: { all: [{ count: { zone: 'hand', 'at-least': 5 } }, { not: { 'has-pile': { player: 'owner' } } }] },
          then: [
            {
              repeat: {
                times: 3,
                steps: [
                  { draw: { as: 'drawn' } },
                  {
                    if: {
                      condition: { any: [{ 'card-matches': { card: '$drawn', where: { suit: 'blue' } } }, { count: { zone: 'deck', where: { value: { min: 8 } }, 'at-most': 0 } }] },
                      then: [{ put: { cards: '$drawn', to: 'discard-pile' } }],
                    },
                  },
                ],
              },
            },
          ],
          else: [{ draw: { count: 5 } }],
        },
      },
    ];
    const client = toyClient(toyContent({ 'red-1': script }), { deck: ['red-4', 'blue-8', 'red-8', 'red-5'], hands });
    client.moves.play('red-1');
    // red-4 kept (an 8 is still in the deck); blue-8 is blue: discarded; red-8 leaves no 8 or 9 in the deck: discarded.
    expect(G(client).hands['0'].slice(5)).toEqual(['red-4']);
    expect(discardTop(client)).toEqual(['red-8', 'blue-8', 'red-1']);
    expect(deckTop(client)).toEqual(['red-5']);
  });

  it('the else branch when the condition fails (a pile on the table)', () => {
    const script = [{ if: { condition: { not: { 'has-pile': {} } }, then: [{ draw: {} }], else: [{ draw: { count: 2 } }] } }];
    const client = toyClient(toyContent({ 'red-1': script }), { deck, hands });
    client.moves.makePile(['red-2', 'red-3']);
    client.moves.play('red-1');
    expect(G(client).hands['0']).toEqual(['red-9', 'blue-4', 'blue-5', 'red-4', 'red-5']);
  });

  it('repeat takes its count from a variable; for-each walks a chosen list', () => {
    const script = [
      { 'choose-card': { from: 'hand', count: { min: 0, max: 3 }, as: 'chosen', prompt: 'Put up to three back' } },
      { 'for-each': { in: '$chosen', as: 'card', steps: [{ put: { cards: '$card', to: 'deck', at: 'bottom' } }] } },
    ];
    const client = toyClient(toyContent({ 'red-1': script }), { deck, hands });
    client.moves.play('red-1');
    expect(G(client).scripts.running!.pending).toMatchObject({ min: 0, max: 3 });
    client.moves.decide(['blue-5', 'red-2']);
    expect(deckTop(client).slice(-2)).toEqual(['blue-5', 'red-2']);
  });
});
