import { INVALID_MOVE } from 'boardgame.io/core';
import { describe, expect, it, vi } from 'vitest';
import { guardedMove } from '../../games/kit/rules/guarded-move.ts';
import { violation } from '../../games/kit/violation.ts';

describe('guardedMove (games/kit/rules)', () => {
  const apply = vi.fn((_context, n: number) => ({ total: n }));
  const move = guardedMove<{ total: number }>(
    (_context, n) => (typeof n === 'number' && Number.isInteger(n) ? undefined : violation('not-a-number', 'Give a whole number.')),
    apply,
  );
  const context = { G: { total: 0 } } as any;

  it('runs the apply function only when the validator finds nothing', () => {
    expect(move.move(context, 3)).toEqual({ total: 3 });
    expect(move.move(context, 'x')).toBe(INVALID_MOVE);
    expect(move.move(context)).toBe(INVALID_MOVE);
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('never runs on the client nor lets a move be undone', () => {
    expect(move.client).toBe(false);
    expect(move.undoable).toBe(false);
  });
});
