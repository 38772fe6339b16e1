import { describe, expect, it } from 'vitest';
import { firstOrAll } from '../../../games/kit/bots/first-or-all.ts';

/** A lazy list that notes how far it was read. */
function* listed(items: number[], read: number[]) {
  for (const item of items) {
    read.push(item);
    yield item;
  }
}

describe('firstOrAll', () => {
  it('stops at the first action it takes: the ones after it are never read', () => {
    const read: number[] = [];
    expect(firstOrAll(listed([1, 3, 4, 5, 6], read), (n) => n % 2 === 0)).toEqual({ first: 4, all: [1, 3] });
    expect(read).toEqual([1, 3, 4]);
  });

  it('reads them all when it takes none', () => {
    expect(firstOrAll(listed([1, 3, 5], []), (n) => n % 2 === 0)).toEqual({ all: [1, 3, 5] });
  });
});
