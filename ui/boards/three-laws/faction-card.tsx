import type { CSSProperties } from 'react';
import type { ThreeLawsContent } from '../../../games/three-laws/content-types.ts';
import type { FactionCard } from '../../../games/three-laws/state.ts';
import { FactionGlyph } from './faction-glyph.tsx';
import { cardName, factionOf } from './factions.ts';
import '../../components/card/card-fonts.ts';
import { artUrl } from '../../components/card/art-url.ts';
import './three-laws-cards.css';

export type FactionCardSize = 'mini' | 'small' | 'normal' | 'large';

interface Props {
  content: Pick<ThreeLawsContent, 'factions'>;
  /** The card, or undefined for a card this viewer may not see (face down). */
  card?: FactionCard;
  size?: FactionCardSize;
  /** Read instead of the card's name, e.g. "Your card, face down". */
  label?: string;
  testId?: string;
}

/**
 * A Faction card as the table draws it: the faction's colours from factions.yaml, its name,
 * its mark and the rank, large enough to read across the table. Face down it is the same
 * back for every card with a "?": a seat's own card, a spectator's view before the reveal.
 */
export function FactionCardView({ content, card, size = 'normal', label, testId }: Props) {
  if (!card) {
    return (
      <span className="tl-fcard tl-fcard--back" data-size={size} role="img" aria-label={label ?? 'A face-down Faction card'} data-testid={testId}>
        <span className="tl-fcard__q" aria-hidden="true">
          ?
        </span>
      </span>
    );
  }
  const faction = factionOf(content, card.faction);
  const style = { '--fc-primary': faction.palette.primary, '--fc-accent': faction.palette.accent } as CSSProperties;
  return (
    <span className="tl-fcard" data-size={size} data-faction={card.faction} style={style} role="img" aria-label={label ?? cardName(content, card)} data-testid={testId} title={size === 'mini' ? cardName(content, card) : undefined}>
      <span className="tl-fcard__faction" aria-hidden="true">
        {faction.name}
      </span>
      <span className="tl-fcard__art" data-art={faction.art ? true : undefined} aria-hidden="true">
        {faction.art ? <img src={artUrl(faction.art)} alt="" /> : <FactionGlyph faction={card.faction} />}
      </span>
      <span className="tl-fcard__rank" aria-hidden="true">
        {card.rank}
      </span>
    </span>
  );
}
