import type { Ctx } from 'boardgame.io';
import type { AyarContent } from '../../../games/are-you-a-robot/content-types.ts';
import type { AyarGameover, AyarView } from '../../../games/are-you-a-robot/state.ts';
import type { TableProps } from '../table-props.ts';

/** The moves of Are You A Robot? as the client sends them (names are the game's contract). */
export interface AyarMoves {
  zap(target: string): void;
  offerHandshake(to: string): void;
  withdrawHandshake(): void;
  acceptHandshake(from: string): void;
  declineHandshake(from: string): void;
  declareRevolution(): void;
}

export type AyarTableProps = TableProps<AyarView, AyarMoves, AyarContent, Ctx & { gameover?: AyarGameover }>;
