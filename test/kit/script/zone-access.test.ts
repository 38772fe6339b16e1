import { describe, expect, it } from 'vitest';
import type { ZoneKey } from '../../../games/kit/script/types.ts';
import type { ZoneSpec } from '../../../games/kit/script/vocabulary.ts';
import { createZoneAccess, type ZoneAdapter } from '../../../games/kit/script/zones.ts';
import { cardPasses, matchesFilter } from '../../../games/kit/script/values.ts';

interface Table {
  pile: readonly string[];
  hands: Record<string, readonly string[]>;
  rows: { id: string; owner: string; cards: readonly string[] }[];
}

const ZONES: Record<string, ZoneSpec> = {
  pile: { kind: 'shared', description: 'a pile' },
  hand: { kind: 'player', description: 'a hand' },
  row: { kind: 'group', description: 'a row' },
};

/** A table whose lists are frozen, as the lean engine hands them over, with every write recorded. */
function table(): { G: Table; writes: ZoneKey[] } {
  const freeze = <T>(list: T[]) => Object.freeze(list);
  const G: Table = {
    pile: freeze(['p1', 'p2']),
    hands: { '0': freeze(['a', 'b']), '1': freeze(['c', 'x']) },
    rows: [{ id: 'r1', owner: '1', cards: freeze(['x', 'r']) }],
  };
  return { G, writes: [] };
}

function access(G: Table, writes: ZoneKey[]) {
  const adapter: ZoneAdapter<Table> = {
    read: (T, { zone, of }) => (zone === 'pile' ? T.pile : zone === 'hand' ? T.hands[of!] : (T.rows.find((r) => r.id === of)?.cards ?? [])),
    write(T, key, cards) {
      writes.push(key);
      if (key.zone === 'pile') T.pile = cards;
      else if (key.zone === 'hand') T.hands = { ...T.hands, [key.of!]: cards };
      else T.rows = T.rows.map((r) => (r.id === key.of ? { ...r, cards } : r));
    },
    groups: (T) => T.rows.map((r) => ({ id: r.id, owner: r.owner })),
  };
  const players = ['0', '1'];
  return createZoneAccess({ G, adapter, zones: ZONES, players, owner: '0', player: (v) => String(v ?? '0'), matches: matchesFilter, shuffle: (items) => items });
}

describe('a script step\'s zone access: finding and taking cards wherever they are', () => {
  it('locate names the first zone holding a card, in the order all() lists them, and follows a card a write moved', () => {
    const { G, writes } = table();
    const zones = access(G, writes);
    expect(zones.all()).toEqual([{ zone: 'pile' }, { zone: 'hand', of: '0' }, { zone: 'hand', of: '1' }, { zone: 'row', of: 'r1' }]);
    // `x` is in player 1's hand and in the row: the hand comes first.
    expect(zones.locate('x')).toEqual({ zone: 'hand', of: '1' });
    expect(zones.locate('r')).toEqual({ zone: 'row', of: 'r1' });
    expect(zones.locate('nowhere')).toBeUndefined();
    zones.write({ zone: 'hand', of: '1' }, ['c']);
    expect(zones.locate('x')).toEqual({ zone: 'row', of: 'r1' });
    zones.insert({ zone: 'pile' }, ['r'], 'top');
    expect(zones.locate('r')).toEqual({ zone: 'pile' });
  });

  it('remove writes only the zones that held a card, takes it from each of them, and leaves the frozen lists it read as they were', () => {
    const { G, writes } = table();
    const zones = access(G, writes);
    const hand1 = G.hands['1'];
    zones.remove(['x', 'a', 'unknown']);
    expect(writes).toEqual([{ zone: 'hand', of: '0' }, { zone: 'hand', of: '1' }, { zone: 'row', of: 'r1' }]);
    expect(G.hands).toEqual({ '0': ['b'], '1': ['c'] });
    expect(G.rows[0].cards).toEqual(['r']);
    expect(G.pile).toEqual(['p1', 'p2']);
    expect(hand1).toEqual(['c', 'x']);
    writes.length = 0;
    zones.remove(['unknown']);
    expect(writes).toEqual([]);
  });

  it('read hands a step its own copy of a zone\'s list', () => {
    const { G, writes } = table();
    const held = access(G, writes).read({ zone: 'pile' });
    held.push('mine');
    expect(G.pile).toEqual(['p1', 'p2']);
  });

  it("cardPasses reads a card's facts only when a filter asks, and judges them by it", () => {
    const asked: string[] = [];
    const zones = { cardFacts: (card: string) => (asked.push(card), { colour: card === 'r' ? 'red' : 'blue' }) };
    expect(cardPasses(zones, 'r', undefined)).toBe(true);
    expect(cardPasses(zones, 'r', null)).toBe(true);
    expect(asked).toEqual([]);
    expect(cardPasses(zones, 'r', { colour: 'red' })).toBe(true);
    expect(cardPasses(zones, 'b', { colour: 'red' })).toBe(false);
    expect(asked).toEqual(['r', 'b']);
  });
});
