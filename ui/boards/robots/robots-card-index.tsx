import { starPath, SuitShape, type SuitSymbol } from '../../components/card/pictograms.tsx';
import '../../components/card/card-fonts.ts';
import './robots-card-index.css';

interface Props {
  kind: 'number' | 'star' | 'wild';
  /** The number as printed (ignored for a star or a wild, which draw their own mark). */
  mark: string;
  symbol: SuitSymbol | undefined;
  /** Dark suit colour for the mark (legible on cream). */
  ink: string;
  /** The suit colour itself, for the symbol. */
  suit: string;
  /** What a star or a wild stands for in a run, shown under the symbol. */
  standsFor?: number;
}

/** Read upside down, 6 and 9 swap: they are underlined, as on printed cards. */
const AMBIGUOUS = new Set(['6', '9', '66', '68', '86', '89', '98', '99']);

/** The index is drawn 20 units wide: it fills the card's left strip whatever the card's size. */
const WIDTH = 20;

/**
 * A card's corner index: the number (or a star, or W) above the suit symbol. It is the only
 * part of a card left showing in an overlapped spread or heap, so it is an SVG that scales
 * with the strip and never wraps; a two-digit number is squeezed to fit (textLength) rather
 * than trusting the player's fonts to be narrow enough.
 */
export function CardIndex({ kind, mark, symbol, ink, suit, standsFor }: Props) {
  const height = standsFor === undefined ? 37 : 47;
  return (
    // Top-aligned: in a box tall enough for a stand-in value, a card without one keeps its index in the corner.
    <svg className="robots-index" viewBox={`0 0 ${WIDTH} ${height}`} preserveAspectRatio="xMidYMin meet" aria-hidden="true" data-mark={mark}>
      {kind === 'star' ? (
        <path d={starPath(10, 9.2, 9.6)} fill={ink} />
      ) : (
        <text
          x={10}
          y={16}
          textAnchor="middle"
          fontSize={kind === 'wild' ? 16.5 : 18.5}
          fontWeight={800}
          fill={ink}
          textLength={mark.length > 1 || kind === 'wild' ? 19.5 : undefined}
          lengthAdjust="spacingAndGlyphs"
          className="robots-index__mark"
        >
          {mark}
        </text>
      )}
      {kind === 'number' && AMBIGUOUS.has(mark) && <path d="M4.5 18.6 H15.5" stroke={ink} strokeWidth={1.7} strokeLinecap="round" />}
      {symbol ? <SuitShape symbol={symbol} fill={suit} outline={ink} x={2.5} y={20} size={15} /> : <WildHead ink={ink} fill={suit} />}
      {standsFor !== undefined && (
        <text x={10} y={45} textAnchor="middle" fontSize={9.5} fontWeight={800} fill="#1c2230" className="robots-index__stands" textLength={String(standsFor).length > 1 ? 19 : undefined} lengthAdjust="spacingAndGlyphs">
          ={standsFor}
        </text>
      )}
    </svg>
  );
}

/** A wild has no suit: its corner shows a little robot head where the symbol would be. */
function WildHead({ ink, fill }: { ink: string; fill: string }) {
  return (
    <g data-symbol="wild">
      <path d="M10 20.6 V23.4" stroke={ink} strokeWidth={1.6} />
      <circle cx={10} cy={20.6} r={1.6} fill={ink} />
      <rect x={3} y={23.4} width={14} height={11.6} rx={2.6} fill={fill} stroke={ink} strokeWidth={1.6} />
      <circle cx={7.4} cy={28.6} r={1.7} fill={ink} />
      <circle cx={12.6} cy={28.6} r={1.7} fill={ink} />
      <path d="M7.2 32.2 H12.8" stroke={ink} strokeWidth={1.3} strokeLinecap="round" />
    </g>
  );
}
