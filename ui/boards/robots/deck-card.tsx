import type { RobotsContent } from '../../../games/robots/content-types.ts';
import { deckFields, type DeckMarks } from '../../../games/robots/printed-cards.ts';
import { GameCard } from '../game-card.tsx';
import type { CardInfo } from './card-info.ts';
import { ROBOTS_GAME_ID } from './card-faces.ts';
import { normalSize, PLAYING_CARD_SIZES, type LegacyCardSize, type PlayingCardSize } from './robots-card-sizes.ts';

interface Props extends DeckMarks {
  content: RobotsContent;
  /** The card as this match's variant has it (its power differs between variants). */
  info: CardInfo;
  /**
   * `small` for spreads, the Scrap Heap and decisions, `normal` for the hand, `large` where a
   * card is a button that must be easy to tap; `compact` and `hand` are the older names of
   * `small` and `normal`. robots-card-sizes.ts has each size's strip, and the view it is drawn in.
   */
  size?: PlayingCardSize | LegacyCardSize;
}

/**
 * A ROBOTS! deck card at the table, drawn from content/robots/card-faces.yaml like its printed
 * card: the match's variant's power and the table's marks (what a star or wild stands for, a
 * note) laid over the printed card's fields, in the view that keeps its strip readable when fanned.
 */
export function DeckCard({ content, info, size, standsFor, badge }: Props) {
  const drawn = PLAYING_CARD_SIZES[normalSize(size)];
  // The face names the power; hovering gives its rules.
  const title = info.power ? `${info.name} · ${info.power.name}: ${info.power.text}` : info.name;
  return <GameCard game={ROBOTS_GAME_ID} content={content} type="deck" id={info.id} width={`${drawn.width}rem`} view={drawn.view} marks={deckFields(info, { standsFor, badge })} title={title} />;
}
