import { describe, expect, it } from 'vitest';
import { buildDeck } from '../../../games/kit/card-game/build-deck.ts';
import { dealTable, drawable, drawCards, moveCards } from '../../../games/kit/card-game/table-ops.ts';
import { cardConservation, tableView } from '../../../games/kit/card-game/table-view.ts';
import { HIDDEN_CARD } from '../../../games/kit/card-game/table-state.ts';
import { keepOrder, reverseOrder, TOY_TABLE } from '../../fixtures/card-game/toy-table.ts';

const deck = buildDeck(TOY_TABLE.deck);
const seats = ['0', '1', '2'];

describe('dealTable', () => {
  it('deals the count for the player count one card at a time round the table, then turns the top card', () => {
    const G = dealTable(TOY_TABLE, deck, seats, keepOrder);
    expect(G.zones['hand:0']).toEqual(['1-suns', 'crown-suns']);
    expect(G.zones['hand:2']).toEqual(['3-suns', '2-moons']);
    expect(G.zones.discard).toEqual(['3-moons']);
    expect(G.zones.draw).toHaveLength(14 - 7);
    expect(G.order).toEqual({ direction: 1, skip: 0 });
    expect(dealTable(TOY_TABLE, deck, ['0', '1'], keepOrder).zones['hand:0']).toHaveLength(3);
  });

  it('buries a turned card that matches `bury` in the middle of its pile and turns the next', () => {
    // Two seats take 6 cards; the seventh, the Crown of Moons, is buried among the 7 left.
    const crownSeventh = <T>(items: T[]): T[] => {
      const rest = items.filter((card) => card !== 'crown-moons');
      rest.splice(6, 0, 'crown-moons' as T);
      return rest;
    };
    const G = dealTable(TOY_TABLE, deck, ['0', '1'], crownSeventh);
    expect(G.zones.discard).toEqual(['3-moons']);
    expect(G.zones.draw.slice(0, 3)).toEqual(['1-stars', '2-stars', 'crown-moons']);
    expect(cardConservation(G, deck)).toEqual([]);
  });
});

describe('drawCards', () => {
  it('draws from the top to the bottom of the hand, and refills from all but the kept top of the discard, shuffled', () => {
    const G = dealTable(TOY_TABLE, deck, seats, keepOrder);
    G.zones.draw = ['2-stars'];
    G.zones.discard = ['3-moons', 'a', 'b', 'c'].map((c, i) => (i === 0 ? c : ['1-stars', '3-stars', 'crown-stars'][i - 1]));
    expect(drawable(G, TOY_TABLE.zones, 'draw')).toBe(4);
    const drawn = drawCards(G, TOY_TABLE.zones, 'draw', 'hand:0', 3, reverseOrder);
    expect(drawn).toEqual({ cards: ['2-stars', 'crown-stars', '3-stars'], reshuffled: true });
    expect(G.zones['hand:0']).toEqual(['1-suns', 'crown-suns', '2-stars', 'crown-stars', '3-stars']);
    expect(G.zones.discard).toEqual(['3-moons']);
    expect(G.zones.draw).toEqual(['1-stars']);
  });

  it('draws what there is when stock and refill both run out, and never takes the kept top card', () => {
    const G = dealTable(TOY_TABLE, deck, seats, keepOrder);
    G.zones.draw = [];
    expect(drawable(G, TOY_TABLE.zones, 'draw')).toBe(0);
    expect(drawCards(G, TOY_TABLE.zones, 'draw', 'hand:1', 2, keepOrder)).toEqual({ cards: [], reshuffled: false });
    expect(G.zones.discard).toEqual(['3-moons']);
  });

  it('moves named cards onto the top of another zone, leaving cards it does not hold', () => {
    const G = dealTable(TOY_TABLE, deck, seats, keepOrder);
    moveCards(G, 'hand:0', 'discard', ['crown-suns', '3-stars']);
    expect(G.zones.discard).toEqual(['crown-suns', '3-moons']);
    expect(G.zones['hand:0']).toEqual(['1-suns']);
  });
});

describe('tableView', () => {
  const G = dealTable(TOY_TABLE, deck, seats, keepOrder);
  G.zones.shown = ['joker-1'];
  G.zones.discard = ['3-moons', '1-stars'];
  G.zones.draw = G.zones.draw.filter((c) => c !== '1-stars' && c !== 'joker-1');

  it.each([['0'], ['1'], ['2']])('seat %s sees its own hand, the top discard and shown cards; other hands and the stock only as counts', (seat) => {
    const view = tableView(G, TOY_TABLE.zones, seat);
    for (const other of seats) expect(view.zones[`hand:${other}`]).toEqual(other === seat ? G.zones[`hand:${seat}`] : G.zones[`hand:${other}`].map(() => HIDDEN_CARD));
    expect(view.zones.draw).toEqual(G.zones.draw.map(() => HIDDEN_CARD));
    expect(view.zones.discard).toEqual(['3-moons', HIDDEN_CARD]);
    expect(view.zones.shown).toEqual(['joker-1']);
    expect(view.order).toBe(G.order);
  });

  it('shows a spectator only what everyone sees', () => {
    for (const seat of [null, undefined]) {
      const view = tableView(G, TOY_TABLE.zones, seat);
      expect(view.zones['hand:0']).toEqual([HIDDEN_CARD, HIDDEN_CARD]);
      expect(view.zones.discard).toEqual(['3-moons', HIDDEN_CARD]);
      expect(view.zones.draw.every((c) => c === HIDDEN_CARD)).toBe(true);
    }
  });

  it('hides a zone no declaration names', () => {
    const view = tableView({ ...G, zones: { ...G.zones, secret: ['2-suns'] } }, TOY_TABLE.zones, '0');
    expect(view.zones.secret).toEqual([HIDDEN_CARD]);
  });

  it('shares a frozen state\'s zones only where the seat sees them whole; a view of a state that is not frozen is a copy', () => {
    const frozen = { ...G, zones: Object.fromEntries(Object.entries(G.zones).map(([key, cards]) => [key, Object.freeze([...cards]) as string[]])) };
    const view = tableView(frozen, TOY_TABLE.zones, '0');
    expect(view.zones['hand:0']).toBe(frozen.zones['hand:0']);
    expect(view.zones.shown).toBe(frozen.zones.shown);
    expect(Object.isFrozen(view.zones['hand:1']) && Object.isFrozen(view.zones.draw)).toBe(true);
    // Seat 1's own hand, asked next, is its cards, not the hidden list seat 0's view shares.
    expect(tableView(frozen, TOY_TABLE.zones, '1').zones['hand:1']).toEqual(G.zones['hand:1']);
    const copy = tableView(G, TOY_TABLE.zones, '0');
    copy.zones['hand:0'].push('2-suns');
    expect(G.zones['hand:0']).toEqual(['1-suns', 'crown-suns']);
  });
});

describe('cardConservation', () => {
  it('names a card in two zones, a card not of the deck, and cards in no zone', () => {
    const G = dealTable(TOY_TABLE, deck, seats, keepOrder);
    G.zones['hand:1'] = [...G.zones['hand:1'], G.zones['hand:0'][0], 'ace-of-cups'];
    G.zones.draw = G.zones.draw.slice(1);
    expect(cardConservation(G, deck)).toEqual(['"1-suns" is in both hand:0 and hand:1', 'hand:1 holds "ace-of-cups", which is not a card of the deck', '1 card(s) in no zone: crown-moons']);
  });
});
