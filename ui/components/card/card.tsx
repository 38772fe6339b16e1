import type { CSSProperties } from 'react';
import type { CardFace } from './card-face.ts';
import { CardIllustration } from './card-illustration.tsx';
import { RobotArt } from './robot-art.tsx';
import './card.css';
import './card-theme-are-you-a-robot.css';
import './card-theme-robots.css';

export type CardSize = 'regular' | 'small' | 'tiny';

interface Props {
  /** The game id: picks the game's own frame and type line look. */
  game: string;
  face: CardFace;
  size?: CardSize;
  testId?: string;
}

/** One card, face up, drawn entirely from content. */
export function Card({ game, face, size = 'regular', testId }: Props) {
  const style = { '--card-primary': face.palette.primary, '--card-accent': face.palette.accent } as CSSProperties;
  return (
    <article className="card" data-game={game} data-size={size} data-card={face.id} data-testid={testId} style={style} aria-label={`${face.name} card`}>
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
          <img src={face.art} alt={`${face.name} artwork`} />
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
}
