import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardStoryGlobs, sourceFor } from '../../.storybook/card-sources.ts';
import { DEFAULT_CONTENT_ROOT } from '../../ui/build/content-roots.ts';

const tableSource = sourceFor(join(DEFAULT_CONTENT_ROOT, 'any-card-game', 'table.yaml'))!;

describe("Storybook's card stories of a card game's table.yaml", () => {
  it('finds every card game by its table.yaml, with no source of its own', () => {
    expect(tableSource.files).toBe('*/table.yaml');
    expect(tableSource.title('any-card-game')).toBe('Cards/any-card-game/Deck');
  });

  it("lists one story per design, by the kit's ids: each suit in each rank, copies once, and a listed deck's cards", () => {
    const suited = { deck: { suits: [{ id: 'hearts', name: 'Hearts', symbol: '♥', colour: '#c0392b' }], ranks: [{ id: '1', name: 'Ace' }, { id: '2', name: 'Two' }], copies: 2 } };
    expect(tableSource.cards(suited)).toEqual([
      { id: '1-hearts', name: 'Ace of Hearts' },
      { id: '2-hearts', name: 'Two of Hearts' },
    ]);
    expect(tableSource.cards({ deck: { cards: [{ id: 'wish', name: 'Wish', count: 3 }] } })).toEqual([{ id: 'wish', name: 'Wish' }]);
  });

  it("leaves a game's own source its table.yaml, and names that file to Storybook once", () => {
    expect(sourceFor(join(DEFAULT_CONTENT_ROOT, 'crazy-eights', 'table.yaml'))!.component.name).toBe('EightsCardStory');
    const globs = cardStoryGlobs();
    expect(globs.filter((glob) => glob.endsWith('table.yaml'))).toEqual([expect.stringMatching(/content\/\*\/table\.yaml$/)]);
  });

  it("names one game's card files alone when asked for that game (TW_STORYBOOK_GAME), its own sources' and the shared patterns' it has", () => {
    expect(cardStoryGlobs('robots').map((glob) => glob.replace(/^.*content\//, ''))).toEqual(['robots/deck.yaml', 'robots/constructs.yaml', 'robots/card-formats.yaml']);
    expect(cardStoryGlobs('crazy-eights').map((glob) => glob.replace(/^.*content\//, ''))).toEqual(['crazy-eights/table.yaml', 'crazy-eights/card-formats.yaml']);
  });

  it('lists nothing for a file a designer is half way through writing', () => {
    expect(tableSource.cards(null)).toEqual([]);
    expect(tableSource.cards({ deck: { suits: 'hearts' } })).toEqual([]);
    expect(tableSource.cards({ deck: { cards: [{ name: 'no id' }] } })).toEqual([]);
  });
});
