import { describe, expect, it } from 'vitest';
import { jsonOfEach } from '../../server/app/shared-json.ts';

const payload = (hand: unknown, extra: Record<string, unknown> = {}) => ['update', 'm1', { G: { table, hand, ...extra }, ctx }, [{ n: 1 }]];
const table = Object.freeze({ cards: ['a', 'b'], 'we "quote"': 1 });
const ctx = { turn: 2, activePlayers: null };

describe('jsonOfEach', () => {
  it('writes each value exactly as JSON.stringify does, shared parts or not', () => {
    const values = [
      payload(['x']),
      payload({ 3: 'b', 1: 'a', z: undefined, f: () => 1 }),
      payload([undefined, () => 1, NaN, -0, Infinity, new Date(0)]),
      payload('hidden', { late: true }),
      ['update', 'm1', null],
      'a bare string',
      undefined,
    ];
    expect(jsonOfEach(values)).toEqual(values.map((value) => JSON.stringify(value)));
  });

  it('writes a part that every value holds as the same object once, and walks no further into it', () => {
    const walked: string[] = [];
    const watched = new Proxy(table, { ownKeys: (target) => (walked.push('table'), Reflect.ownKeys(target)) });
    const values = [payload(['x']), payload(['y'])].map((p) => {
      (p[2] as { G: Record<string, unknown> }).G.table = watched;
      return p;
    });
    const texts = jsonOfEach(values);
    expect(texts).toEqual(values.map((value) => JSON.stringify(value)));
    // JSON.stringify lists a proxy's keys each time it writes it: once for both values here, then once per value in the check above.
    expect(walked).toHaveLength(1 + values.length);
  });
});
