import content from 'virtual:tablewright/content';
import type { EvilContent } from '../../games/evil-robots/content-types.ts';
import { OneRobotCard } from './card-gallery.tsx';

interface Props {
  /** The game folder under content/ (evil-robots). */
  game: string;
  /** A Robot Card id of robots.yaml. */
  cardId: string;
}

/**
 * One Evil Robots card from content, for its own story under Cards/evil-robots (the card
 * stories of .storybook/card-sources.ts): at every size the table draws it, and its back.
 */
export function EvilCardStory({ game, cardId }: Props) {
  return <OneRobotCard content={content[game] as EvilContent} card={cardId} />;
}
