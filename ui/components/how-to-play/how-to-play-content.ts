import content from 'virtual:tablewright/content';
import type { HowToPlay, KitContent } from '../../../games/kit/kit-content-files.ts';
import { useGameContent } from '../../match/game-content.tsx';

/**
 * A game's rules summary from the content built into the UI (content/<game>/how-to-play.yaml),
 * or undefined for a game this build has no content for: for stories, which show the bundle.
 */
export function howToPlayFor(gameId: string): HowToPlay | undefined {
  const games = content as Readonly<Record<string, Partial<KitContent> | undefined>>;
  return Object.hasOwn(games, gameId) ? games[gameId]?.howToPlay : undefined;
}

/** A game's rules summary from the content the page shows (the server's, in the lobby and a match). */
export function useHowToPlay(gameId: string): HowToPlay | undefined {
  return (useGameContent(gameId) as Partial<KitContent> | undefined)?.howToPlay;
}
