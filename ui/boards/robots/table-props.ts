import type { ChatMessage, Ctx } from 'boardgame.io';
import type { RobotsContent } from '../../../games/robots/content-types.ts';
import type { RobotsGameover, RobotsView } from '../../../games/robots/state.ts';

/** The moves of ROBOTS! as the client sends them (names are the game's contract, games/robots/moves.ts). */
export interface RobotsMoves {
  drawFromFactory(): void;
  takeFromHeap(card: string): void;
  layDown(kind: 'run' | 'set', cards: string[]): void;
  extend(spread: string, cards: string[], end?: 'low' | 'high'): void;
  discard(card: string): void;
  callRobots(spread: string, end?: 'low' | 'high'): void;
  /** The kit's answer to a card script's decision (games/kit/script), once the powers run as scripts. */
  decide?(answer: string[]): void;
}

/** boardgame.io's matchData entry. */
export interface SeatInfo {
  id: number;
  name?: string;
  isConnected?: boolean;
}

/** The view the table draws: the player view, with the kit's script state (the power being resolved). */
export type TableView = RobotsView;

/** Everything the table draws: the live board fills it from boardgame.io, stories from fixtures. */
export interface RobotsTableProps {
  G: TableView;
  ctx: Pick<Ctx, 'playOrder'> & { gameover?: RobotsGameover };
  /** null for a spectator. */
  playerID: string | null;
  moves: RobotsMoves;
  matchData?: SeatInfo[];
  chatMessages: ChatMessage[];
  sendChatMessage(text: string): void;
  content: RobotsContent;
  isConnected?: boolean;
}
