import content from 'virtual:tablewright/content';
import { kitCards } from '../../ui/components/card-table/table-card.tsx';
import { EIGHTS_GAME_ID } from '../../ui/boards/crazy-eights/table-props.ts';
import { PrintedCardStory, type AsPrinted } from '../cards/printed-card-story.tsx';

interface Props extends AsPrinted {
  /** The game folder under content/ (crazy-eights). */
  game: string;
  /** A card's id, `<rank>-<suit>` (`8-hearts`). */
  cardId: string;
}

/** One Crazy Eights card: as printed (its safe area dashed), then as the table draws it in a laptop's hand, a phone's, and its back. */
export function EightsCardStory({ game, cardId, dpi }: Props) {
  const draw = kitCards(EIGHTS_GAME_ID, content[game], 'card');
  return (
    <PrintedCardStory game={game} cardId={cardId} dpi={dpi}>
      <div style={{ display: 'flex', gap: '0.8rem', alignItems: 'flex-end' }}>
        {draw({ card: cardId, width: '8.5rem', view: 'small' })}
        {draw({ card: cardId, width: '5.4rem', view: 'tiny' })}
        {draw({ card: '?', width: '5.4rem', view: 'tiny' })}
      </div>
    </PrintedCardStory>
  );
}
