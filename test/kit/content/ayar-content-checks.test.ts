import { describe, expect, it } from 'vitest';
import { checkAyarContent } from '../../../games/are-you-a-robot/content-checks.ts';
import type { AyarContent } from '../../../games/are-you-a-robot/content-types.ts';
import { loadGames } from '../../../games/kit/content/load-content.ts';

const shipped = loadGames('content').games.find((g) => g.module.id === 'are-you-a-robot')!.content as AyarContent;
const edit = (change: (c: AyarContent) => void): AyarContent => {
  const copy = structuredClone(shipped);
  change(copy);
  return copy;
};
const mode = (c: AyarContent, id: string) => c.modes.modes.find((m) => m.id === id)!;

describe('Are You A Robot? content checks', () => {
  it('finds nothing wrong with the shipped content', () => {
    expect(checkAyarContent(shipped)).toEqual([]);
  });

  it('needs a card of each team, and each mode a card of each team in its deck', () => {
    const twoRobots = edit((c) => {
      c.cards.cards[0].team = 'robot';
    });
    expect(checkAyarContent(twoRobots).map((i) => [i.file, i.path])).toEqual([
      ['cards', ['cards']],
      ['modes', ['modes', 0, 'deck']],
      ['modes', ['modes', 1, 'deck']],
      ['modes', ['modes', 2, 'deck']],
    ]);
    expect(checkAyarContent(twoRobots)[0].message).toMatch(/no card has team: human/);
    expect(checkAyarContent(twoRobots)[1].message).toMatch(/mode basic: with 3 players the deck holds no card of team human/);
  });

  it('lets several cards share a team', () => {
    const twoHumanKinds = edit((c) => {
      c.cards.cards.push({ ...c.cards.cards[0], id: 'second-human', name: 'Second Human' });
      c.cards.pack.contains.push({ card: 'second-human', count: 1 });
    });
    expect(checkAyarContent(twoHumanKinds)).toEqual([]);
  });

  it('refuses a deck that can deal every player a Robot (a simulated sweep of Basic\'s Robots to 3 dealt three Robots and played on)', () => {
    const threeRobots = edit((c) => {
      mode(c, 'basic').deck.find((entry) => entry.card === 'robot')!.extra = 3;
    });
    expect(checkAyarContent(threeRobots)).toEqual([
      {
        file: 'modes',
        path: ['modes', 0, 'deck'],
        message: 'mode basic: with 3 players the deck holds 3 Robot cards for 3 players, so the deal can give every player a Robot, and a table with no Human is decided before anyone speaks; keep the Robot cards fewer than the players (at most 2).',
      },
    ]);
    const twoRobots = edit((c) => {
      mode(c, 'basic').deck.find((entry) => entry.card === 'robot')!.extra = 2;
    });
    expect(checkAyarContent(twoRobots)).toEqual([]);
  });

  it('checks the card ids a pack names', () => {
    const issues = checkAyarContent(edit((c) => (c.cards.pack.contains[1].card = 'droid')));
    expect(issues).toContainEqual({ file: 'cards', path: ['pack', 'contains', 1, 'card'], message: expect.stringMatching(/no card has the id "droid"/) });
    // The box then holds no Robot card, which each mode notices where its deck asks for one.
    expect(issues).toContainEqual({ file: 'modes', path: ['modes', 0, 'deck', 1, 'card'], message: expect.stringMatching(/mode basic: with 3 players the deck needs 1 copy of robot, but the box holds 0/) });
  });

  it('refuses a player range upside down', () => {
    const issues = checkAyarContent(edit((c) => (mode(c, 'schrodinger').players = { min: 4, max: 2 })));
    expect(issues).toEqual([{ file: 'modes', path: ['modes', 1, 'players', 'max'], message: expect.stringMatching(/players.max is 2, less than players.min \(4\)/) }]);
  });

  it('refuses a deck entry that would hold a negative number of cards', () => {
    const issues = checkAyarContent(edit((c) => (mode(c, 'basic').deck[0].extra = -4)));
    expect(issues.map((i) => i.path)).toContainEqual(['modes', 0, 'deck', 0, 'extra']);
    expect(issues.find((i) => i.path.includes('extra'))!.message).toMatch(/with 3 players this entry gives a negative number of human cards/);
  });

  it('refuses a conversion where no Human shot converts', () => {
    const issues = checkAyarContent(edit((c) => (mode(c, 'basic').conversion = { addCard: 'robot' })));
    expect(issues).toEqual([{ file: 'modes', path: ['modes', 0, 'conversion'], message: expect.stringMatching(/conversion is only used with afterHumanShot: convert/) }]);
  });

  it('needs a spare card in the box for a conversion at the largest table', () => {
    const issues = checkAyarContent(
      edit((c) => {
        c.cards.pack.contains = [
          { card: 'human', count: 3 },
          { card: 'robot', count: 1 },
        ];
        c.cards.pack.packsInBox = 4;
        mode(c, 'extended').deck[1].extra = 4;
      }),
    );
    expect(issues).toEqual([
      { file: 'modes', path: ['modes', 2, 'conversion', 'addCard'], message: expect.stringMatching(/every robot card in the box is already in the deal/) },
    ]);
  });

  it('names every player count a too-small box fails', () => {
    const issues = checkAyarContent(edit((c) => (c.cards.pack.packsInBox = 4)));
    expect(issues).toEqual([
      { file: 'modes', path: ['modes', 2, 'deck', 0, 'card'], message: expect.stringMatching(/with 9 to 10 players the deck needs 10 copies of human, but the box holds 8/) },
    ]);
  });
});
