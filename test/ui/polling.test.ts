import { describe, expect, it } from 'vitest';
import { LastJson } from '../../ui/lobby/use-polling.ts';

describe("the lobby's polls", () => {
  it('take a load only when it brings something new: the same matches in a new object leave the page as it was', () => {
    const last = new LastJson();
    const first = [{ matchID: 'm1', players: [{ id: 0, name: 'Ada' }] }];
    expect(last.changed(first)).toBe(true);
    expect(last.changed(structuredClone(first))).toBe(false);
    const joined = [{ matchID: 'm1', players: [{ id: 0, name: 'Ada' }, { id: 1, name: 'Bo' }] }];
    expect(last.changed(joined)).toBe(true);
    expect(last.changed(first)).toBe(true);
    expect(last.changed([])).toBe(true);
    expect(last.changed([])).toBe(false);
  });
});
