import { renderToStaticMarkup } from 'react-dom/server';
import { CARD_SIZES } from '../../games/kit/cards/card-sizes.ts';
import { describe, expect, it } from 'vitest';
import { checkCardFaces } from '../../games/kit/cards/check-card-faces.ts';
import type { CardFacesFile, Layer } from '../../games/kit/cards/face-template.ts';
import { TemplateCard } from '../../ui/components/card-face/template-card.tsx';

const poker = { widthMm: 63.5, heightMm: 88.9 };
const file = (layers: Layer[]): CardFacesFile => ({ faces: [{ type: 'identity', layers }] });
const record = { type: 'identity', id: 'a', name: 'A', count: 1, fields: { art: 'art/a.png' } };
const drawn = (layer: Layer) => renderToStaticMarkup(<TemplateCard template={file([layer]).faces[0]} faces={file([layer])} fields={record.fields} design={poker} width="254px" drawings={{ dot: () => <svg /> }} />);

describe('a picture with rounded corners (radius)', () => {
  it('rounds and clips an image or a drawing to the radius, in the card width’s units', () => {
    const round = /border-radius:([^;"]+);overflow:hidden/;
    expect(round.exec(drawn({ box: [0, 0, 10, 10], drawing: 'dot', radius: 6.35 }))?.[1]).toBe('10cqw');
    expect(round.exec(drawn({ box: [0, 0, 10, 10], image: '{art}', radius: 6.35 }))?.[1]).toBe('10cqw');
    expect(drawn({ box: [0, 0, 10, 10], drawing: 'dot' })).not.toContain('border-radius');
  });

  it('is a key image and drawing layers take, and text layers do not', () => {
    const issues = (layer: Layer) => checkCardFaces('are-you-a-robot', file([layer]), [record], () => CARD_SIZES.poker, 'ui/public').map((issue) => issue.message);
    expect(issues({ box: [0, 0, 10, 10], drawing: 'robot', radius: 2 })).toEqual([]);
    expect(issues({ box: 'safe', text: 'Hi', radius: 2 } as Layer)).toEqual([expect.stringContaining('a text layer has no `radius`')]);
  });
});
