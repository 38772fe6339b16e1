import type { ReactNode } from 'react';
import { usePieceChanges } from './use-piece-changes.ts';
import './pieces.css';

interface Props {
  n: number;
  /** One piece as drawn: the row repeats it. */
  piece: ReactNode;
  /** The count in words, e.g. "3 Action Tokens": for a screen reader and the pointer's tooltip. */
  words: string;
  /** Pieces drawn at most; more show as "+N". */
  cap?: number;
  testId?: string;
}

/**
 * The pieces a player holds, one drawn per piece, as they lie on the table: how many is seen at
 * a glance. A piece spent lifts off the row and fades; a piece gained drops into it (neither
 * under prefers-reduced-motion). None held leaves an empty place. The count is always there in
 * words for a screen reader.
 */
export function PieceRow({ n, piece, words, cap = 8, testId }: Props) {
  const { spent, arrivedFrom, wave } = usePieceChanges(n);
  const held = Math.min(n, cap);
  return (
    <span className="tw-piece-row" data-testid={testId} data-count={n} title={words}>
      <span className="tw-piece-row__pieces" aria-hidden="true">
        {n === 0 && spent === 0 && <span className="tw-piece-row__none" />}
        {Array.from({ length: held }, (_, i) => (
          <span key={i} className="tw-piece" data-arriving={(arrivedFrom !== null && i >= arrivedFrom) || undefined}>
            {piece}
          </span>
        ))}
        {Array.from({ length: Math.min(spent, cap) }, (_, i) => (
          <span key={`spent-${wave}-${i}`} className="tw-piece" data-spent="true">
            {piece}
          </span>
        ))}
        {n > cap && <span className="tw-piece-row__more">+{n - cap}</span>}
      </span>
      <span className="visually-hidden">{words}</span>
    </span>
  );
}
