import type { ReactNode } from 'react';
import content from 'virtual:tablewright/content';
import { cardFormatOf } from '../../games/kit/cards/card-formats.ts';
import { cardSizeMm } from '../../games/kit/cards/card-sizes.ts';
import { cardInBox, pngBox } from '../../games/kit/export/png-box.ts';
import { gamePrint } from '../../ui/boards/printed-cards.tsx';
import type { PrintOptions } from '../../ui/components/card/card.tsx';
import { PrintedBack } from '../../ui/components/card/printed-card.tsx';

/** The arg every card story also takes, set by the toolbar's "Cards" menu (as-printed-decorator.tsx). */
export interface AsPrinted {
  /** Draws only the printed card, as `tablewright export --format png` does at this many dots per inch; unset, the card has its safe area dashed, beside the table's. */
  dpi?: number;
}

/** How a card story draws the printed card of a kind: as the export's picture at `dpi`, or with the guides an artist works to. */
export function storyPrintOptions(gameContent: unknown, type: string, title: string, dpi: number | undefined): PrintOptions {
  if (!dpi) return { guides: true };
  return cardInBox(storyPngBox(gameContent, type, title, dpi));
}

/** The picture the export makes of a card of this kind at `dpi`, in whole pixels. */
export const storyPngBox = (gameContent: unknown, type: string, title: string, dpi: number) => pngBox(cardSizeMm(cardFormatOf(gameContent, type, title).size), dpi);

const row = { display: 'flex', gap: '2rem', alignItems: 'flex-start', flexWrap: 'wrap' } as const;

interface Props extends AsPrinted {
  /** The game folder under content/. */
  game: string;
  /** The design's id as the game's GamePrint lists it (ui/boards/printed-cards.tsx). */
  cardId: string;
  /** What the story shows beside the printed card: the card as the table draws it. */
  children?: ReactNode;
}

/** One printed design drawn by the game's GamePrint, the very face the export prints, then `children`. */
export function PrintedCardStory({ game, cardId, dpi, children }: Props) {
  const gameContent = (content as Record<string, unknown>)[game];
  const print = gamePrint(game);
  const card = print.cards(gameContent).find((c) => c.id === cardId);
  if (!card) throw new Error(`The ${game} content prints no card '${cardId}'.`);
  const printed = print.face(gameContent, card, storyPrintOptions(gameContent, card.type, print.title, dpi));
  if (dpi) return <>{printed}</>;
  return (
    <div style={row}>
      {printed}
      {children}
    </div>
  );
}

/** The back every card of one kind shares, as the export prints it. */
export function PrintedBackStory({ game, type, dpi }: AsPrinted & { game: string; type: string }) {
  const gameContent = (content as Record<string, unknown>)[game];
  const { title } = gamePrint(game);
  return <PrintedBack game={game} content={gameContent} type={type} title={title} options={storyPrintOptions(gameContent, type, title, dpi)} />;
}
