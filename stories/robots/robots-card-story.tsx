import content from 'virtual:tablewright/content';
import type { RobotsContent } from '../../games/robots/content-types.ts';
import { GameCard, printedCardsOf } from '../../ui/boards/game-card.tsx';
import { cardInfo } from '../../ui/boards/robots/card-info.ts';
import { ROBOTS_GAME_ID } from '../../ui/boards/robots/card-faces.ts';
import { DeckCard } from '../../ui/boards/robots/deck-card.tsx';
import { PrintedCardStory, type AsPrinted } from '../cards/printed-card-story.tsx';

interface Props extends AsPrinted {
  /** The game folder under content/ (robots). */
  game: string;
  /** A deck card id (`red-9`, `red-star`, `wild-1`) or a Constructed Robot's id. */
  cardId: string;
}

const row = { display: 'flex', gap: '0.6rem', alignItems: 'flex-end' } as const;
const caption = { fontSize: '0.8rem' } as const;

/**
 * One ROBOTS! card from content: the card as printed, drawn from card-faces.yaml as the exports
 * draw it (its safe area dashed); then as the table draws it: a deck card small, normal and
 * large in every variant (the hand's and spreads' compact face), a Constructed Robot at the
 * table's tiny size, as a spread shows it.
 */
export function RobotsCardStory({ game, cardId, dpi }: Props) {
  const robots = content[game] as RobotsContent;
  const card = printedCardsOf(ROBOTS_GAME_ID, robots).find((c) => c.id === cardId);
  if (!card) throw new Error(`No card '${cardId}' in the ${game} content.`);
  return (
    <PrintedCardStory game={game} cardId={cardId} dpi={dpi}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
        {card.type === 'deck' ? (
          robots.powers.variants.map((variant) => (
            <figure key={variant.id} style={{ margin: 0, display: 'flex', flexDirection: 'column', gap: '0.3rem' }}>
              <div style={row}>
                <DeckCard content={robots} info={cardInfo(robots, variant.id, cardId)} size="small" />
                <DeckCard content={robots} info={cardInfo(robots, variant.id, cardId)} size="normal" />
                <DeckCard content={robots} info={cardInfo(robots, variant.id, cardId)} size="large" />
              </div>
              <figcaption style={caption}>At the table · {variant.name}</figcaption>
            </figure>
          ))
        ) : (
          <figure style={{ margin: 0, display: 'flex', flexDirection: 'column', gap: '0.3rem' }}>
            <GameCard game={ROBOTS_GAME_ID} content={robots} type="construct" id={cardId} size="tiny" />
            <figcaption style={caption}>At the table · in a spread</figcaption>
          </figure>
        )}
      </div>
    </PrintedCardStory>
  );
}
