import type { CSSProperties } from 'react';
import type { SeatMark } from './seat-marks.ts';

interface Props {
  mark: SeatMark;
  /** Said on hover and to screen readers, e.g. "Added by Bo". */
  title: string;
}

/** A seat's tag in its colour: by the name in the players' row, and under a card that seat added to someone's spread. */
export function SeatMarker({ mark, title }: Props) {
  return (
    <span className="robots-mark" style={{ '--mark': mark.colour } as CSSProperties} title={title} aria-label={title} role="img">
      {mark.tag}
    </span>
  );
}
