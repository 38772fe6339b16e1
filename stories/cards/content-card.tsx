import content from 'virtual:tablewright/content';
import { GameCard, hasTemplate } from '../../ui/boards/game-card.tsx';
import { gamePrint } from '../../ui/boards/printed-cards.tsx';
import { PrintedCardStory, type AsPrinted } from './printed-card-story.tsx';

interface Props extends AsPrinted {
  /** The game folder under content/. */
  game: string;
  /** The card's `id` in the game's cards YAML. */
  cardId: string;
}

const TABLE_SIZES = ['regular', 'small', 'tiny'] as const;

/**
 * A card exactly as the YAML describes it, read through the same validated content as the
 * game: as it prints (the export draws it through the same GamePrint), its safe area dashed;
 * then, for a card drawn from a template, at each of the table's sizes.
 */
export function ContentCard({ game, cardId, dpi }: Props) {
  const gameContent = (content as Record<string, unknown>)[game];
  const type = gamePrint(game)
    .cards(gameContent)
    .find((c) => c.id === cardId)?.type;
  return (
    <PrintedCardStory game={game} cardId={cardId} dpi={dpi}>
      {type !== undefined &&
        hasTemplate(gameContent, type) &&
        TABLE_SIZES.map((size) => (
          <figure key={size} style={{ margin: 0, display: 'flex', flexDirection: 'column', gap: '0.3rem' }}>
            <GameCard game={game} content={gameContent} type={type} id={cardId} size={size} />
            <figcaption style={{ fontSize: '0.8rem' }}>At the table · {size}</figcaption>
          </figure>
        ))}
    </PrintedCardStory>
  );
}
