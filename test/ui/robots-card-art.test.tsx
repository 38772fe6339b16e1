import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { formatContentError } from '../../games/kit/content/load-content.ts';
import { deckOf } from '../../games/robots/cards.ts';
import type { RobotsContent } from '../../games/robots/content-types.ts';
import { robotsPrintedCards } from '../../games/robots/printed-cards.ts';
import { cardInfo } from '../../ui/boards/robots/card-info.ts';
import { DeckCard } from '../../ui/boards/robots/deck-card.tsx';
import { constructLook, suitSymbols } from '../../games/robots/card-looks.ts';
import { normalSize, overlapMargin, PLAYING_CARD_SIZES } from '../../ui/boards/robots/robots-card-sizes.ts';
import { SUIT_SYMBOLS } from '../../ui/components/card/pictograms.tsx';
import { RobotArt } from '../../ui/components/card/robot-art.tsx';
import { genomeKey, robotGenome } from '../../ui/components/card/robot-genome.ts';
import { editedRobotsContent } from '../robots/edited-content.ts';
import { fixtureContent } from '../support/fixture-games.ts';
import { loadContent } from '../robots/support.ts';

const content = loadContent();
/** The same fixture through the content loader, with its card-faces.yaml: what DeckCard draws from. */
const drawn = fixtureContent<RobotsContent>('robots');
const deck = deckOf(content);
const variants = content.powers.variants.map((v) => v.id);
const edit = (change: (c: RobotsContent) => void): RobotsContent => {
  const copy = structuredClone(content);
  change(copy);
  return copy;
};
/** React's useId differs per render; the picture is what matters. */
const artMarkup = (id: string, variant = 'classic') => renderToStaticMarkup(<RobotArt look={cardInfo(content, variant, id).look!} />).replace(/(id="|url\(#)[^")]*/g, '$1');
// The ui tests run without a DOM (vitest.config.ts): markup is read with small patterns.
const html = (node: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(node);
const attr = (markup: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(markup)?.[1];
/** How far across the card (in percent of its width) the first layer drawing `drawing` reaches. */
const rightEdgeOf = (markup: string, drawing: string) => {
  const style = new RegExp(`style="([^"]*)" aria-hidden="true" data-drawing="${drawing}"`).exec(markup)?.[1] ?? '';
  const [left, width] = ['left', 'width'].map((key) => Number(new RegExp(`(?:^|;)${key}:([\\d.]+)%`).exec(style)?.[1]));
  return left + width;
};
const textOf = (markup: string) => markup.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');
/** The top-left index of a rendered card: the first robots-index drawing (an svg in a div, nothing nested). */
const indexOf = (markup: string) => /<div[^>]*data-drawing="robots-index"[^>]*>(.*?)<\/div>/.exec(markup)?.[1] ?? '';

describe('ROBOTS! card art', () => {
  it('gives each of the 74 deck cards a different picture, in every variant', () => {
    expect(deck.cards).toHaveLength(74);
    for (const variant of variants) {
      const pictures = new Set(deck.cards.map((c) => artMarkup(c.id, variant)));
      expect(pictures.size).toBe(deck.cards.length);
      const keys = new Set(deck.cards.map((c) => genomeKey(cardInfo(content, variant, c.id).look!)));
      expect(keys.size).toBe(deck.cards.length);
    }
  });

  it('never repeats a face (head and eyes) inside a suit, nor for one number across the suits', () => {
    const face = (id: string) => {
      const g = robotGenome(cardInfo(content, 'classic', id).look!);
      return `${g.head}/${g.eyes}`;
    };
    for (const colour of [...deck.colours, null]) {
      const suit = deck.cards.filter((c) => (c.kind === 'wild' ? colour === null : c.colour === colour));
      expect(new Set(suit.map((c) => face(c.id))).size).toBe(suit.length);
    }
    for (let n = deck.low; n <= deck.high; n++) {
      expect(new Set(deck.colours.map((c) => face(`${c}-${n}`))).size).toBe(deck.colours.length);
    }
  });

  it('draws the same card the same way every time (seeded, no Math.random)', () => {
    const random = vi.spyOn(Math, 'random');
    try {
      expect(artMarkup('red-9')).toBe(artMarkup('red-9'));
      expect(genomeKey(cardInfo(content, 'classic', 'wild-3').look!)).toBe(genomeKey(cardInfo(content, 'classic', 'wild-3').look!));
      // Equal twice in one process would also hold for a seed drawn once at start-up.
      expect(random).not.toHaveBeenCalled();
    } finally {
      random.mockRestore();
    }
  });

  it("puts each power's emblem on its cards, the star's only in a variant that arms it, and none on plain cards", () => {
    const emblem = (id: string, variant = 'classic') => attr(html(<DeckCard content={drawn} info={cardInfo(drawn, variant, id)} />), 'data-emblem');
    expect(['gray-10', 'gray-11', 'gray-12', 'gray-13', 'gray-14'].map((id) => emblem(id))).toEqual(['wrench', 'ufo', 'recycle', 'shield', 'laser']);
    expect([emblem('blue-star'), emblem('blue-star', 'singularity'), emblem('blue-9'), emblem('wild-1')]).toEqual([undefined, 'vortex', undefined, undefined]);
  });

  it('gives the 13 Constructed Robots 13 different robots, built from every colour', () => {
    const looks = content.constructs.robots.map((r) => constructLook(content.deck, r));
    expect(new Set(looks.map(genomeKey)).size).toBe(13);
    for (const look of looks) expect(new Set(look.parts)).toEqual(new Set(content.deck.colours.map((c) => c.display)));
    const fields = (id: string) => robotsPrintedCards(content).find((card) => card.id === id)!.fields;
    expect((fields(content.constructs.robots[0].id).look as { kind: string }).kind).toBe('construct');
    expect(fields('red-9').look).toEqual(cardInfo(content, 'classic', 'red-9').look);
  });
});

describe('ROBOTS! corner index', () => {
  it('gives every colour its own suit symbol, as deck.yaml names them', () => {
    const symbols = suitSymbols(content.deck);
    expect(new Set(symbols.values()).size).toBe(content.deck.colours.length);
    for (const colour of content.deck.colours) expect(symbols.get(colour.id)).toBe(colour.symbol);
    expect(cardInfo(content, 'classic', 'red-9').symbol).toBe('heart');
    expect(cardInfo(content, 'classic', 'wild-1').symbol).toBeUndefined();
  });

  it('picks distinct symbols when content gives none, or gives one twice', () => {
    const none = edit((c) => c.deck.colours.forEach((colour) => delete colour.symbol));
    expect([...suitSymbols(none.deck).values()]).toEqual(['gear', 'diamond', 'heart', 'triangle', 'square']);
    const twice = edit((c) => {
      c.deck.colours[1].symbol = 'heart';
      c.deck.colours.push({ id: 'orange', name: 'Orange', display: '#e07b1a' });
    });
    const symbols = suitSymbols(twice.deck);
    expect(symbols.get('purple')).toBe('heart');
    expect(new Set(symbols.values()).size).toBe(6);
  });

  it('offers content the same symbols the cards can draw', () => {
    const schema = JSON.parse(readFileSync('schemas/robots/deck.schema.json', 'utf8'));
    expect(schema.definitions.colour.properties.symbol.enum).toEqual([...SUIT_SYMBOLS]);
  });

  it('shows the number (★ or W) and the symbol, no colour word, and underlines 6 and 9', () => {
    const index = (id: string, standsFor?: number) => indexOf(html(<DeckCard content={drawn} info={cardInfo(drawn, 'classic', id)} size="small" standsFor={standsFor} />));
    const red9 = index('red-9');
    expect(textOf(red9)).toBe('9');
    expect(attr(red9, 'data-symbol')).toBe('heart');
    expect(red9).toContain('M4.5 18.6 H15.5');
    expect(index('red-8')).not.toContain('M4.5 18.6 H15.5');
    for (const id of deck.cards.map((c) => c.id)) {
      const text = textOf(index(id));
      for (const colour of content.deck.colours) expect(text).not.toContain(colour.name);
    }
    expect(textOf(index('blue-star', 15))).toBe('=15');
    expect(attr(index('wild-2', 5), 'data-symbol')).toBe('wild');
    expect(textOf(index('wild-2', 5))).toBe('W=5');
  });
});

describe('DeckCard props', () => {
  it('keeps the older sizes and adds small, normal and large, each drawn in its own view of the template', () => {
    expect([normalSize(undefined), normalSize('hand'), normalSize('compact'), normalSize('large')]).toEqual(['normal', 'normal', 'small', 'large']);
    const info = cardInfo(drawn, 'classic', 'green-4');
    expect(attr(html(<DeckCard content={drawn} info={info} size="compact" />), 'data-view')).toBe('micro');
    expect(attr(html(<DeckCard content={drawn} info={info} />), 'data-view')).toBe('mini');
    expect(attr(html(<DeckCard content={drawn} info={info} size="large" />), 'data-view')).toBe('tiny');
    expect(PLAYING_CARD_SIZES.large.width * 16).toBeGreaterThanOrEqual(44);
    expect(overlapMargin('large', 2.75)).toBe('-3.750rem');
    expect(overlapMargin('small')).toBe('-2.160rem');
  });

  it('puts the badge in the index strip, under the index, and names the card for screen readers', () => {
    const markup = html(<DeckCard content={drawn} info={cardInfo(drawn, 'classic', 'red-12')} badge="by Ada" standsFor={3} />);
    const index = markup.indexOf('data-drawing="robots-index"');
    const badge = markup.indexOf('data-drawing="robots-badge"');
    expect(index).toBeGreaterThan(0);
    expect(badge).toBeGreaterThan(index);
    expect(textOf(/<span class="robots-badge__tab"[^>]*>(.*?)<\/span>/.exec(markup)?.[1] ?? '')).toBe('by Ada');
    // Both lie inside the strip an overlapped card leaves showing (37% of a normal card's width).
    for (const drawing of ['robots-index', 'robots-badge']) expect(rightEdgeOf(markup, drawing)).toBeLessThanOrEqual(37);
    // A number stands for itself: only a star's or wild's stand-in is said, and the power always.
    expect(attr(markup, 'aria-label')).toBe('Red 12, power: Recycle, by Ada');
    expect(attr(markup, 'title')).toBe(`Red 12 · Recycle: ${drawn.powers.powers.find((p) => p.id === 'recycle')!.text}`);
    expect(attr(html(<DeckCard content={drawn} info={cardInfo(drawn, 'singularity', 'blue-star')} standsFor={15} />), 'aria-label')).toBe('Blue Star, standing for 15, power: Singularity');
    expect(attr(markup, 'data-template')).toBe('deck');
  });

  it("shows content's art instead of the generated robot", () => {
    const withArt = { ...structuredClone(drawn), deck: { ...structuredClone(drawn.deck), art: { 'red-star': 'art/robots/red-star.png' } } };
    for (const size of ['small', 'normal', 'large'] as const) {
      const star = html(<DeckCard content={withArt} info={cardInfo(withArt, 'classic', 'red-star')} size={size} />);
      expect(/<img [^>]*src="([^"]*)"/.exec(star)?.[1]).toBe('/art/robots/red-star.png');
      expect(star).not.toContain('class="robot-art"');
      expect(html(<DeckCard content={withArt} info={cardInfo(withArt, 'classic', 'red-9')} size={size} />)).toContain('class="robot-art"');
    }
    expect(robotsPrintedCards(withArt).find((card) => card.id === 'red-star')!.fields.art).toBe('art/robots/red-star.png');
  });
});

describe('deck.yaml art and symbols through the content loader', () => {
  const loadDeck = editedRobotsContent('deck.yaml');
  const load = (name: string, edit: (yaml: string) => string) => loadDeck(name, edit).errors.map(formatContentError);

  it('takes art by card id, and checks each picture is in ui/public (games/kit/cards/check-art.ts)', () => {
    const errors = load('good', (yaml) => `${yaml}art:\n  red-star: art/robots/red-star.png\n  wild-1: art/robots/wild.webp\n`);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/art "art\/robots\/red-star.png" is not found: there is no file ui\/public\/art\/robots\/red-star.png/);
    expect(errors[1]).toMatch(/art "art\/robots\/wild.webp" is not found/);
  });

  it('refuses a symbol it cannot draw, a key that is no card id, and a path that is no picture', () => {
    const errors = load('bad', (yaml) => `${yaml.replace('symbol: heart', 'symbol: skull')}art:\n  Red 9: art/robots/red-9.png\n  red-9: art/robots/red-9.gif\n`);
    expect(errors.join('\n')).toMatch(/skull/);
    expect(errors.join('\n')).toMatch(/unknown field "Red 9" in art/);
    expect(errors.join('\n')).toMatch(/\.png, \.jpg/);
  });
});
