import content from 'virtual:tablewright/content';
import { gameCards } from '../../ui/boards/card-faces.ts';
import { Card, type CardSize } from '../../ui/components/card/card.tsx';

interface Props {
  /** The game folder under content/. */
  game: string;
  /** The card's `id` in the game's cards YAML. */
  cardId: string;
  size?: CardSize;
}

/** A card exactly as the YAML describes it, read through the same validated content as the game, its safe area dashed. */
export function ContentCard({ game, cardId, size }: Props) {
  const gameContent = (content as Record<string, unknown>)[game];
  return <Card game={game} face={gameCards(game).face(gameContent, cardId)} size={size} guides />;
}
