// The content both servers of the bench serve: the shipped content with every timed window at
// 0 seconds. Our server holds a window's moves back for its seconds (the ROBOTS! call: 5 s);
// boardgame.io's bare server knows nothing of windows. At 0 seconds ours still screens every
// move against the window, as it does in play, but never holds one back, so the closed loop
// sends both servers the same moves at the same pace.
import { fileURLToPath } from 'node:url';
import { formatContentError, loadGames, type LoadedGame } from '../../../games/kit/content/load-content.ts';

export const CONTENT_ROOT = fileURLToPath(new URL('../../../content/', import.meta.url));

/** Per game, the keys of `content.rules` that set a timed window's seconds. */
export const WINDOW_SECONDS: Record<string, string[]> = {
  robots: ['claimWindowSeconds'],
  'three-laws': ['accuseWindowSeconds'],
  'bias-effect': ['tradeSeconds', 'bidSeconds'],
  'evil-robots': ['claimSeconds', 'splitSeconds', 'keepSeconds'],
};

/** A copy of the game's content with its timed windows at 0 seconds; throws if the keys above went stale. */
export function withoutTimedWaits({ module, content }: LoadedGame): LoadedGame {
  const keys = WINDOW_SECONDS[module.id] ?? [];
  if (module.timedWindow && keys.length === 0) throw new Error(`server-bench: ${module.id} has a timed window; list its seconds in WINDOW_SECONDS (bench-content.ts)`);
  const copy = structuredClone(content) as { rules: Record<string, unknown> };
  for (const key of keys) {
    if (typeof copy.rules?.[key] !== 'number') throw new Error(`server-bench: ${module.id} content.rules.${key} is not a number of seconds; update WINDOW_SECONDS (bench-content.ts)`);
    copy.rules[key] = 0;
  }
  return { module, content: copy };
}

/** Every shipped game with its content as shipped. */
export function loadShippedGames(): LoadedGame[] {
  const { games, errors } = loadGames(CONTENT_ROOT);
  if (errors.length) throw new Error(errors.map(formatContentError).join('\n'));
  return games;
}

/** Every shipped game as both servers of the bench serve it. */
export const loadServedGames = (): LoadedGame[] => loadShippedGames().map(withoutTimedWaits);
