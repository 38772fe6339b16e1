import type { Drawings } from '../../components/card-face/template-layer.tsx';
import { inkOf } from '../../components/card/paint.ts';
import { EmblemShape, EMBLEMS, SUIT_SYMBOLS, type Emblem, type SuitSymbol } from '../../components/card/pictograms.tsx';
import { CardIndex } from './robots-card-index.tsx';
import './robots-badge.css';

const PAPER = '#fffdf6';
const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
const oneOf = <T extends string>(list: readonly T[], value: unknown): T | undefined => list.find((entry) => entry === value);

/**
 * ROBOTS!'s drawings for its card templates (content/robots/card-faces.yaml):
 * `robots-index`, a corner index (the number, a star or W over the suit's symbol, drawn as
 * SVG so a two-digit number is squeezed to the strip rather than wrapped), from `kind`,
 * `mark`, `symbol` and `suit` (the suit's colour; the mark is inked from it), and `stands`, what a
 * star or wild stands for in a spread, under the symbol; `robots-emblem`, a power's emblem in
 * `ink` on `paper`; `robots-badge`, a short note (`words`) on a red tab running up the box from
 * its foot, as long as the words (a layer's words fill their box, a tab must not).
 */
export const ROBOTS_DRAWINGS: Drawings = {
  'robots-index': (p) => {
    const suit = text(p.suit, '#555555');
    const kind = p.kind === 'star' || p.kind === 'wild' ? p.kind : 'number';
    const stands = typeof p.stands === 'number' ? p.stands : undefined;
    return <CardIndex kind={kind} mark={text(p.mark)} symbol={oneOf<SuitSymbol>(SUIT_SYMBOLS, p.symbol)} ink={inkOf(suit, PAPER)} suit={suit} standsFor={stands} />;
  },
  'robots-emblem': (p) => {
    const emblem = oneOf<Emblem>(EMBLEMS, p.emblem);
    return emblem ? (
      <svg viewBox="0 0 24 24">
        <EmblemShape emblem={emblem} ink={text(p.ink, '#ffffff')} paper={text(p.paper, '#1c2230')} />
      </svg>
    ) : null;
  },
  'robots-badge': (p) => {
    const words = text(p.words);
    return words ? (
      <span className="robots-badge">
        <span className="robots-badge__tab" title={words}>
          {words}
        </span>
      </span>
    ) : null;
  },
};
