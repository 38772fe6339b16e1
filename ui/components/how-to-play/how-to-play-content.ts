import content from 'virtual:tablewright/content';
import type { HowToPlay, KitContent } from '../../../games/kit/kit-content-files.ts';

/**
 * A game's rules summary from the content built into the UI (content/<game>/how-to-play.yaml),
 * or undefined for a game this build has no content for.
 */
export function howToPlayFor(gameId: string): HowToPlay | undefined {
  const games = content as Readonly<Record<string, Partial<KitContent> | undefined>>;
  return Object.hasOwn(games, gameId) ? games[gameId]?.howToPlay : undefined;
}
