import content from 'virtual:tablewright/content';
import { deckOf } from '../../games/robots/cards.ts';
import type { RobotsContent } from '../../games/robots/content-types.ts';
import { gameCards } from '../../ui/boards/card-faces.ts';
import { cardInfo } from '../../ui/boards/robots/card-info.ts';
import { PlayingCard } from '../../ui/boards/robots/playing-card.tsx';
import { Card, type CardSize } from '../../ui/components/card/card.tsx';
import { PrintedCardStory, type AsPrinted } from '../cards/printed-card-story.tsx';

interface Props extends AsPrinted {
  /** The game folder under content/ (robots). */
  game: string;
  /** A deck card id (`red-9`, `red-star`, `wild-1`) or a Constructed Robot's id. */
  cardId: string;
  size?: CardSize;
}

/**
 * One ROBOTS! card from content: the card as printed (its safe area dashed), and the face the table draws: a Constructed
 * Robot at `size`, a deck card in spreads, the hand and the Scrap Heap (small, normal, large), for every variant.
 */
export function RobotsCardStory({ game, cardId, size, dpi }: Props) {
  const robots = content[game] as RobotsContent;
  const isDeckCard = deckOf(robots).byId.has(cardId);
  return (
    <PrintedCardStory game={game} cardId={cardId} dpi={dpi}>
      {!isDeckCard && <Card game={game} face={gameCards(game).face(robots, cardId)} size={size} />}
      {isDeckCard && (
        <div style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
          {robots.powers.variants.map((variant) => (
            <figure key={variant.id} style={{ margin: 0, display: 'flex', flexDirection: 'column', gap: '0.3rem' }}>
              <div style={{ display: 'flex', gap: '0.6rem', alignItems: 'flex-end' }}>
                <PlayingCard info={cardInfo(robots, variant.id, cardId)} size="small" />
                <PlayingCard info={cardInfo(robots, variant.id, cardId)} size="normal" />
                <PlayingCard info={cardInfo(robots, variant.id, cardId)} size="large" />
              </div>
              <figcaption style={{ fontSize: '0.8rem' }}>At the table · {variant.name}</figcaption>
            </figure>
          ))}
        </div>
      )}
    </PrintedCardStory>
  );
}
