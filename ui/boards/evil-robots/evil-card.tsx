import type { EvilContent, RobotDef } from '../../../games/evil-robots/content-types.ts';
import { EVIL_GAME_ID } from './table-props.ts';
import type { CardSize } from '../../components/card/card.tsx';
import { GameCard } from '../game-card.tsx';

/** A Robot Card at the table, drawn from its template as it prints. */
export function RobotFace({ content, robot, size = 'regular', testId }: { content: EvilContent; robot: RobotDef; size?: CardSize; testId?: string }) {
  return <GameCard game={EVIL_GAME_ID} content={content} type={`${robot.deck}-robot`} id={robot.id} size={size} testId={testId} />;
}

/** The Power Card of a value at the table, drawn from its template; undefined when content has no card of that value. */
export function PowerFace({ content, value, size = 'small', testId }: { content: EvilContent; value: number; size?: CardSize; testId?: string }) {
  const card = content['power-cards'].powerCards.find((c) => c.value === value);
  return card && <GameCard game={EVIL_GAME_ID} content={content} type="power" id={card.id} size={size} testId={testId} />;
}
