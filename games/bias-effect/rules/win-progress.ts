import type { IdentityDef } from './catalog.ts';
import { winHolds } from './identities.ts';
import type { MindCount } from './mind.ts';

/** How far a player is from their goal: it holds now, or the fewest beliefs of each side still to program. */
export type WinProgress = { holds: true } | { holds: false; left: number; right: number } | { holds: false; unreachable: true };

/** Beliefs a match could still add: far more than rounds allow, so any goal content can write is found. */
const SEARCH = 12;

/**
 * The identity's own win rule asked of minds a few beliefs on: the smallest number of Left and
 * Right beliefs whose programming would make it hold (on a draw, the one adding the player's
 * own side first). The rule stays in identities.ts; this only searches with it, for the table's "how close".
 */
export function winProgress(identity: IdentityDef, mind: MindCount, players: number): WinProgress {
  if (winHolds(identity, mind, players)) return { holds: true };
  for (let total = 1; total <= SEARCH; total++) {
    const splits = Array.from({ length: total + 1 }, (_, left) => ({ left, right: total - left }));
    if (identity.leaning === 'left') splits.reverse();
    const found = splits.find((add) => winHolds(identity, { left: mind.left + add.left, right: mind.right + add.right }, players));
    if (found) return { holds: false, ...found };
  }
  return { holds: false, unreachable: true };
}

/** "winning now", "needs 2 more Left", "needs 1 more Left and 1 more Right". */
export function progressText(progress: WinProgress): string {
  if (progress.holds) return 'winning now';
  if ('unreachable' in progress) return 'out of reach by programming';
  const parts = [progress.left > 0 && `${progress.left} more Left`, progress.right > 0 && `${progress.right} more Right`].filter(Boolean);
  return `needs ${parts.join(' and ')}`;
}
