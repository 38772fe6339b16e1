import { describe, expect, it } from 'vitest';
import { pullFromHeap, returnToContributors, takeFromSpread } from '../../games/robots/rules/zones.ts';
import { cardProblems } from '../../games/robots/invariants.ts';
import { robotsZones } from '../../games/robots/script/zones.ts';
import { withHand } from '../../games/robots/rules/table.ts';
import { freezeDeep } from '../../games/kit/engine/freeze-deep.ts';
import { content, deck, prepared, spread } from './support.ts';

const mixed = () => spread('s1', '0', 'run', ['gray-5', ['gray-6', '1'], 'gray-7', ['gray-8', '2']]);
const table = () => prepared({ hands: { '0': ['red-2'], '1': [], '2': ['blue-3'] }, heap: ['green-4', 'green-5', 'green-6', 'green-7'], spreads: [mixed(), spread('s2', '1', 'set', ['red-9', 'blue-9', 'gray-9'])] });

describe('zone operations for the powers', () => {
  it('a broken spread gives every card back to the player who played it', () => {
    const { G, broken } = takeFromSpread(deck, table(), 's1', 'gray-6', 3);
    const back = returnToContributors(G, broken!);
    expect(back.spreads.map((s) => s.id)).toEqual(['s2']);
    expect(back.hands).toEqual({ '0': ['red-2', 'gray-5', 'gray-7'], '1': [], '2': ['blue-3', 'gray-8'] });
    expect(cardProblems(content, { ...back, heap: [...back.heap, 'gray-6'] })).toEqual([]);
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

  it('takes one named card out of the Scrap Heap into a hand', () => {
    const pulled = pullFromHeap(table(), 'green-5', '1');
    expect(pulled.heap).toEqual(['green-4', 'green-6', 'green-7']);
    expect(pulled.hands['1']).toEqual(['green-5']);
  });

  it("a script's zone writes replace the hands and spreads they change: the frozen state before is shared, never written", () => {
    const before = table();
    freezeDeep(before);
    const zones = robotsZones(content);
    const G = { ...before };
    zones.write(G, { zone: 'hand', of: '2' }, ['blue-3', 'green-7']);
    zones.write(G, { zone: 'spread', of: 's1' }, ['gray-5', 'gray-6', 'gray-7']);
    zones.write(G, { zone: 'spread', of: 's2' }, []);
    expect(G.hands).toEqual({ '0': ['red-2'], '1': [], '2': ['blue-3', 'green-7'] });
    expect(G.spreads.map((s) => [s.id, s.cards.map((p) => p.card)])).toEqual([['s1', ['gray-5', 'gray-6', 'gray-7']]]);
    expect(G.hands['0']).toBe(before.hands['0']);
    expect(before.hands['2']).toEqual(['blue-3']);
    expect(before.spreads.map((s) => s.cards.length)).toEqual([4, 3]);
  });

  it('withHand replaces one hand as a new record, the others shared and every key in its place; a hand the record lacks is added', () => {
    const hands = Object.freeze({ '0': ['red-2'], '1': [], '2': ['blue-3'] });
    const next = withHand(hands, '1', ['gray-4']);
    expect(Object.entries(next)).toEqual([['0', ['red-2']], ['1', ['gray-4']], ['2', ['blue-3']]]);
    expect(next['0']).toBe(hands['0']);
    expect(hands['1']).toEqual([]);
    expect(Object.entries(withHand({ '2': ['blue-3'] }, '0', ['red-2']))).toEqual([['0', ['red-2']], ['2', ['blue-3']]]);
  });
});
