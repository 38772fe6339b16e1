import type { AyarContent } from '../../games/are-you-a-robot/content-types.ts';
import type { CardFace } from '../components/card/card-face.ts';
import { AYAR_TITLE, faceForCardId } from './are-you-a-robot/card-faces.ts';

/** How each game turns one of its content cards into what the shared Card draws. */
interface GameCards {
  title: string;
  face(content: unknown, cardId: string): CardFace;
}

const games: Record<string, GameCards> = {
  'are-you-a-robot': { title: AYAR_TITLE, face: (content, cardId) => faceForCardId(content as AyarContent, cardId) },
};

export function gameCards(gameId: string): GameCards {
  const cards = games[gameId];
  if (!cards) throw new Error(`No card look is registered for the game '${gameId}' (ui/boards/card-faces.ts).`);
  return cards;
}
