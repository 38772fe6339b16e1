import { useRef, type CSSProperties, type ReactNode } from 'react';
import { describeCardSize, type CardSize } from '../../../games/kit/cards/card-sizes.ts';
import { artUrl } from './art-url.ts';
import { cardGeometry } from './card-geometry.ts';
import './card-fonts.ts';
import './physical-card.css';
import { useCardFit } from './use-card-fit.ts';

export interface PhysicalCardProps {
  /** The physical size (games/kit/cards/card-sizes.ts), named or in millimetres, from the game's card-formats.yaml. */
  size: CardSize;
  /** The trimmed card's width on screen, any CSS length: "15rem" at the table, "750px" for 300 dpi. */
  width: string;
  /** The width in rem the face's CSS was drawn for; it is laid out at that width, then scaled. */
  designWidth: number;
  /** The colour between the card's edge (or its bleed edge) and its safe area. */
  frame: string;
  /** An artist's frame behind the face, a path under ui/public. */
  frameArt?: string;
  /** Draws the 3 mm bleed around the trim line, as a print shop wants the file. */
  bleed?: boolean;
  /** Shows the trim line and the safe area (for artists; never printed). */
  guides?: boolean;
  /** Changes whenever the face's words change, so the fit is measured again. */
  fitKey?: unknown;
  testId?: string;
  children: ReactNode;
}

/**
 * A card at its physical proportions: a frame up to the safe area (and the bleed, for print),
 * and the face inside the safe area, scaled to the card's width and shrunk until its words fit.
 * Every card of every game is drawn through this, so what Storybook shows is what prints.
 */
export function PhysicalCard({ size, width, designWidth, frame, frameArt, bleed = false, guides = false, fitKey, testId, children }: PhysicalCardProps) {
  const safe = useRef<HTMLDivElement>(null);
  const face = useRef<HTMLDivElement>(null);
  useCardFit(safe, face, designWidth, fitKey);
  const g = cardGeometry(size, bleed);
  const style = {
    '--pc-width': `calc(${width} / ${g.trimShare})`,
    '--pc-aspect': g.aspect,
    '--pc-frame': frame,
    '--pc-frame-art': frameArt ? `url("${artUrl(frameArt)}")` : 'none',
    '--pc-trim-x': `${g.trim.x}%`,
    '--pc-trim-y': `${g.trim.y}%`,
    '--pc-safe-x': `${g.safe.x}%`,
    '--pc-safe-y': `${g.safe.y}%`,
  } as CSSProperties;
  return (
    <div className="pcard" data-card-size={describeCardSize(size)} data-bleed={bleed || undefined} data-guides={guides || undefined} data-testid={testId} style={style}>
      <div className="pcard__safe" ref={safe}>
        <div className="pcard__face" ref={face}>
          {children}
        </div>
      </div>
      {guides && (
        <div className="pcard__guides" aria-hidden="true">
          <div className="pcard__trim-line" />
          <div className="pcard__safe-line" />
        </div>
      )}
    </div>
  );
}
