import type { RobotDef } from '../../../games/evil-robots/content-types.ts';
import type { Deck } from '../../../games/evil-robots/state.ts';
import { DECK_NAME, TYPE_NAME } from './words.ts';
import './evil-cards.css';

/**
 * A face-up Robot Card as a one-line chip beside its owner's seat: its deck letter and name in
 * its type's colour, what it does on hover. The whole card is its template (evil-card.tsx).
 */
export function RobotChip({ robot, testId }: { robot: RobotDef; testId?: string }) {
  return (
    <span className="er-robot-mini" data-type={robot.type} data-testid={testId} title={`${robot.name} (${TYPE_NAME[robot.type]}): ${robot.text}`}>
      <span className="er-robot-mini__deck">{robot.deck === 'left' ? 'L' : 'R'}</span>
      {robot.name}
    </span>
  );
}

/** A face-down Robot Card: the back of its deck, L or R. */
export function RobotBack({ deck, size = 'small', note, testId }: { deck: Deck; size?: 'small' | 'mini'; note?: string; testId?: string }) {
  return (
    <span className="er-robot-back" data-deck={deck} data-size={size} data-testid={testId} title={`A face-down ${DECK_NAME[deck]} Robot Card${note ? `: ${note}` : ''}`}>
      <span className="er-robot-back__letter">{deck === 'left' ? 'L' : 'R'}</span>
      <span className="visually-hidden">face-down {DECK_NAME[deck]} Robot Card</span>
    </span>
  );
}
