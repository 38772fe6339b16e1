import type { ReactNode } from 'react';
import type { RobotsContent } from '../../../games/robots/content-types.ts';
import type { Spread } from '../../../games/robots/state.ts';
import { GameCard } from '../game-card.tsx';
import type { CardInfo } from './card-info.ts';
import { ROBOTS_GAME_ID } from './card-faces.ts';
import { DeckCard } from './deck-card.tsx';
import { SeatMarker } from './seat-mark.tsx';
import type { SeatMark } from './seat-marks.ts';

/** A Constructed Robot stands in a spread no wider than the five cards it replaced would overlap. */
const CONSTRUCT_WIDTH = '4.6rem';

/** How a spread stands to the viewer's current choice: it takes the selected cards, the claimable discard, or neither. */
export type SpreadTarget = 'extend' | 'claim' | 'none';

interface Props {
  spread: Spread;
  content: RobotsContent;
  info(id: string): CardInfo;
  names: Record<string, string>;
  marks: Record<string, SeatMark>;
  /** Undefined when the viewer has nothing to place; otherwise whether this spread takes it (it glows) or not (it dims). */
  target?: SpreadTarget;
  /** The buttons that add the selected cards here, only where that is allowed. */
  actions?: ReactNode;
}

/** What a spread is, in words: "Red run 2–5", "Set of 9s". */
export function spreadTitle(content: RobotsContent, spread: Spread): string {
  if (spread.kind === 'set') return spread.rank === 'star' ? `Set of ${content.deck.star.name.toLowerCase()}s` : `Set of ${spread.rank}s`;
  const colour = content.deck.colours.find((c) => c.id === spread.colour)?.name ?? spread.colour;
  const values = spread.cards.map((p) => p.as ?? 0);
  return `${colour} run ${Math.min(...values)}–${Math.max(...values)}`;
}

/**
 * One spread on the table; a Constructed Robot shows its card instead of the five it replaced.
 * Cards overlap only as far as keeps each corner index in view, and a card someone else
 * added carries that seat's marker under it (not across it), so markers never collide.
 */
export function SpreadView({ spread, content, info, names, marks, target, actions }: Props) {
  const robot = spread.constructed === null ? undefined : content.constructs.robots.find((r) => r.number === spread.constructed);
  return (
    <li className="robots-spread" data-testid={`spread-${spread.id}`} data-kind={spread.kind} data-constructed={robot ? robot.id : undefined} data-target={target}>
      <p className="robots-spread__title">{robot ? `Constructed Robot · ${spread.constructed}s` : spreadTitle(content, spread)}</p>
      {robot ? (
        <div className="robots-spread__robot" data-testid={`spread-${spread.id}-construct`}>
          <GameCard game={ROBOTS_GAME_ID} content={content} type="construct" id={robot.id} width={CONSTRUCT_WIDTH} view="tiny" />
          <span className="robots-hint">Untouchable by attacks. +{content.rules.constructBonus} points.</span>
        </div>
      ) : (
        <ol className="robots-spread__cards">
          {spread.cards.map((placed) => (
            <li key={placed.card} data-testid={`spread-${spread.id}-card-${placed.card}`} data-by={placed.by}>
              <DeckCard content={content} info={info(placed.card)} size="small" standsFor={placed.as} />
              {placed.by !== spread.owner && marks[placed.by] && <SeatMarker mark={marks[placed.by]} title={`Added by ${names[placed.by] ?? placed.by}`} />}
            </li>
          ))}
        </ol>
      )}
      {actions && <div className="robots-spread__actions">{actions}</div>}
    </li>
  );
}
