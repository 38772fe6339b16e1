import { describe, expect, it } from 'vitest';
import { templateUses } from '../../games/three-laws/enumerate.ts';
import { content, seats } from './support.ts';

const deck = (ranks: number[]) => ranks.map((rank) => ({ faction: 'android', rank }));
const table = (factions: string[], ranks = [1, 2, 3]) => ({ players: seats(4), factions, factionDeck: deck(ranks) });
const filled = (uses: readonly { id: string; params: Record<string, unknown> }[], id: string) => uses.filter((u) => u.id === id).map((u) => Object.values(u.params)[0]);

describe('templateUses: every way to fill a question template', () => {
  it('fills each slot with what fits: seats other than the two speaking, the ranks in play, the factions at the table', () => {
    const uses = templateUses(table(['android', 'ai']), content, '0', '2');
    expect(filled(uses, 'same-faction')).toEqual(['1', '3']);
    expect(filled(uses, 'rank-at-least')).toEqual([1, 2, 3]);
    expect(filled(uses, 'count-faction')).toEqual(['android', 'ai']);
    expect(Object.isFrozen(uses) && uses.every((u) => Object.isFrozen(u) && Object.isFrozen(u.params))).toBe(true);
  });

  it("keeps each table's uses while a run's matches draw other factions, and never hands one table's uses to another", () => {
    const first = table(['android', 'ai']);
    const uses = templateUses(first, content, '1', '0');
    const other = templateUses(table(['robot', 'ai']), content, '1', '0');
    expect(filled(other, 'count-faction')).toEqual(['robot', 'ai']);
    const fewerRanks = templateUses(table(['android', 'ai'], [1, 2]), content, '1', '0');
    expect(filled(fewerRanks, 'rank-at-least')).toEqual([1, 2]);
    // A later match at the first table, in objects of its own, gets the very list the first match got.
    expect(templateUses(table(['android', 'ai']), content, '1', '0')).toBe(uses);
    expect(templateUses(first, content, '1', '0')).toBe(uses);
  });

  it('gives a use that reads neither seat one object for every seat it may be put to', () => {
    const at = table(['android', 'ai']);
    const toTwo = templateUses(at, content, '0', '2');
    const toThree = templateUses(at, content, '0', '3');
    const rankUse = (uses: typeof toTwo) => uses.find((u) => u.id === 'rank-at-least' && u.params.rank === 2);
    expect(rankUse(toTwo)).toBe(rankUse(toThree));
  });
});
