import { describe, expect, it } from 'vitest';
import { breakSpread, checkAttackable, checkBottomOrder, pullFromHeap, putUnderFactory, putUnderHeap, takeFromSpread, takeHeapBottom } from '../../games/robots/rules/zones.ts';
import { cardProblems } from '../../games/robots/invariants.ts';
import { content, deck, prepared, spread } from './support.ts';

const mixed = () => spread('s1', '0', 'run', ['gray-5', ['gray-6', '1'], 'gray-7', ['gray-8', '2']]);
const table = () => prepared({ hands: { '0': ['red-2'], '1': [], '2': ['blue-3'] }, heap: ['green-4', 'green-5', 'green-6', 'green-7'], spreads: [mixed(), spread('s2', '1', 'set', ['red-9', 'blue-9', 'gray-9'])] });

describe('zone operations for the powers', () => {
  it('breaking a spread gives every card back to the player who played it', () => {
    const G = breakSpread(table(), 's1');
    expect(G.spreads.map((s) => s.id)).toEqual(['s2']);
    expect(G.hands).toEqual({ '0': ['red-2', 'gray-5', 'gray-7'], '1': ['gray-6'], '2': ['blue-3', 'gray-8'] });
    expect(cardProblems(content, G)).toEqual([]);
  });

  it('taking a card from a spread keeps a spread that is still valid, and breaks one that is not', () => {
    const end = takeFromSpread(deck, table(), 's1', 'gray-8', 3);
    expect(end.broken).toBeNull();
    expect(end.G.spreads[0].cards.map((p) => p.card)).toEqual(['gray-5', 'gray-6', 'gray-7']);
    const middle = takeFromSpread(deck, table(), 's1', 'gray-6', 3);
    expect(middle.broken?.map((p) => [p.card, p.by])).toEqual([
      ['gray-5', '0'],
      ['gray-7', '0'],
      ['gray-8', '2'],
    ]);
    expect(middle.G.spreads.map((s) => s.id)).toEqual(['s2']);
    const short = takeFromSpread(deck, table(), 's2', 'red-9', 3);
    expect(short.broken?.map((p) => p.card)).toEqual(['blue-9', 'gray-9']);
  });

  it('no attack can touch a Constructed Robot', () => {
    const G = table();
    G.spreads[1] = { ...G.spreads[1], constructed: 9 };
    expect(checkAttackable(G, 's2', 'red-9')?.code).toBe('constructed');
    expect(checkAttackable(G, 's1', 'gray-6')).toBeUndefined();
    expect(checkAttackable(G, 's1', 'red-9')?.code).toBe('not-in-spread');
    expect(checkAttackable(G, 'nope', 'red-9')?.code).toBe('unknown-spread');
  });

  it('puts cards under the Scrap Heap and under the Robot Factory in the chosen order, the first lowest', () => {
    const G = table();
    expect(putUnderHeap(G, ['red-14', 'gray-2']).heap.slice(0, 3)).toEqual(['red-14', 'gray-2', 'green-4']);
    const f = putUnderFactory({ ...G, factory: ['a-top', 'b'] }, ['red-14', 'gray-2']);
    expect(f.factory).toEqual(['a-top', 'b', 'gray-2', 'red-14']);
  });

  it('the owner orders the cards sent under a pile, the power card at the very bottom', () => {
    expect(checkBottomOrder(['red-14', 'gray-6', 'gray-7'], ['red-14', 'gray-7', 'gray-6'], 'red-14')).toBeUndefined();
    expect(checkBottomOrder(['red-14', 'gray-6', 'gray-7'], ['gray-7', 'red-14', 'gray-6'], 'red-14')?.code).toBe('power-card-lowest');
    expect(checkBottomOrder(['red-14', 'gray-6'], ['red-14', 'gray-9'], 'red-14')?.code).toBe('bad-order');
    expect(checkBottomOrder(['red-14', 'gray-6'], 'nonsense')?.code).toBe('bad-order');
  });

  it('takes cards from the bottom of the Scrap Heap, or one named card into a hand', () => {
    const { G, cards } = takeHeapBottom(table(), 2);
    expect(cards).toEqual(['green-4', 'green-5']);
    expect(G.heap).toEqual(['green-6', 'green-7']);
    const pulled = pullFromHeap(table(), 'green-5', '1');
    expect(pulled.heap).toEqual(['green-4', 'green-6', 'green-7']);
    expect(pulled.hands['1']).toEqual(['green-5']);
  });
});
