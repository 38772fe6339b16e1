import { describe, expect, it } from 'vitest';
import { declaredLegalMoves, eachDeclaredLegalMove } from '../../../games/kit/rules/declared-moves.ts';
import { arg, type ArgScope, type MoveArgs } from '../../../games/kit/rules/move-args.ts';

interface Table {
  hand: string[];
}

const scope: ArgScope<Table> = { G: { hand: ['a', 'b', 'c'] }, playerID: '0', seats: ['0', '1'] };
const declared: Record<string, MoveArgs<Table>> = { play: [arg.card<Table>('card', 'your hand', ({ G }) => G.hand)], pass: [] };

describe('the legal moves a declaration lists', () => {
  it('all of them, in the declarations\' order, less those the rule refuses', () => {
    const refusal = (move: string, args: unknown[]) => (move === 'play' && args[0] === 'b' ? { code: 'no', message: 'Not b.' } : undefined);
    expect(declaredLegalMoves(declared, scope, refusal)).toEqual([{ move: 'play', args: ['a'] }, { move: 'play', args: ['c'] }, { move: 'pass', args: [] }]);
  });

  it('one at a time: a candidate is checked only when the one before it has been taken', () => {
    const checked: unknown[][] = [];
    const refusal = (move: string, args: unknown[]) => (checked.push([move, ...args]), move === 'play' && args[0] === 'a' ? { code: 'no', message: 'Not a.' } : undefined);
    const moves = eachDeclaredLegalMove(declared, scope, refusal);
    expect(moves.next().value).toEqual({ move: 'play', args: ['b'] });
    expect(checked).toEqual([['play', 'a'], ['play', 'b']]);
  });

  it('with `wanted`, only the candidates it wants are checked and given, in the same order', () => {
    const checked: unknown[][] = [];
    const refusal = (move: string, args: unknown[]) => (checked.push([move, ...args]), move === 'play' && args[0] === 'a' ? { code: 'no', message: 'Not a.' } : undefined);
    const notB = (move: string, args: unknown[]) => !(move === 'play' && args[0] === 'b');
    expect([...eachDeclaredLegalMove(declared, scope, refusal, notB)]).toEqual([{ move: 'play', args: ['c'] }, { move: 'pass', args: [] }]);
    expect(checked).toEqual([['play', 'a'], ['play', 'c'], ['pass']]);
  });
});
