import type { TimedWindow } from '../../kit/game-module.ts';
import type { RobotsContent } from '../content-types.ts';
import type { RobotsState } from '../state.ts';

/**
 * The ROBOTS! call as a timed window: after a discard that fits a spread, the next player's
 * draw waits `claimWindowSeconds`, so everyone has the time to claim it. Public state only,
 * so the server, the bots and every table read the same window.
 */
export function claimWindow(G: Pick<RobotsState, 'claimable' | 'heap'>, over: boolean, content: Pick<RobotsContent, 'rules'>): TimedWindow | undefined {
  if (G.claimable === null || over || content.rules.claimWindowSeconds === 0) return undefined;
  return {
    key: `${G.claimable.card}@${G.heap.length}`,
    seconds: content.rules.claimWindowSeconds,
    moves: ['drawFromFactory', 'takeFromHeap'],
    reason: 'the ROBOTS! window is open: the others may claim the discard',
  };
}
