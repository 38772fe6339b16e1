import type { ChatMessage, Ctx } from 'boardgame.io';
import type { AyarContent } from '../../../games/are-you-a-robot/content-types.ts';
import type { AyarGameover, AyarView } from '../../../games/are-you-a-robot/state.ts';

/** The moves of Are You A Robot? as the client sends them (names are the game's contract). */
export interface AyarMoves {
  zap(target: string): void;
  offerHandshake(to: string): void;
  withdrawHandshake(): void;
  acceptHandshake(from: string): void;
  declineHandshake(from: string): void;
  declareRevolution(): void;
}

/** boardgame.io's matchData entry: who sits where, by the name they joined with. */
export interface SeatInfo {
  id: number;
  name?: string;
  isConnected?: boolean;
}

/**
 * Everything the table draws. The live board fills it from boardgame.io's props; stories
 * fill it from fixtures, so every state can be shown without a server.
 */
export interface AyarTableProps {
  G: AyarView;
  ctx: Ctx & { gameover?: AyarGameover };
  /** null for a spectator. */
  playerID: string | null;
  moves: AyarMoves;
  matchData?: SeatInfo[];
  chatMessages: ChatMessage[];
  sendChatMessage(text: string): void;
  content: AyarContent;
  isConnected?: boolean;
}
