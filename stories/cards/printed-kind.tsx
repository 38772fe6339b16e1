import content from 'virtual:tablewright/content';
import { gamePrint } from '../../ui/boards/printed-cards.ts';
import { PrintedBack } from '../../ui/components/card/printed-card.tsx';

interface Props {
  /** The game folder under content/. */
  game: string;
  /** A kind of card of the game (games/kit/cards/card-types.ts), as card-formats.yaml names it. */
  type: string;
  /** The trim line and the safe area (dashed): words stay inside the dashed line. */
  guides?: boolean;
  /** The 3 mm a print shop cuts away, outside the trim line. */
  bleed?: boolean;
  /** The trimmed width, any CSS length; the size's own width when empty. */
  width?: string;
  /** How many designs to show; all when empty. */
  limit?: number;
}

const row = { display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'flex-start' } as const;

/** Every design of one kind of card at its physical size, then the back they share: what prints. */
export function PrintedKind({ game, type, guides = true, bleed = false, width, limit }: Props) {
  const gameContent = (content as Record<string, unknown>)[game];
  const print = gamePrint(game);
  const cards = print.cards(gameContent).filter((card) => card.type === type);
  const options = { guides, bleed, width: width || undefined };
  return (
    <div style={row}>
      {cards.slice(0, limit || cards.length).map((card) => (
        <figure key={card.id} style={{ margin: 0 }} aria-label={card.name}>
          {print.face(gameContent, card, options)}
        </figure>
      ))}
      <figure style={{ margin: 0 }} aria-label="Back">
        <PrintedBack game={game} content={gameContent} type={type} title={print.title} options={options} />
      </figure>
    </div>
  );
}
