import { describe, expect, it } from 'vitest';
import { cardFormatOf } from '../../../games/kit/cards/card-formats.ts';
import { cardSizeProblem, parseCardSize } from '../../../games/kit/cards/card-size-check.ts';
import { cardSizeMm, describeCardSize } from '../../../games/kit/cards/card-sizes.ts';
import { formatContentError } from '../../../games/kit/content/content-error.ts';
import { loadGameContent, type ContentModule } from '../../../games/kit/content/load-game-content.ts';
import { cardGeometry, displayWidth } from '../../../ui/components/card/card-geometry.ts';

const ROOT = 'test/fixtures/card-formats';

// A game that reads only ROBOTS!' Constructed Robots: the card checks need a game id and one card file.
const constructsOnly: ContentModule = {
  id: 'robots',
  contentFiles: { constructs: { file: 'constructs.yaml', schema: 'constructs.schema.json' } },
  checkContent: () => [],
};

function load(fixture: string) {
  const result = loadGameContent(`${ROOT}/${fixture}`, [constructsOnly], { artRoot: `${ROOT}/public` });
  return { ...result, messages: result.errors.map(formatContentError) };
}

describe('card sizes: named or in millimetres', () => {
  it('gives any size its millimetres, and draws a custom card at its own proportions', () => {
    expect(cardSizeMm('poker')).toEqual({ widthMm: 63.5, heightMm: 88.9 });
    expect(cardSizeMm({ widthMm: 70, heightMm: 110 })).toEqual({ widthMm: 70, heightMm: 110 });
    expect(describeCardSize({ widthMm: 63.5, heightMm: 88.9 })).toBe('63.5 × 88.9 mm');
    expect(cardGeometry({ widthMm: 70, heightMm: 110 }, false).aspect).toBeCloseTo(70 / 110, 9);
    expect(cardGeometry({ widthMm: 70, heightMm: 110 }, true).aspect).toBeCloseTo(76 / 116, 9);
    expect(displayWidth({ widthMm: 63.5, heightMm: 100 })).toBe(displayWidth('poker'));
  });

  it('reads --size as a name, millimetres, centimetres or inches, and says what to write otherwise', () => {
    expect(parseCardSize('tarot')).toEqual({ size: 'tarot' });
    expect(parseCardSize('70x110')).toEqual({ size: { widthMm: 70, heightMm: 110 } });
    expect(parseCardSize('70x110mm')).toEqual({ size: { widthMm: 70, heightMm: 110 } });
    expect(parseCardSize('7 × 11 cm')).toEqual({ size: { widthMm: 70, heightMm: 110 } });
    expect(parseCardSize('2.5x3.5in')).toEqual({ size: { widthMm: 63.5, heightMm: 88.9 } });
    for (const bad of ['huge', '70', '70x', 'x110', '70x110ft', '-70x110', '70,110']) {
      expect(parseCardSize(bad), bad).toEqual({ error: `--size must be poker, bridge, tarot, mini or a width and height such as 70x110 (millimetres), 7x11cm or 2.5x3.5in, not "${bad}".` });
    }
  });

  it('refuses a size nobody can print, naming the number to change and what to write', () => {
    expect(cardSizeProblem('tarot')).toBeUndefined();
    expect(cardSizeProblem({ widthMm: 70, heightMm: 110 })).toBeUndefined();
    expect(cardSizeProblem({ widthMm: 0, heightMm: 88.9 })).toMatchObject({ field: 'widthMm', message: expect.stringMatching(/above zero, e\.g\. \{ widthMm: 63\.5, heightMm: 88\.9 \}/) });
    expect(cardSizeProblem({ widthMm: 63.5, heightMm: -1 })).toMatchObject({ field: 'heightMm' });
    expect(cardSizeProblem({ widthMm: 110, heightMm: 70 })).toMatchObject({ field: 'widthMm', message: expect.stringMatching(/on its side.*upright as \{ widthMm: 70, heightMm: 110 \}/) });
    expect(cardSizeProblem({ widthMm: 110, heightMm: 70 }, ['a4'], 'flag')?.message).toMatch(/upright as --size 70x110\.$/);
    expect(cardSizeProblem({ widthMm: 25, heightMm: 40 })).toMatchObject({ field: 'widthMm', message: expect.stringMatching(/at least 30 mm wide/) });
    expect(cardSizeProblem({ widthMm: 40, heightMm: 100 })).toMatchObject({ field: 'heightMm', message: expect.stringMatching(/at most 88\.89 mm/) });
    // 150 x 270 with its bleed is 276 mm tall: A4's 297 mm takes it inside the 6 mm margins, US Letter's 279.4 mm does not.
    expect(cardSizeProblem({ widthMm: 150, heightMm: 270 }, ['a4'])).toBeUndefined();
    expect(cardSizeProblem({ widthMm: 150, heightMm: 270 }, ['a4', 'letter'])).toMatchObject({ field: 'heightMm', message: expect.stringMatching(/does not fit on US Letter/) });
    expect(cardSizeProblem({ widthMm: 200, heightMm: 250 }, ['a4'])).toMatchObject({ field: 'widthMm', message: expect.stringMatching(/does not fit on A4/) });
  });
});

describe('card-formats.yaml sizes', () => {
  it('takes a width and height in millimetres beside a named size', () => {
    const { games, messages } = load('custom-size');
    expect(messages).toEqual([]);
    expect(cardFormatOf(games[0].content, 'deck', 'ROBOTS!').size).toEqual({ widthMm: 70, heightMm: 110 });
    expect(cardFormatOf(games[0].content, 'construct', 'ROBOTS!').size).toBe('mini');
  });

  it('says once, at the size, what to write for a size the schema does not know', () => {
    const { messages } = load('bad-size-schema');
    const file = `${ROOT}/bad-size-schema/robots/card-formats.yaml`;
    expect(messages).toEqual([
      `${file}:4:25: error: cards[0].size: write a named size (poker, bridge, tarot or mini) or a width and height in millimetres, e.g. { widthMm: 70, heightMm: 110 }; found "huge".`,
      `${file}:5:41: error: cards[1].size.widthMm: must be more than 0; found 0.`,
    ]);
  });

  it('refuses a card on its side and a card too big for the paper at the number to change', () => {
    const { games, messages } = load('bad-size-checks');
    expect(games).toEqual([]);
    const file = `${ROOT}/bad-size-checks/robots/card-formats.yaml`;
    expect(messages).toEqual([
      `${file}:4:36: error: a card 110 mm wide and 70 mm tall lies on its side, and card faces are laid out upright: write the same card upright as { widthMm: 70, heightMm: 110 }.`,
      `${file}:5:56: error: a card 150 × 270 mm does not fit on US Letter paper with its 3 mm bleed inside the printer's margin: make it smaller (tarot, 70 × 120 mm, fits four to a page).`,
    ]);
  });
});
