import type { AyarContent, Team } from '../../../games/are-you-a-robot/content-types.ts';
import type { CardId } from '../../../games/are-you-a-robot/state.ts';
import type { CardFace } from '../../components/card/card-face.ts';
import { ayarCardFace } from './card-faces.ts';

/** What the table may draw of one seat's card: the card itself, or only its team. */
export type KnownCard = { face: CardFace } | { team: Team };

/** The face of a card kind, by its id, as it is dealt (no pack count). */
export function faceOfCard(content: AyarContent, cardId: CardId): CardFace {
  const card = content.cards.cards.find((c) => c.id === cardId);
  if (!card) throw new Error(`No card '${cardId}' in the Are You A Robot? content.`);
  return ayarCardFace(card);
}

/**
 * A seat's card as this viewer knows it. Knowing only the team (a shooter, a Robot shown at
 * a conversion) tells which card it is only when the content has one card of that team.
 */
export function knownCard(content: AyarContent, cardId: CardId | undefined, team: Team | undefined): KnownCard | undefined {
  if (cardId !== undefined) return { face: faceOfCard(content, cardId) };
  if (team === undefined) return undefined;
  const ofTeam = content.cards.cards.filter((c) => c.team === team);
  return ofTeam.length === 1 ? { face: ayarCardFace(ofTeam[0]) } : { team };
}
