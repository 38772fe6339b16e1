import type { CSSProperties, ReactNode } from 'react';
import type { CardInfo } from './card-info.ts';

interface Props {
  info: CardInfo;
  /** `hand`: full face; `compact`: a card in a spread or the Scrap Heap. */
  size?: 'hand' | 'compact';
  /** A note across the bottom, e.g. "must play". */
  badge?: ReactNode;
  /** In a run, what a star or a wild stands for. */
  standsFor?: number | null;
}

/**
 * A ROBOTS! card as the table draws it: its colour as the frame, the number (or ★, W) large
 * in the corner so it stays readable when cards overlap, and the power's name on power cards.
 */
export function PlayingCard({ info, size = 'hand', badge, standsFor }: Props) {
  const style = { '--suit': info.display } as CSSProperties;
  const standsLabel = standsFor !== undefined && standsFor !== null && info.kind !== 'number' ? standsFor : undefined;
  return (
    <span className="playing-card" data-kind={info.kind} data-size={size} data-power={info.power ? info.power.id : undefined} style={style}>
      <span className="playing-card__corner" aria-hidden="true">
        {info.mark}
        {standsLabel !== undefined && <small className="playing-card__as">={standsLabel}</small>}
      </span>
      <span className="playing-card__centre" aria-hidden="true">
        {info.kind === 'wild' ? <WildRobot /> : info.mark}
      </span>
      <span className="playing-card__colour" aria-hidden="true">
        {info.colour?.name ?? 'Wild'}
      </span>
      {info.power && <span className="playing-card__power" aria-hidden="true">{info.power.name}</span>}
      {badge && <span className="playing-card__badge">{badge}</span>}
      <span className="visually-hidden">
        {info.name}
        {standsLabel !== undefined ? `, standing for ${standsLabel}` : ''}
        {info.power ? `, power: ${info.power.name}` : ''}
      </span>
    </span>
  );
}

/** The wild card's face: a robot head, drawn so it needs no emoji font. */
function WildRobot() {
  return (
    <svg className="playing-card__robot" viewBox="0 0 40 40">
      <line x1="20" y1="3" x2="20" y2="10" stroke="currentColor" strokeWidth="2.5" />
      <circle cx="20" cy="4" r="3" fill="currentColor" />
      <rect x="6" y="10" width="28" height="22" rx="5" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle cx="14" cy="19" r="3.2" fill="currentColor" />
      <circle cx="26" cy="19" r="3.2" fill="currentColor" />
      <rect x="13" y="25" width="14" height="3" rx="1.5" fill="currentColor" />
      <rect x="2" y="17" width="4" height="8" rx="1.5" fill="currentColor" />
      <rect x="34" y="17" width="4" height="8" rx="1.5" fill="currentColor" />
    </svg>
  );
}
