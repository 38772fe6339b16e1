import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { checkCardFaces } from '../../games/kit/cards/check-card-faces.ts';
import type { CardFacesFile, Layer } from '../../games/kit/cards/face-template.ts';
import { TemplateCard } from '../../ui/components/card-face/template-card.tsx';

const poker = { widthMm: 63.5, heightMm: 88.9 };
const fields = { id: 'a', name: 'A', count: 1, palette: { light: '#eeeeee', mid: '#777777', dark: '#111111' } };
const draw = (fill: Layer) => renderToStaticMarkup(<TemplateCard template={{ type: 'faction', layers: [fill] }} faces={{ faces: [] }} fields={fields} design={poker} width="10rem" drawings={{}} />);
const background = (markup: string) => /background:([^;"]*)/.exec(markup.replaceAll('&#x27;', "'"))?.[1];

describe('a template gradient', () => {
  it('runs from `from` to `to` at its angle', () => {
    expect(background(draw({ box: 'card', shape: 'rect', fill: { from: '{palette.light}', to: '{palette.dark}', angle: 160 } }))).toBe('linear-gradient(160deg, #eeeeee, #111111)');
  });

  it('passes through `via` at its share of the way, halfway when it names none', () => {
    expect(background(draw({ box: 'card', shape: 'rect', fill: { from: '{palette.light}', via: { colour: '{palette.mid}', at: 60 }, to: '{palette.dark}', angle: 160 } }))).toBe('linear-gradient(160deg, #eeeeee, #777777 60%, #111111)');
    expect(background(draw({ box: 'card', shape: 'rect', fill: { from: '#fff', via: { colour: '#888' }, to: '#000' } }))).toBe('linear-gradient(180deg, #fff, #888 50%, #000)');
  });

  it('glows out from `centre` as a circle', () => {
    expect(background(draw({ box: 'card', shape: 'rect', fill: { from: '{palette.light}', via: { colour: '{palette.mid}', at: 55 }, to: '{palette.dark}', centre: [50, 30] } }))).toBe('radial-gradient(circle at 50% 30%, #eeeeee, #777777 55%, #111111)');
  });

  it("is checked for the fields its middle colour reads", () => {
    const file: CardFacesFile = { faces: [{ type: 'faction', layers: [{ box: 'card', shape: 'rect', fill: { from: '#fff', via: { colour: '{palette.middle}' }, to: '#000' } }] }] };
    const issues = checkCardFaces('three-laws', file, [{ type: 'faction', id: 'a', name: 'A', count: 1, fields: { rank: 1 } }], () => poker);
    expect(issues.map((i) => [i.path, i.message])).toContainEqual([['faces', 0, 'layers', 0, 'fill', 'via', 'colour'], expect.stringContaining('no field "palette"')]);
  });
});
