import { describe, expect, it } from 'vitest';
import { checkMoveArgs } from '../../../games/kit/rules/check-move-args.ts';
import { arg, type ArgScope, type MoveArgs } from '../../../games/kit/rules/move-args.ts';

interface Table {
  hands: Record<string, string[]>;
  chips: Record<string, number>;
}

const G: Table = { hands: { '0': ['a', 'b', 'c'], '1': ['d'] }, chips: { '0': 4, '1': 0 } };
const scope = (playerID: string | null = '0'): ArgScope<Table> => ({ G, playerID, seats: ['0', '1', '2'] });
const hand = ({ G, playerID }: ArgScope<Table>) => (playerID != null && Object.hasOwn(G.hands, playerID) ? G.hands[playerID] : []);

/** The values a client can send that are none of the declared kinds. */
const HOSTILE: unknown[] = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', NaN, Infinity, -Infinity, -0, 1e308, 0.5, '1', null, undefined, [], [[[['0']]]], {}, JSON.parse('{"__proto__": {"x": 1}}'), 'x'.repeat(100_000), true];

const refusedCode = (specs: MoveArgs<Table>, args: unknown[], from = scope()) => checkMoveArgs(specs, args, from)?.code;

describe('checkMoveArgs: each declared kind takes its own values and nothing else', () => {
  const cases: { kind: string; spec: MoveArgs<Table>; good: unknown[] }[] = [
    { kind: 'seat', spec: [arg.seat('target')], good: ['0', '1', '2'] },
    { kind: 'seat with an extra', spec: [arg.seat('coin', ['extra'])], good: ['0', '1', '2', 'extra'] },
    { kind: 'card', spec: [arg.card('card', 'your hand', hand)], good: ['a', 'b', 'c'] },
    { kind: 'integer', spec: [arg.integer<Table>('bid', 0, ({ G, playerID }) => G.chips[playerID!])], good: [0, 1, 4] },
    { kind: 'boolean', spec: [arg.boolean('yes')], good: [true, false] },
    { kind: 'choice', spec: [arg.choice('deck', ['left', 'right'])], good: ['left', 'right'] },
    { kind: 'text', spec: [arg.text('text', 20)], good: ['', 'hello'] },
    { kind: 'nullable card', spec: [arg.nullable(arg.card('card', 'your hand', hand))], good: [null, 'a'] },
  ];
  for (const { kind, spec, good } of cases) {
    it(`${kind}: takes ${good.length} good values and refuses every hostile one`, () => {
      for (const value of good) expect(checkMoveArgs(spec, [value], scope()), JSON.stringify(value)).toBeUndefined();
      for (const value of HOSTILE.filter((v) => !good.some((g) => Object.is(g, v)))) {
        if (kind === 'text' && typeof value === 'string' && value.length <= 20) continue;
        if (kind === 'boolean' && typeof value === 'boolean') continue;
        expect(refusedCode(spec, [value]), `${kind} took ${String(value).slice(0, 30)}`).toBe('bad-argument');
      }
    });
  }

  it('a card must be in the zone the move names: another seat\'s card, or any card from a spectator, is refused', () => {
    const spec = [arg.card('card', 'your hand', hand)];
    expect(checkMoveArgs(spec, ['d'], scope('0'))?.message).toBe('card: "d" is not in your hand.');
    expect(refusedCode(spec, ['a'], scope(null))).toBe('bad-argument');
    expect(refusedCode(spec, ['a'], scope('__proto__'))).toBe('bad-argument');
  });

  it('an integer is whole, not -0, and within bounds read from the state', () => {
    const spec = [arg.integer<Table>('bid', 0, ({ G, playerID }) => G.chips[playerID!])];
    expect(checkMoveArgs(spec, [5], scope('0'))?.message).toBe('bid: 5 is not between 0 and 4.');
    expect(checkMoveArgs(spec, [-0], scope('0'))?.message).toBe('bid: -0 is not a whole number.');
    expect(refusedCode(spec, [1], scope('1'))).toBe('bad-argument');
  });

  it('a list is bounded, distinct and checks every item', () => {
    const spec = [arg.list('cards', arg.card('card', 'your hand', hand), 2)];
    expect(checkMoveArgs(spec, [['a', 'b']], scope())).toBeUndefined();
    expect(checkMoveArgs(spec, [['a', 'a']], scope())?.message).toBe('cards: "a" is named twice.');
    expect(checkMoveArgs(spec, [['a', 'b', 'c']], scope())?.message).toBe('cards: more than 2 items.');
    expect(checkMoveArgs(spec, [['a', '__proto__']], scope())?.message).toBe('cards[1]: "__proto__" is not in your hand.');
    expect(refusedCode(spec, [{ 0: 'a', length: 1 }])).toBe('bad-argument');
  });

  it('a seat map takes only seats of the match as its own keys, and no prototype tricks', () => {
    const spec = [arg.seatMap('shares', arg.integer('share', 0, 3))];
    expect(checkMoveArgs(spec, [{ '0': 1, '2': 2 }], scope())).toBeUndefined();
    expect(checkMoveArgs(spec, [JSON.parse('{"0": 1, "__proto__": 2}')], scope())?.message).toBe('shares: "__proto__" is not a seat of this match.');
    expect(refusedCode(spec, [{ '7': 1 }])).toBe('bad-argument');
    expect(refusedCode(spec, [{ '0': 4 }])).toBe('bad-argument');
    expect(refusedCode(spec, [new Map()])).toBe('bad-argument');
    expect(refusedCode(spec, [['0']])).toBe('bad-argument');
  });

  it('a shape takes its fields, optional ones left out, and nothing else', () => {
    const spec = [arg.shape('use', { id: arg.choice('id', ['q1']), slot: arg.seat('slot') }, ['slot'])];
    expect(checkMoveArgs(spec, [{ id: 'q1' }], scope())).toBeUndefined();
    expect(checkMoveArgs(spec, [{ id: 'q1', slot: '1' }], scope())).toBeUndefined();
    expect(checkMoveArgs(spec, [{ id: 'q1', extra: 1 }], scope())?.message).toBe('use: it has no field "extra".');
    expect(checkMoveArgs(spec, [{ slot: '1' }], scope())?.message).toBe('use.id: undefined is not one of q1.');
    expect(refusedCode(spec, [JSON.parse('{"id": "q1", "__proto__": {}}')])).toBe('bad-argument');
  });
});

describe('checkMoveArgs: the count of arguments is exact', () => {
  const spec = [arg.seat('coin'), arg.optional(arg.choice('side', ['shown', 'hidden']))];
  it('takes the required ones with or without the optional trailing one', () => {
    expect(checkMoveArgs(spec, ['0'], scope())).toBeUndefined();
    expect(checkMoveArgs(spec, ['0', 'hidden'], scope())).toBeUndefined();
  });
  it('refuses too few, too many, a non-list, and null for an optional argument', () => {
    expect(checkMoveArgs(spec, [], scope())?.message).toBe('This move takes 1 to 2 arguments, not 0.');
    expect(checkMoveArgs(spec, ['0', 'shown', 'x'], scope())?.code).toBe('argument-count');
    expect(checkMoveArgs([], ['x'], scope())?.message).toBe('This move takes 0 arguments, not 1.');
    expect(checkMoveArgs(spec, 'x' as unknown as unknown[], scope())?.code).toBe('bad-arguments');
    expect(checkMoveArgs(spec, ['0', null], scope())?.code).toBe('bad-argument');
  });
});
