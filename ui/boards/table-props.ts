import type { ChatMessage } from 'boardgame.io';

/** boardgame.io's matchData entry: who sits where, by the name they joined with. */
export interface SeatInfo {
  id: number;
  name?: string;
  isConnected?: boolean;
  /** The seat's data: a bot's (games/kit/bots/bot-seat.ts), or whatever a join sent. */
  data?: unknown;
}

/**
 * Everything a game's table draws. The live board fills it from boardgame.io's props;
 * stories fill it from fixtures, so every state can be shown without a server.
 */
export interface TableProps<View, Moves, Content, TableCtx> {
  G: View;
  ctx: TableCtx;
  /** null for a spectator. */
  playerID: string | null;
  /** The match, to keep what this browser remembers of it (the moments dismissed) apart from other matches'; stories leave it out. */
  matchID?: string;
  moves: Moves;
  matchData?: SeatInfo[];
  chatMessages: ChatMessage[];
  sendChatMessage(text: string): void;
  content: Content;
  isConnected?: boolean;
}
