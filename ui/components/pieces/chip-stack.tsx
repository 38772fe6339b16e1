import { useEffect, useRef } from 'react';
import type { PieceFormat } from '../../../games/kit/cards/piece-formats.ts';
import { columnsOf, pieceStyle } from './piece-look.ts';
import { reportMove } from './chip-flights.ts';
import { usePieceChanges } from './use-piece-changes.ts';
import './chips.css';

interface Props {
  n: number;
  /** The piece's look, from the game's card-formats.yaml (pieceFormatOf). */
  look: PieceFormat;
  /** The count in words, for screen readers and the tooltip, e.g. "11 chips". */
  words: (n: number) => string;
  /** `stack`: a player's chips in front of them; `pile`: a bank, wider and taller. */
  layout?: 'stack' | 'pile';
  testId?: string;
}

const SHAPE = { stack: { perColumn: 5, columns: 3 }, pile: { perColumn: 8, columns: 6 } } as const;
/** The most discs a move draws flying; the number tells a bigger payment. */
const MOST_MOVING = 5;

/** One disc seen from the side, its face on top. */
function Disc({ moving = false }: { moving?: boolean }) {
  return <span className={moving ? 'tw-disc tw-disc--moving' : 'tw-disc'} />;
}

/** Discs in columns, the bottom one first: only the picture of a count (aria-hidden, no number). */
export function ChipColumns({ n, look, layout = 'stack', leaving = false }: { n: number; look?: PieceFormat; layout?: 'stack' | 'pile'; leaving?: boolean }) {
  const { perColumn, columns } = SHAPE[layout];
  const heights = columnsOf(n, perColumn, columns);
  return (
    <span className="tw-chips__stacks" aria-hidden="true" data-leaving={leaving || undefined} style={look ? pieceStyle(look) : undefined}>
      {heights.length === 0 && <span className="tw-chips__none" />}
      {heights.map((h, c) => (
        <span key={c} className="tw-chips__column">
          {Array.from({ length: h }, (_, i) => (
            <Disc key={i} />
          ))}
        </span>
      ))}
    </span>
  );
}

/**
 * A count of chips (or tokens) drawn as pieces on the table: discs in stacks, the number beside
 * them, the words for a screen reader. A change moves discs (usePieceChanges, as a PieceRow's
 * pieces): a gain drops them onto the stack, a payment lifts them off and sends them flying to
 * where they went (chip-flights.ts); never under prefers-reduced-motion (chips.css).
 */
export function ChipStack({ n, look, words, layout = 'stack', testId }: Props) {
  const root = useRef<HTMLSpanElement>(null);
  const { spent, arrivedFrom, wave } = usePieceChanges(n);
  const delta = spent > 0 ? -spent : arrivedFrom !== null ? n - arrivedFrom : 0;
  const kind = delta > 0 ? 'gain' : delta < 0 ? 'pay' : undefined;
  useEffect(() => {
    if (delta !== 0 && root.current) reportMove(root.current, delta);
  }, [wave, delta]);
  return (
    <span ref={root} className="tw-chips" data-layout={layout} data-testid={testId} data-move={kind} title={words(n)} style={pieceStyle(look)}>
      <span className="tw-chips__layer" aria-hidden="true">
        <ChipColumns n={n} layout={layout} />
        {kind && (
          <span key={wave} className="tw-chips__moving" data-chip-move={kind}>
            {Array.from({ length: Math.min(Math.abs(delta), MOST_MOVING) }, (_, i) => (
              <Disc key={i} moving />
            ))}
            <span className="tw-chips__delta">{delta > 0 ? `+${delta}` : `−${-delta}`}</span>
          </span>
        )}
      </span>
      <span className="tw-chips__n" aria-hidden="true">
        {n}
      </span>
      <span className="visually-hidden">{words(n)}</span>
    </span>
  );
}
