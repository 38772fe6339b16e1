import { describe, expect, it } from 'vitest';
import { seatIsOut } from '../../../server/bots/seat-bot.ts';

const state = (G: unknown, playOrder = ['0', '1', '2']) => ({ G, ctx: { playOrder } }) as never;

describe('seatIsOut', () => {
  it('is true for a seat listed as eliminated in its view, or left out of the play order', () => {
    expect(seatIsOut(state({ eliminated: ['1'] }), '1')).toBe(true);
    expect(seatIsOut(state({}, ['0', '2']), '1')).toBe(true);
  });

  it('is false for a seat still playing, including in games with no eliminated list', () => {
    expect(seatIsOut(state({ eliminated: ['2'] }), '1')).toBe(false);
    expect(seatIsOut(state({ eliminated: 'nobody' }), '1')).toBe(false);
    expect(seatIsOut(state(null), '1')).toBe(false);
  });
});
