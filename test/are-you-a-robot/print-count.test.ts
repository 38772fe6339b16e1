import { describe, expect, it } from 'vitest';
import type { AyarContent } from '../../games/are-you-a-robot/content-types.ts';
import { ayarPlayerCount, packsFor } from '../../games/are-you-a-robot/print-count.ts';
import { fixtureContent } from '../support/fixture-games.ts';

describe('Are You A Robot?: packs by player count', () => {
  const ayar = fixtureContent<AyarContent>('are-you-a-robot');

  it('takes the packs the rulebook asks for: 1 for 2 players, 2 for 3-4, 3 for 5-6 (Extended needs 3 or more), 5 for 10', () => {
    expect([2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => packsFor(ayar, n))).toEqual([1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });

  it('counts packs from modes.yaml and the pack: a pack of one Human needs twice as many packs', () => {
    const oneHuman = { ...ayar, cards: { ...ayar.cards, pack: { ...ayar.cards.pack, contains: [{ card: 'human', count: 1 }, { card: 'robot', count: 1 }] } } };
    expect(packsFor(oneHuman, 4)).toBe(4);
    // A conversion mode keeps a spare of the card it adds: 5 players deal 1 Robot, and 1 more waits.
    const robotsOnly = { ...ayar, cards: { ...ayar.cards, pack: { ...ayar.cards.pack, contains: [{ card: 'human', count: 10 }, { card: 'robot', count: 1 }] } } };
    expect(packsFor(robotsOnly, 5)).toBe(2);
    expect(packsFor(robotsOnly, 4)).toBe(1);
  });

  it('prints each card as often as the packs hold it, for 2 to 10 players', () => {
    expect(ayarPlayerCount.players(ayar)).toEqual({ min: 2, max: 10 });
    expect(ayarPlayerCount.copies(ayar, 10, { deck: 'identity', id: 'human', listed: 2 })).toBe(10);
    expect(ayarPlayerCount.copies(ayar, 10, { deck: 'identity', id: 'robot', listed: 1 })).toBe(5);
    expect(ayarPlayerCount.describe(ayar, 2)).toBe('1 pack');
    expect(ayarPlayerCount.describe(ayar, 7)).toBe('4 packs');
  });
});
