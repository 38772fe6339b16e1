import content from 'virtual:tablewright/content';
import type { EvilContent } from '../../games/evil-robots/content-types.ts';
import { PowerFace } from '../../ui/boards/evil-robots/evil-card.tsx';
import { PowerCard } from '../../ui/boards/evil-robots/pieces.tsx';
import { PrintedCardStory, type AsPrinted } from '../cards/printed-card-story.tsx';
import { OneRobotCard } from './card-gallery.tsx';

interface Props extends AsPrinted {
  /** The game folder under content/ (evil-robots). */
  game: string;
  /** A Robot Card id of robots.yaml or a Power Card id of power-cards.yaml. */
  cardId: string;
}

/**
 * One Evil Robots card from content, for its own story under Cards/evil-robots (the card
 * stories of .storybook/card-sources.ts): as printed (its safe area dashed), and at every size
 * the table draws it (a Robot Card with its back).
 */
export function EvilCardStory({ game, cardId, dpi }: Props) {
  const evil = content[game] as EvilContent;
  const power = evil['power-cards'].powerCards.find((p) => p.id === cardId);
  return (
    <PrintedCardStory game={game} cardId={cardId} dpi={dpi}>
      {power ? (
        <div style={{ display: 'flex', gap: '0.8rem', alignItems: 'flex-end' }}>
          <PowerFace content={evil} value={power.value} size="regular" />
          <PowerFace content={evil} value={power.value} size="small" />
          <PowerCard value={power.value} />
          <PowerCard value={power.value} size="mini" />
        </div>
      ) : (
        <OneRobotCard content={evil} card={cardId} />
      )}
    </PrintedCardStory>
  );
}
