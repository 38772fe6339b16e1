import type { CSSProperties } from 'react';
import { seatHue } from './seat-voice.ts';
import './seat-words.css';

interface Props {
  seat: string;
  /** Who spoke, for a screen reader: "You" or the seat's name. */
  speaker: string;
  words: string;
  /** The table's own class, to place the words in its seat's layout. */
  className?: string;
}

/** What a seat said last, at the seat, in its chat colour: two lines at most, the whole line on hover. */
export function SeatWords({ seat, speaker, words, className }: Props) {
  return (
    <p className={className ? `seat-words ${className}` : 'seat-words'} style={{ '--chat-hue': seatHue(seat) } as CSSProperties} data-testid={`said-${seat}`} title={words}>
      <span className="visually-hidden">{speaker} said: </span>“{words}”
    </p>
  );
}
