import { INVALID_MOVE } from 'boardgame.io/core';
import { describe, expect, it, vi } from 'vitest';
import { guardedMove } from '../../games/kit/rules/guarded-move.ts';
import { arg } from '../../games/kit/rules/move-args.ts';
import { violation } from '../../games/kit/violation.ts';

describe('guardedMove (games/kit/rules)', () => {
  const apply = vi.fn((_context, n: number) => ({ total: n }));
  const check = vi.fn((_context, n: number) => (n % 2 === 0 ? undefined : violation('odd', 'Give an even number.')));
  const move = guardedMove<{ total: number }>([arg.integer('n', 0, 10)], check, apply);
  const context = { G: { total: 0 }, playerID: '0', ctx: { playOrder: ['0', '1'] } } as any;

  it('runs the apply function only when the validator finds nothing', () => {
    expect(move.move(context, 4)).toEqual({ total: 4 });
    expect(move.move(context, 3)).toBe(INVALID_MOVE);
    expect(move.move(context, 'x')).toBe(INVALID_MOVE);
    expect(move.move(context, 12)).toBe(INVALID_MOVE);
    expect(move.move(context)).toBe(INVALID_MOVE);
    expect(move.move(context, 4, 4)).toBe(INVALID_MOVE);
    expect(apply).toHaveBeenCalledTimes(1);
    // The declared arguments are checked first: the validator never sees one they refuse.
    expect(check.mock.calls.map((call) => call.slice(1))).toEqual([[4], [3]]);
  });

  it('says why, arguments first: the same check the table and the bots ask', () => {
    expect(move.violation(context, [4])).toBeUndefined();
    expect(move.violation(context, [3])?.code).toBe('odd');
    expect(move.violation(context, [2.5])?.code).toBe('bad-argument');
    expect(move.violation(context, [])?.code).toBe('argument-count');
    expect(move.args).toHaveLength(1);
  });

  it('never runs on the client nor lets a move be undone', () => {
    expect(move.client).toBe(false);
    expect(move.undoable).toBe(false);
  });
});
