import { beforeAll, describe, expect, it, vi } from 'vitest';
import { decide, heapTop, pending } from './power-support.ts';
import { play, prepared, refused, start } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const hands = { '0': ['blue-11', 'purple-12', 'red-2', 'gray-9'], '1': ['gray-5'], '2': ['purple-8'] };
const heap = ['green-2', 'green-3', 'green-4', 'green-5', 'green-6'];

describe('Tractor Beam', () => {
  it('hauls the lower half of the heap, not counting the beam and rounding up, under the Factory in its order', () => {
    const s = play(start(prepared({ hands, heap })), ['0', 'drawFromFactory'], ['0', 'discard', 'blue-11']);
    expect(s.G.factory.slice(-3)).toEqual(['green-4', 'green-3', 'green-2']);
    expect(heapTop(s)).toEqual(['blue-11', 'green-6', 'green-5']);
    expect(s.ctx.currentPlayer).toBe('1');
    expect(s.G.powersFired['tractor-beam']).toBe(1);
  });

  it('an even heap gives exactly half; a heap of the beam alone gives nothing', () => {
    const even = play(start(prepared({ hands, heap: heap.slice(0, 4) })), ['0', 'drawFromFactory'], ['0', 'discard', 'blue-11']);
    expect(heapTop(even)).toEqual(['blue-11', 'green-5', 'green-4']);
    const alone = play(start(prepared({ hands, heap: [] })), ['0', 'drawFromFactory'], ['0', 'discard', 'blue-11']);
    expect(alone.G.heap).toEqual(['blue-11']);
  });
});

describe('Recycle', () => {
  it('takes any other single card of the Scrap Heap into the hand, wherever it lies', () => {
    let s = play(start(prepared({ hands, heap })), ['0', 'drawFromFactory'], ['0', 'discard', 'purple-12']);
    expect(pending(s)).toMatchObject({ player: '0', kind: 'card', options: ['green-6', 'green-5', 'green-4', 'green-3', 'green-2'] });
    refused(s, '0', 'decide', ['purple-12']);
    s = decide(s, '0', ['green-3']);
    expect(s.G.hands['0']).toContain('green-3');
    expect(heapTop(s)).toEqual(['purple-12', 'green-6', 'green-5', 'green-4', 'green-2']);
    expect(s.ctx.currentPlayer).toBe('1');
  });

  it('with one other card there is nothing to choose; with none, nothing happens', () => {
    const one = play(start(prepared({ hands, heap: ['green-2'] })), ['0', 'drawFromFactory'], ['0', 'discard', 'purple-12']);
    expect(one.G.hands['0']).toContain('green-2');
    expect(one.G.heap).toEqual(['purple-12']);
    const none = play(start(prepared({ hands, heap: [] })), ['0', 'drawFromFactory'], ['0', 'discard', 'purple-12']);
    expect(none.G.heap).toEqual(['purple-12']);
    expect(none.ctx.currentPlayer).toBe('1');
  });
});
