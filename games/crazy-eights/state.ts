import type { CardTableState } from '../kit/card-game/table-state.ts';
import type { ScriptHost } from '../kit/script/index.ts';

export interface EightsLogEntry {
  seat: string;
  kind: 'play' | 'draw' | 'pass' | 'skip' | 'reverse' | 'reshuffle';
  card?: string;
  suit?: string;
}

export interface EightsState extends CardTableState, ScriptHost {
  /** The mode of rules.yaml this match plays (classic, specials). */
  mode: string;
  /** The suit the last eight named, else null. */
  calledSuit: string | null;
  drawnThisTurn: number;
  /** Passes in a row since the last card was played: one per seat blocks the game. */
  passes: number;
  /** Newest last, the last 20 entries. */
  log: EightsLogEntry[];
  stats: { eights: number; specials: number; reshuffles: number } /* for the simulator's tally */;
}

export interface EightsGameover {
  winner: string | null;
  scores: Record<string, number>;
  handTotals: Record<string, number>;
  blocked: boolean;
}
