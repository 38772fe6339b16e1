import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CardRecord } from '../../../games/kit/cards/card-records.ts';
import { checkCardFaces } from '../../../games/kit/cards/check-card-faces.ts';
import type { CardFacesFile, TextLayer } from '../../../games/kit/cards/face-template.ts';
import { TemplateCard } from '../../../ui/components/card-face/template-card.tsx';

// A made-up card with a type: enough for a template's field checks and one drawing.
const record: CardRecord = { type: 'power', id: 'p', name: 'P', count: 1, fields: { type: 'active', typeName: 'Active', when: 'While face up' } };
const typeColour = { field: 'type', map: { immediate: '#3f8fe0', active: '#d8902f' } };

function file(layer: TextLayer): CardFacesFile {
  return { faces: [{ type: 'power', layers: [layer] }] };
}

// The layer's own issues: the file leaves out the game's other kinds of card, which the checker names too.
const messages = (layer: TextLayer) => checkCardFaces('evil-robots', file(layer), [record], () => ({ widthMm: 44.45, heightMm: 63.5 })).map((i) => `${i.path.join('.')}: ${i.message}`).filter((m) => m.startsWith('faces.0.'));

function drawn(layer: TextLayer): string {
  return renderToStaticMarkup(<TemplateCard template={file(layer).faces[0]} faces={file(layer)} fields={{ ...record.fields, id: 'p', name: 'P' }} design={{ widthMm: 44.45, heightMm: 63.5 }} width="10rem" drawings={{}} />);
}

describe('a text layer says how its **bold** words look (`strong`)', () => {
  it('is checked like any other value: a strong colour reads fields the cards have', () => {
    expect(messages({ box: 'safe', text: '**{typeName}** · {when}', strong: { colour: typeColour, case: 'upper', spacing: 0.08 } })).toEqual([]);
    expect(messages({ box: 'safe', paragraphs: [{ text: '**{typeName}**', strong: { colour: '{tipe}' } }] })).toEqual(['faces.0.layers.0.paragraphs.0.strong.colour: power cards have no field "tipe": write `type`.']);
    expect(messages({ box: 'safe', text: '**{typeName}**', strong: { colour: '{tipe}' } })).toEqual(['faces.0.layers.0.strong.colour: power cards have no field "tipe": write `type`.']);
  });

  it("draws the bold words in the strong colour, case and spacing, a paragraph's own over the layer's", () => {
    const layer = drawn({ box: 'safe', text: '**{typeName}** · {when}', colour: '#aab6c9', strong: { colour: typeColour, case: 'upper', spacing: 0.08 } });
    expect(layer).toContain('<strong style="color:#d8902f;text-transform:uppercase;letter-spacing:0.08em">Active</strong> · While face up');
    const paragraph = drawn({ box: 'safe', strong: { colour: '#111111' }, paragraphs: [{ text: '**{typeName}**', strong: { colour: '#222222', case: 'none' } }, { text: '**{when}**' }] });
    expect(paragraph).toContain('<strong style="color:#222222;text-transform:none">Active</strong>');
    expect(paragraph).toContain('<strong style="color:#111111">While face up</strong>');
    expect(drawn({ box: 'safe', text: '**{typeName}**' })).toContain('<strong>Active</strong>');
  });
});
