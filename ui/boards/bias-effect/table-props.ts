import type { Ctx } from 'boardgame.io';
import type { BiasContent } from '../../../games/bias-effect/content-types.ts';
import type { ControlChoice } from '../../../games/bias-effect/rules/control.ts';
import type { BiasGameover, BiasView, CardId } from '../../../games/bias-effect/state.ts';
import type { TableProps } from '../table-props.ts';

/** The game's id, here so the UI need not load the game's rules to name it. */
export const BIAS_GAME_ID = 'bias-effect';

/** The moves of Bias Effect as the client sends them (names are the game's contract, games/bias-effect/moves.ts). */
export interface BiasMoves {
  trade(card: CardId | null): void;
  closeTrade(): void;
  bid(amount: number): void;
  closeBids(): void;
  control(choice: ControlChoice): void;
  playAlgorithm(card: CardId): void;
  pass(): void;
  decide(answer: string[]): void;
}

export type BiasTableProps = TableProps<BiasView, BiasMoves, BiasContent, Pick<Ctx, 'playOrder'> & { gameover?: BiasGameover }>;
