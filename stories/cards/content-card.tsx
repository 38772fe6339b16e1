import content from 'virtual:tablewright/content';
import { gameCards } from '../../ui/boards/card-faces.ts';
import { Card, type CardSize } from '../../ui/components/card/card.tsx';
import { PrintedCardStory, type AsPrinted } from './printed-card-story.tsx';

interface Props extends AsPrinted {
  /** The game folder under content/. */
  game: string;
  /** The card's `id` in the game's cards YAML. */
  cardId: string;
  size?: CardSize;
}

/** A card exactly as the YAML describes it, read through the same validated content as the game: as printed (its safe area dashed) and at the table, at `size`. */
export function ContentCard({ game, cardId, size, dpi }: Props) {
  const gameContent = (content as Record<string, unknown>)[game];
  return (
    <PrintedCardStory game={game} cardId={cardId} dpi={dpi}>
      <Card game={game} face={gameCards(game).face(gameContent, cardId)} size={size} />
    </PrintedCardStory>
  );
}
