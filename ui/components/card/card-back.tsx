import type { CardSize } from './card.tsx';
import './card.css';
import './card-theme-are-you-a-robot.css';
import './card-theme-robots.css';

interface Props {
  game: string;
  /** The words across the back, usually the game's title. */
  title: string;
  size?: CardSize;
  /** Read by screen readers, e.g. "Hidden card". */
  label?: string;
}

/** A face-down card: the same for every card of a game, so it gives nothing away. */
export function CardBack({ game, title, size = 'regular', label = 'Face-down card' }: Props) {
  return (
    <article className="card card--back" data-game={game} data-size={size} aria-label={label}>
      <div className="card-back__pattern" aria-hidden="true">
        <svg viewBox="0 0 100 140" preserveAspectRatio="xMidYMid slice">
          {Array.from({ length: 8 }, (_, row) =>
            Array.from({ length: 6 }, (_, col) => (
              <circle key={`${row}-${col}`} cx={col * 18 + (row % 2) * 9 + 5} cy={row * 18 + 8} r="3" />
            )),
          )}
        </svg>
      </div>
      <p className="card-back__title">{title}</p>
    </article>
  );
}
