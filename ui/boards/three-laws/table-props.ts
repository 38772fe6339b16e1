import type { Ctx } from 'boardgame.io';
import type { ThreeLawsContent } from '../../../games/three-laws/content-types.ts';
import type { PlayerID, TemplateUse, ThreeLawsGameover, ThreeLawsView } from '../../../games/three-laws/state.ts';
import type { TableProps } from '../table-props.ts';

/** The moves of 3 Laws of Robotics as the client sends them (names are the game's contract, games/three-laws/moves.ts). */
export interface ThreeLawsMoves {
  ask(target: PlayerID, text: string, template?: TemplateUse): void;
  answer(text: string): void;
  giveKeys(to: PlayerID): void;
  keepKeys(): void;
  acceptKeys(): void;
  refuseKeys(): void;
  callError(actId: string): void;
  accuse(): void;
  voteOnCall(broken: boolean): void;
  reveal(): void;
  ready(): void;
  nameSeat(name: string): void;
}

export type ThreeLawsTableProps = TableProps<ThreeLawsView, ThreeLawsMoves, ThreeLawsContent, Pick<Ctx, 'playOrder'> & { gameover?: ThreeLawsGameover }>;
