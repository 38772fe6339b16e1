import type { CountSetups } from '../../games/kit/simulate/player-counts.ts';
import type { WorkerCount } from '../../games/kit/simulate/thread-plan.ts';

/** What a run plays and how it reports, shared by the runs that play the content more than once (--compare, --sweep). */
export interface RunPlan {
  counts: CountSetups[];
  games: number;
  runSeed: string;
  maxMoves: number;
  workers: WorkerCount;
  format: string;
  report: string | undefined;
}
