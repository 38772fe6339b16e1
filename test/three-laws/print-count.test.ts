import { describe, expect, it } from 'vitest';
import type { ThreeLawsContent } from '../../games/three-laws/content-types.ts';
import { threeLawsPlayerCount } from '../../games/three-laws/print-count.ts';
import { fixtureContent } from '../support/fixture-games.ts';

describe('3 Laws of Robotics: the faction deck by player count', () => {
  const laws = fixtureContent<ThreeLawsContent>('three-laws');
  const factionIds = laws.factions.factions.map((f) => f.id);
  const faction = (id: string, rank: number, players: number) => threeLawsPlayerCount.copies(laws, players, { deck: 'faction', id: `${id}-${rank}`, listed: 1 });

  it('prints two factions in ranks 1-4 for 4 players and all three in ranks 1-5 for 7 or 8', () => {
    expect(threeLawsPlayerCount.players(laws)).toEqual({ min: 4, max: 8 });
    const printed = (players: number) => factionIds.flatMap((id) => [1, 2, 3, 4, 5].filter((rank) => faction(id, rank, players) === 1).map((rank) => `${id}-${rank}`));
    expect(printed(4)).toHaveLength(8);
    expect(printed(4).every((id) => factionIds.slice(0, 2).some((f) => id.startsWith(`${f}-`)))).toBe(true);
    expect(printed(6)).toHaveLength(12);
    expect(printed(8)).toHaveLength(15);
    expect(threeLawsPlayerCount.describe(laws, 4)).toBe('2 factions, ranks 1 to 4');
  });

  it('prints the Law and Victory Point cards as the content counts them, whatever the table', () => {
    expect(threeLawsPlayerCount.copies(laws, 4, { deck: 'victory-point', id: 'vp-1', listed: 80 })).toBe(80);
    expect(threeLawsPlayerCount.copies(laws, 8, { deck: 'law', id: 'any-law', listed: 1 })).toBe(1);
  });
});
