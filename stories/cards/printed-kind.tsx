import content from 'virtual:tablewright/content';
import { gamePrint } from '../../ui/boards/printed-cards.tsx';
import { PrintedBack } from '../../ui/components/card/printed-card.tsx';
import { storyPngBox, storyPrintOptions, type AsPrinted } from './printed-card-story.tsx';

interface Props extends AsPrinted {
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
/** Cards of a sheet drawn as printed sit edge to edge, so that one screenshot holds each export's picture whole. */
const SHEET_COLUMNS = 10;

/**
 * Every design of one kind of card at its physical size, then the back they share: what prints.
 * With `dpi` (the toolbar's "As printed"), every design as `tablewright export --format png` draws
 * it, edge to edge, each figure named by `data-print-card` (its id, or `back`): the sheet the
 * print-vs-screen test photographs once and cuts into cards.
 */
export function PrintedKind({ game, type, guides = true, bleed = false, width, limit, dpi }: Props) {
  const gameContent = (content as Record<string, unknown>)[game];
  const print = gamePrint(game);
  const cards = print.cards(gameContent).filter((card) => card.type === type);
  const options = dpi ? storyPrintOptions(gameContent, type, print.title, dpi) : { guides, bleed, width: width || undefined };
  const shown = dpi ? cards : cards.slice(0, limit || cards.length);
  // Each card in a cell of the export's whole pixels, cut there as the export's screenshot is: a card a fraction of a pixel taller would shift every row below it.
  const box = dpi ? storyPngBox(gameContent, type, print.title, dpi) : undefined;
  const sheet = box ? { display: 'grid', gridTemplateColumns: `repeat(${Math.min(SHEET_COLUMNS, shown.length + 1)}, ${box.width}px)`, gridAutoRows: `${box.height}px` } : row;
  const figure = { margin: 0, overflow: box ? 'hidden' : undefined };
  return (
    <div style={sheet}>
      {shown.map((card) => (
        <figure key={card.id} style={figure} aria-label={card.name} data-print-card={card.id}>
          {print.face(gameContent, card, options)}
        </figure>
      ))}
      <figure style={figure} aria-label="Back" data-print-card="back">
        <PrintedBack game={game} content={gameContent} type={type} title={print.title} options={options} />
      </figure>
    </div>
  );
}
