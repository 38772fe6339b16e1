import content from 'virtual:tablewright/content';
import type { EvilContent } from '../../games/evil-robots/content-types.ts';
import { evilPrint } from '../../ui/boards/evil-robots/printed-card.tsx';
import { OneRobotCard } from './card-gallery.tsx';

interface Props {
  /** The game folder under content/ (evil-robots). */
  game: string;
  /** A Robot Card id of robots.yaml. */
  cardId: string;
}

/**
 * One Evil Robots card from content, for its own story under Cards/evil-robots (the card
 * stories of .storybook/card-sources.ts): as printed (its safe area dashed), at every size the table
 * draws it, and its back.
 */
export function EvilCardStory({ game, cardId }: Props) {
  const evil = content[game] as EvilContent;
  const printed = evilPrint.cards(evil).find((card) => card.id === cardId);
  return (
    <div style={{ display: 'flex', gap: '2rem', alignItems: 'flex-start', flexWrap: 'wrap' }}>
      {printed && evilPrint.face(evil, printed, { guides: true })}
      <OneRobotCard content={evil} card={cardId} />
    </div>
  );
}
