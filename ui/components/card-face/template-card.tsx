import type { CSSProperties } from 'react';
import { resolveText, type CardFields } from '../../../games/kit/cards/face-bindings.ts';
import type { CardFacesFile, FaceTemplate } from '../../../games/kit/cards/face-template.ts';
import { BLEED_MM } from '../../../games/kit/cards/card-sizes.ts';
import '../card/card-fonts.ts';
import '../../styles/visually-hidden.css';
import { CardGuides } from './card-guides.tsx';
import { faceUnits, type Mm } from './face-units.ts';
import { TemplateFonts } from './template-fonts.tsx';
import { TemplateLayer, type Drawings } from './template-layer.tsx';
import './template-card.css';

export interface TemplateCardProps {
  template: FaceTemplate;
  /** The game's card-faces.yaml, for its icons and fonts. */
  faces: CardFacesFile;
  fields: CardFields;
  /** The template's own card size: its format's. */
  design: Mm;
  /** The size drawn, when another (`tablewright export --size`); the design's otherwise. */
  drawn?: Mm;
  /** The trimmed card's width, any CSS length: "15rem" at the table, "750px" for 300 dpi. */
  width: string;
  /** Draws the 3 mm bleed around the trim line, as a print shop wants the file. */
  bleed?: boolean;
  /** Shows the trim line and the safe area (for artists; never printed). */
  guides?: boolean;
  /** Where the card is drawn, a field its template may test (`view`): print, regular, small or tiny. */
  view?: string;
  drawings: Drawings;
  /** A tooltip: what a table says of the card on hover (a power's rules) beyond what its face shows. */
  title?: string;
  testId?: string;
}

/**
 * A card face drawn from its template (content/<game>/card-faces.yaml) and its fields: the one
 * renderer the table, Storybook, the PDF, the PNGs and the TTS sheets use, so what an artist
 * approves on screen is what prints.
 */
export function TemplateCard({ template, faces, fields, design, drawn = design, width, bleed = false, guides = false, view = 'print', drawings, title, testId }: TemplateCardProps) {
  const b = bleed ? BLEED_MM : 0;
  const units = faceUnits(design, drawn, b);
  const seen = { ...fields, view };
  const label = resolveText(template.label ?? '{name}', seen);
  const style = { '--face-own-width': `calc(${width} * ${(drawn.widthMm + 2 * b) / drawn.widthMm})`, '--face-aspect': units.aspect } as CSSProperties;
  return (
    <article className="tw-face" data-template={template.type} data-card={typeof fields.id === 'string' ? fields.id : undefined} data-view={view} data-bleed={bleed || undefined} data-testid={testId} aria-label={label} title={title} style={style}>
      <TemplateFonts fonts={faces.fonts} />
      {template.layers.map((layer, i) => (
        <TemplateLayer key={i} layer={layer} fields={seen} icons={faces.icons ?? []} drawings={drawings} units={units} />
      ))}
      <CardGuides bleed={b} drawn={drawn} shown={guides} />
    </article>
  );
}
