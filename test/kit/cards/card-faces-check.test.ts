import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CARD_VIEWS } from '../../../games/kit/cards/card-views.ts';
import { printedCardsOfAyar } from './ayar-cards-only.ts';
import { formatContentError } from '../../../games/kit/content/content-error.ts';
import { loadGameContent } from '../../../games/kit/content/load-game-content.ts';

const ROOT = 'test/fixtures/card-faces';

function load(fixture: string) {
  const result = loadGameContent(`${ROOT}/${fixture}`, [printedCardsOfAyar], { artRoot: `${ROOT}/public` });
  return { ...result, messages: result.errors.map(formatContentError) };
}

describe('card-faces.yaml beyond its schema', () => {
  it('names every mistake at its file:line:col, with what to write instead', () => {
    const { games, messages } = load('bad');
    const file = `${ROOT}/bad/are-you-a-robot/card-faces.yaml`;
    expect(messages).toEqual([
      `${file}:4:5: error: the icon "chip" needs one of \`image:\` (a picture under ui/public) or \`path:\` (SVG path data), not both.`,
      expect.stringMatching(new RegExp(`^${file}:4:24: error: art "art/chip.svg" is not found`)),
      `${file}:5:5: error: the icon "gem" needs one of \`image:\` (a picture under ui/public) or \`path:\` (SVG path data), not neither.`,
      `${file}:7:11: error: are-you-a-robot prints no card of type "identty": write \`identity\`.`,
      `${file}:12:68: error: a shape layer has no \`font\`: shape layers take \`shape\`, \`fill\`, \`stroke\`, \`radius\`, \`cut\`, \`path\`, \`viewBox\`, \`stripes\`.`,
      `${file}:13:37: error: identity cards have no field "nmae": write \`name\`.`,
      `${file}:13:63: error: no font "Space Grotsk": write \`Space Grotesk\`.`,
      `${file}:14:16: error: these words come within 1 mm of the card's edge, where a cut that wanders takes them: keep words in the safe area, x from 3 to 60.5 mm and y from 3 to 85.9 mm, or write \`box: safe\`.`,
      `${file}:15:61: error: identity cards have no field "artt": write \`art\`.`,
      `${file}:15:42: error: no drawing "ilustration": write \`illustration\`.`,
      expect.stringMatching(new RegExp(`^${file}:16:40: error: art "art/missing.png" is not found`)),
      expect.stringMatching(new RegExp(`^${file}:17:58: error: art "art/human.svg" is not found`)),
      `${file}:18:9: error: a \`shape: path\` layer needs \`path:\`, SVG path data such as "M0 0 L24 12 L0 24 Z".`,
      `${file}:22:21: error: identity cards have no field "flavour": write \`flavor\`.`,
      `${file}:22:40: error: identity cards have no field "flavr": write \`flavor\`.`,
    ]);
    expect(games).toEqual([]);
  });

  it("offers an editor the same views the checks know (a `when: { field: view, is }`'s values)", () => {
    const schema = JSON.parse(readFileSync('schemas/kit/card-faces.schema.json', 'utf8'));
    expect(schema.definitions.view.enum).toEqual([...CARD_VIEWS]);
  });

  it('loads a good template with the game content, under the cardFaces key', () => {
    const { games, messages } = load('restyle');
    expect(messages).toEqual([]);
    expect((games[0].content as { cardFaces: { faces: { type: string }[] } }).cardFaces.faces.map((f) => f.type)).toEqual(['identity']);
  });
});
