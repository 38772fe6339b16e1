import type { CSSProperties, ReactNode } from 'react';
import './pieces.css';

interface Props {
  n: number;
  piece: ReactNode;
  /** The count in words, e.g. "20 Action Tokens in the supply". */
  words: string;
  /** How many pieces one layer of the pile stands for, and the most layers drawn. */
  perLayer?: number;
  most?: number;
  testId?: string;
}

/**
 * A supply as a pile: pieces stacked, higher the more it holds, with the count beside it (and
 * in words for a screen reader); an empty supply is an empty place and a 0.
 */
export function PiecePile({ n, piece, words, perLayer = 4, most = 5, testId }: Props) {
  const layers = Math.min(most, Math.ceil(n / perLayer));
  return (
    <span className="tw-piece-pile" data-testid={testId} data-count={n} data-layers={layers} title={words}>
      <span className="tw-piece-pile__stack" aria-hidden="true" style={{ '--tw-pile-layers': layers } as CSSProperties}>
        {layers === 0 && <span className="tw-piece-row__none" />}
        {Array.from({ length: layers }, (_, i) => (
          <span key={i} className="tw-piece-pile__layer" style={{ '--tw-pile-layer': i } as CSSProperties}>
            {piece}
          </span>
        ))}
      </span>
      <span className="tw-piece-pile__count" aria-hidden="true">
        {n}
      </span>
      <span className="visually-hidden">{words}</span>
    </span>
  );
}
