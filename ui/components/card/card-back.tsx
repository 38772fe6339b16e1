import type { CSSProperties } from 'react';
import { artUrl } from './art-url.ts';
import { CARD_WIDTH_REM, type CardSize, type PrintFormat, type PrintOptions } from './card.tsx';
import { PhysicalCard } from './physical-card.tsx';
import './card.css';
import './card-theme-are-you-a-robot.css';
import './card-theme-robots.css';

interface Props extends PrintOptions {
  game: string;
  /** The words across the back, usually the game's title. */
  title: string;
  size?: CardSize;
  /** The back's colour and an artist's back, from the game's card-formats.yaml. */
  colour?: string;
  art?: string;
  format?: PrintFormat;
  /** Read by screen readers, e.g. "Hidden card". */
  label?: string;
}

/**
 * A face-down card: the same for every card of a kind, so it gives nothing away. An artist's
 * back fills the card (in print, its bleed too). Given a format, a width, bleed or guides, it
 * is drawn at its physical size, as it prints.
 */
export function CardBack({ game, title, size = 'regular', colour = '#333333', art, format, width, bleed, guides, label = 'Face-down card' }: Props) {
  const printed = format !== undefined || width !== undefined || bleed === true || guides === true;
  // In print the artist's back is the frame's picture, under the bleed; at the table, the card's own.
  const artStyle: CSSProperties = art ? (printed ? { background: 'transparent' } : { backgroundImage: `url("${artUrl(art)}")` }) : {};
  const style = { '--back-colour': colour, ...artStyle } as CSSProperties;
  const back = (
    <article className="card card--back" data-game={game} data-size={size} data-art={art ? true : undefined} aria-label={label} style={style}>
      {!art && (
        <div className="card-back__pattern" aria-hidden="true">
          <svg viewBox="0 0 100 140" preserveAspectRatio="xMidYMid slice">
            {Array.from({ length: 8 }, (_, row) =>
              Array.from({ length: 6 }, (_, col) => <circle key={`${row}-${col}`} cx={col * 18 + (row % 2) * 9 + 5} cy={row * 18 + 8} r="3" />),
            )}
          </svg>
        </div>
      )}
      {!art && (
        <p className="card-back__title" data-card-title>
          {title}
        </p>
      )}
    </article>
  );
  if (!printed) return back;
  return (
    <PhysicalCard size={format?.size ?? 'poker'} frameArt={art} width={width ?? `${CARD_WIDTH_REM[size]}rem`} designWidth={CARD_WIDTH_REM[size]} frame={colour} bleed={bleed} guides={guides} fitKey={title}>
      {back}
    </PhysicalCard>
  );
}
