import type { Ctx } from 'boardgame.io';
import type { RobotsContent } from '../../../games/robots/content-types.ts';
import type { RobotsGameover, RobotsView } from '../../../games/robots/state.ts';
import type { TableProps } from '../table-props.ts';

/** The moves of ROBOTS! as the client sends them (names are the game's contract, games/robots/moves.ts). */
export interface RobotsMoves {
  drawFromFactory(): void;
  takeFromHeap(card: string): void;
  layDown(kind: 'run' | 'set', cards: string[]): void;
  extend(spread: string, cards: string[], end?: 'low' | 'high'): void;
  discard(card: string): void;
  callRobots(spread: string, end?: 'low' | 'high'): void;
  /** The kit's answer to a card script's decision (games/kit/script): a power's question. */
  decide?(answer: string[]): void;
}

/** The view the table draws: the player view, with the kit's script state (the power being resolved). */
export type TableView = RobotsView;

export type RobotsTableProps = TableProps<TableView, RobotsMoves, RobotsContent, Pick<Ctx, 'playOrder'> & { gameover?: RobotsGameover }>;
