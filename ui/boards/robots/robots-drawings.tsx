import type { Drawings } from '../../components/card-face/template-layer.tsx';
import { inkOf } from '../../components/card/paint.ts';
import { EmblemShape, EMBLEMS, SUIT_SYMBOLS, type Emblem, type SuitSymbol } from '../../components/card/pictograms.tsx';
import { CardIndex } from './robots-card-index.tsx';

const PAPER = '#fffdf6';
const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined => list.find((entry) => entry === value);

/**
 * ROBOTS!'s drawings for its card templates (content/robots/card-faces.yaml):
 * `robots-index`, a corner index (the number, a star or W over the suit's symbol, drawn as
 * SVG so a two-digit number is squeezed to the strip rather than wrapped), from `kind`,
 * `mark`, `symbol` and `suit` (the suit's colour; the mark is inked from it);
 * `robots-emblem`, a power's emblem in `ink` on `paper`.
 */
export const ROBOTS_DRAWINGS: Drawings = {
  'robots-index': (p) => {
    const suit = text(p.suit, '#555555');
    const kind = p.kind === 'star' || p.kind === 'wild' ? p.kind : 'number';
    return <CardIndex kind={kind} mark={text(p.mark)} symbol={oneOf<SuitSymbol>(SUIT_SYMBOLS, p.symbol)} ink={inkOf(suit, PAPER)} suit={suit} />;
  },
  'robots-emblem': (p) => {
    const emblem = oneOf<Emblem>(EMBLEMS, p.emblem);
    return emblem ? (
      <svg viewBox="0 0 24 24">
        <EmblemShape emblem={emblem} ink={text(p.ink, '#ffffff')} paper={text(p.paper, '#1c2230')} />
      </svg>
    ) : null;
  },
};
