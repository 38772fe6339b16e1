import { useRef, type CSSProperties } from 'react';
import type { CardSize as PhysicalSize } from '../../../games/kit/cards/card-sizes.ts';
import { artUrl } from './art-url.ts';
import type { CardFace } from './card-face.ts';
import { CardIllustration } from './card-illustration.tsx';
import { PhysicalCard } from './physical-card.tsx';
import { RobotArt } from './robot-art.tsx';
import { useWordsFit } from './use-card-fit.ts';
import './card.css';
import './card-theme-are-you-a-robot.css';
import './card-theme-robots.css';

export type CardSize = 'regular' | 'small' | 'tiny';

/** How wide each display size draws the trimmed card, in rem; the face's CSS is drawn at that width too. */
export const CARD_WIDTH_REM: Record<CardSize, number> = { regular: 15, small: 10, tiny: 6.5 };

/** How a card is printed, from the game's card-formats.yaml (games/kit/cards/card-formats.ts). */
export interface PrintFormat {
  size: PhysicalSize;
  frameArt?: string;
}

export interface PrintOptions {
  /** The trimmed width as CSS, overriding the display size's (e.g. "750px" for 300 dpi). */
  width?: string;
  bleed?: boolean;
  guides?: boolean;
}

interface Props extends PrintOptions {
  /** The game id: picks the game's own frame and type line look. */
  game: string;
  face: CardFace;
  size?: CardSize;
  format?: PrintFormat;
  testId?: string;
}

/**
 * One card, face up, drawn entirely from content. At the table it keeps a poker card's shape
 * whatever its words (they shrink to fit); given a format, a width, bleed or guides, it is drawn
 * at its physical size through PhysicalCard, as it prints.
 */
export function Card({ game, face, size = 'regular', format, width, bleed, guides, testId }: Props) {
  const printed = format !== undefined || width !== undefined || bleed === true || guides === true;
  const ref = useRef<HTMLElement>(null);
  useWordsFit(ref, !printed, face);
  const style = { '--card-primary': face.palette.primary, '--card-accent': face.palette.accent } as CSSProperties;
  const card = (
    <article ref={printed ? undefined : ref} className="card" data-game={game} data-size={size} data-card={face.id} data-testid={testId} style={style} aria-label={`${face.name} card`}>
      <header className="card__header">
        <h3 className="card__name">{face.name}</h3>
        {face.count !== undefined && (
          <span className="card__count" title={`${face.count} in a pack`}>
            ×{face.count}
          </span>
        )}
      </header>
      <div className="card__art">
        {face.art ? (
          <img src={artUrl(face.art)} alt={`${face.name} artwork`} />
        ) : face.robot ? (
          <RobotArt look={face.robot} frame="landscape" label={`${face.name} illustration`} />
        ) : (
          <CardIllustration id={face.id} figure={face.figure} palette={face.palette} />
        )}
      </div>
      <p className="card__type">{face.typeLine}</p>
      <div className="card__body">
        <p className="card__text">{face.text}</p>
        {face.flavor && <p className="card__flavor">{face.flavor}</p>}
      </div>
    </article>
  );
  if (!printed) return card;
  const sheet = format ?? { size: 'poker' };
  return (
    <PhysicalCard size={sheet.size} frameArt={sheet.frameArt} width={width ?? `${CARD_WIDTH_REM[size]}rem`} designWidth={CARD_WIDTH_REM[size]} frame={face.palette.primary} bleed={bleed} guides={guides} fitKey={face}>
      {card}
    </PhysicalCard>
  );
}
