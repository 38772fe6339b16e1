import { describe, expect, it } from 'vitest';
import { cardFormatOf, checkCardFormats } from '../../../games/kit/cards/card-formats.ts';
import { GAME_CARD_TYPES } from '../../../games/kit/cards/card-types.ts';
import { checkPieceFormats } from '../../../games/kit/cards/piece-formats.ts';
import { formatContentError } from '../../../games/kit/content/content-error.ts';
import { loadGameContent, type ContentModule } from '../../../games/kit/content/load-game-content.ts';
import { gameModules } from '../../../games/registry.ts';

const ROOT = 'test/fixtures/card-formats';
const ART_ROOT = `${ROOT}/public`;

// A game that reads only ROBOTS!' Constructed Robots: the card checks need a game id and one card file.
const constructsOnly: ContentModule = {
  id: 'robots',
  contentFiles: { constructs: { file: 'constructs.yaml', schema: 'constructs.schema.json' } },
  checkContent: () => [],
};

function load(fixture: string) {
  const result = loadGameContent(`${ROOT}/${fixture}`, [constructsOnly], { artRoot: ART_ROOT });
  return { ...result, messages: result.errors.map(formatContentError) };
}

describe('card formats and art in content', () => {
  it('loads art that exists and the formats of every card type', () => {
    const { games, messages } = load('good');
    expect(messages).toEqual([]);
    const content = games[0].content;
    expect(cardFormatOf(content, 'construct', 'ROBOTS!')).toMatchObject({ size: 'tarot', frameArt: 'art/robots/talos.png' });
    expect(cardFormatOf(content, 'deck', 'ROBOTS!')).toMatchObject({ size: 'bridge', back: { art: 'art/robots/talos.png' } });
  });

  it('a game without card-formats.yaml prints every type poker-sized with a drawn back', () => {
    const { games, messages } = load('no-formats');
    expect(messages).toEqual([]);
    expect(cardFormatOf(games[0].content, 'construct', 'ROBOTS!')).toEqual({ type: 'construct', size: 'poker', back: { label: 'ROBOTS!', colour: '#2a3142' } });
  });

  it('refuses missing, escaping, absolute and non-picture art at its file:line:col, saying what to write', () => {
    const { games, messages } = load('bad-art');
    expect(games).toEqual([]);
    const file = `${ROOT}/bad-art/robots/constructs.yaml`;
    expect(messages).toEqual([
      `${file}:7:10: error: art "art/robots/talso.png" is not found: there is no file ${ART_ROOT}/art/robots/talso.png. Did you mean "art/robots/talos.png"?`,
      `${file}:12:10: error: art "../../secret.png" leads outside ${ART_ROOT}/ (the folder the table, Storybook and the export serve): copy the picture into ${ART_ROOT}/ and write its path from there, e.g. "art/secret.png".`,
      `${file}:17:10: error: art "/etc/talos.png" is an absolute path: write it relative to ${ART_ROOT}/, e.g. "art/talos.png", and put the file there.`,
      `${file}:22:10: error: art "art/robots/talos.txt" is not a picture the table can draw: give a .png, .jpg, .webp or .svg file (export the .txt as one of those).`,
    ]);
  });

  it('names an unknown card type with the one meant, a type with no format, and a missing back or piece picture', () => {
    const { games, messages } = load('bad-formats');
    expect(games).toEqual([]);
    const file = `${ROOT}/bad-formats/robots/card-formats.yaml`;
    expect(messages).toEqual([
      `${file}:3:13: error: robots prints no card of type "constuct": write \`construct\` (the types are \`deck\`, \`construct\`).`,
      `${file}:3:3: error: no format for the Deck card (numbers, stars and wilds): add an entry \`- { type: deck, size: poker, back: { label: …, colour: "#2a3142" } }\` to cards.`,
      `${file}:8:13: error: robots draws no piece of type "chip" (it draws no pieces from this file): remove the entry.`,
      `${file}:6:63: error: art "art/robots/back.png" is not found: there is no file ${ART_ROOT}/art/robots/back.png. Put the picture there, or correct the path.`,
      `${file}:8:58: error: art "art/robots/chip.png" is not found: there is no file ${ART_ROOT}/art/robots/chip.png. Put the picture there, or correct the path.`,
    ]);
  });

  it('asks for one entry per type', () => {
    const twice = { cards: ['deck', 'construct', 'deck'].map((type) => ({ type, size: 'poker' as const, back: { label: 'R', colour: '#000000' } })) };
    expect(checkCardFormats('robots', twice)).toEqual([{ file: 'cardFormats', path: ['cards', 2, 'type'], message: 'the type "deck" is given twice (also entry 1): keep one entry per type.' }]);
  });

  it('names a piece type the table does not draw, with the one meant, and a piece given twice', () => {
    const pieces = (...types: string[]) => ({ cards: [], pieces: types.map((type) => ({ type, face: '#000000', edge: '#ffffff' })) });
    expect(checkPieceFormats('evil-robots', pieces('action-tokn'))).toEqual([{ file: 'cardFormats', path: ['pieces', 0, 'type'], message: 'evil-robots draws no piece of type "action-tokn": write `action-token`.' }]);
    expect(checkPieceFormats('bias-effect', pieces('chip', 'chip'))).toEqual([{ file: 'cardFormats', path: ['pieces', 1, 'type'], message: 'the piece "chip" is given twice (also entry 1): keep one entry per piece.' }]);
    expect(checkPieceFormats('bias-effect', pieces('chip'))).toEqual([]);
  });

  it('knows the card types of every registered game', () => {
    for (const module of gameModules) expect(GAME_CARD_TYPES[module.id]?.length, module.id).toBeGreaterThan(0);
  });
});
