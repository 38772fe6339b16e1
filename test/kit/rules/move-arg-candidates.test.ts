import { describe, expect, it } from 'vitest';
import { checkMoveArgs } from '../../../games/kit/rules/check-move-args.ts';
import { argCandidates, eachArgCandidate } from '../../../games/kit/rules/move-arg-candidates.ts';
import { arg, type ArgScope, type MoveArgs } from '../../../games/kit/rules/move-args.ts';

interface Table {
  hand: string[];
  chips: number;
}

const scope: ArgScope<Table> = { G: { hand: ['a', 'b'], chips: 2 }, playerID: '0', seats: ['0', '1'] };

describe('argCandidates: a bot\'s menu from the declarations', () => {
  it('lists the product of each argument\'s values, a trailing optional one first left out', () => {
    const specs: MoveArgs<Table> = [arg.seat('coin', ['extra']), arg.optional(arg.choice('side', ['shown', 'hidden']))];
    expect(argCandidates(specs, scope)).toEqual([['0'], ['0', 'shown'], ['0', 'hidden'], ['1'], ['1', 'shown'], ['1', 'hidden'], ['extra'], ['extra', 'shown'], ['extra', 'hidden']]);
  });

  it('reads cards and bounds from the state, and lists distinct subsets of a short list', () => {
    expect(argCandidates([arg.card<Table>('card', 'your hand', ({ G }) => G.hand)], scope)).toEqual([['a'], ['b']]);
    expect(argCandidates([arg.integer<Table>('bid', 0, ({ G }) => G.chips)], scope)).toEqual([[0], [1], [2]]);
    expect(argCandidates([arg.list('decks', arg.choice('deck', ['left', 'right']), 2)], scope)).toEqual([[[]], [['left']], [['right']], [['left', 'right']]]);
    expect(argCandidates([arg.nullable(arg.boolean('yes'))], scope)).toEqual([[null], [true], [false]]);
    expect(argCandidates([], scope)).toEqual([[]]);
    expect(argCandidates([arg.seat('to'), arg.card<Table>('card', 'your hand', () => [])], scope)).toEqual([]);
  });

  it('one at a time, each made as it is read, in the same order', () => {
    const specs: MoveArgs<Table> = [arg.seat('coin', ['extra']), arg.optional(arg.choice('side', ['shown', 'hidden']))];
    const each = eachArgCandidate(specs, scope)![Symbol.iterator]();
    expect(each.next().value).toEqual(['0']);
    expect(each.next().value).toEqual(['0', 'shown']);
    expect([...{ [Symbol.iterator]: () => each }]).toEqual(argCandidates(specs, scope)!.slice(2));
  });

  it('answers undefined where values cannot be listed: text, a seat map, a wide range', () => {
    expect(argCandidates([arg.text('question', 200)], scope)).toBeUndefined();
    expect(argCandidates([arg.seatMap('shares', arg.integer('share', 0, 3))], scope)).toBeUndefined();
    expect(argCandidates([arg.integer('amount', 0, 1000)], scope)).toBeUndefined();
  });

  it('every candidate passes the declaration it came from', () => {
    const specs: MoveArgs<Table> = [arg.seat('to'), arg.list('cards', arg.card<Table>('card', 'your hand', ({ G }) => G.hand), 1), arg.optional(arg.integer('n', 1, 3))];
    const listed = argCandidates(specs, scope)!;
    expect(listed.length).toBe(2 * 3 * 4);
    for (const args of listed) expect(checkMoveArgs(specs, args, scope), JSON.stringify(args)).toBeUndefined();
  });
});
