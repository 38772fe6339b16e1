import type { ThreeLawsContent } from '../../../games/three-laws/content-types.ts';
import { factionPrintId } from '../../../games/three-laws/print-count.ts';
import type { FactionCard } from '../../../games/three-laws/state.ts';
import { GameCard, printedCardsOf } from '../game-card.tsx';
import { cardName, THREE_LAWS_GAME_ID } from './factions.ts';
import './three-laws-cards.css';

export type FactionCardSize = 'mini' | 'small' | 'normal' | 'large';

/** The template's view at each table size: the mini card shows its rank alone. */
const VIEWS: Record<FactionCardSize, string> = { large: 'regular', normal: 'regular', small: 'small', mini: 'tiny' };

interface Props {
  content: ThreeLawsContent;
  /** The card, or undefined for a card this viewer may not see (face down). */
  card?: FactionCard;
  size?: FactionCardSize;
  /** Read instead of the card's name, e.g. "Your card, face down". */
  label?: string;
  testId?: string;
}

/**
 * A Faction card at the table, drawn from its template (content/three-laws/card-faces.yaml) at
 * the width the table's CSS gives each size; the wrapper carries what the table says of it.
 * Face down it is the same back for every card with a "?": a seat's own card, a spectator's
 * view before the reveal.
 */
export function FactionCardView({ content, card, size = 'normal', label, testId }: Props) {
  // A card the content no longer prints (a replay after an edit) shows its name on the back rather than taking the table down.
  const printed = card !== undefined && printedCardsOf(THREE_LAWS_GAME_ID, content).some((r) => r.type === 'faction' && r.id === factionPrintId(card.faction, card.rank));
  if (!card || !printed) {
    return (
      <span className="tl-fcard tl-fcard--back" data-size={size} role="img" aria-label={label ?? (card ? cardName(content, card) : 'A face-down Faction card')} data-testid={testId}>
        <span className="tl-fcard__q" aria-hidden="true">
          {card ? card.rank : '?'}
        </span>
      </span>
    );
  }
  return (
    <span className="tl-fcard" data-size={size} data-faction={card.faction} role="img" aria-label={label ?? cardName(content, card)} data-testid={testId} title={size === 'mini' ? cardName(content, card) : undefined}>
      <GameCard game={THREE_LAWS_GAME_ID} content={content} type="faction" id={factionPrintId(card.faction, card.rank)} width="100%" view={VIEWS[size]} />
    </span>
  );
}
