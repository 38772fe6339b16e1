import type { EvilState, PlayerID } from '../state.ts';

/** The table's record keeps its last lines only: every state sent to every seat carries it. */
export const LOG_LINES = 80;

export function logLine(G: Pick<EvilState, 'log' | 'round'>, player: PlayerID | null, text: string): void {
  G.log.push({ round: G.round, player, text });
  if (G.log.length > LOG_LINES) G.log.splice(0, G.log.length - LOG_LINES);
}
