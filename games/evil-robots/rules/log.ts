import { sliceOf } from '../../kit/frozen-lists.ts';
import type { EvilState, PlayerID } from '../state.ts';

/** The table's record keeps its last lines only: every state sent to every seat carries it. */
export const LOG_LINES = 80;

export function logLine(G: Pick<EvilState, 'log' | 'round'>, player: PlayerID | null, text: string): void {
  const log = G.log.length >= LOG_LINES ? sliceOf(G.log, G.log.length - LOG_LINES + 1) : [...G.log];
  log.push({ round: G.round, player, text });
  G.log = log;
}
