import { createContext, useContext, type ReactNode } from 'react';
import bundled from 'virtual:tablewright/content';

/** Each game's content by id, as far as it is known here. */
export type ContentByGame = Readonly<Record<string, unknown>>;

// Without a provider (Storybook, a static page) components read the content built into the
// bundle; the lobby and a match provide what the server serves, so an edit under
// `serve --watch` shows without a rebuild and a match shows the content it was made from.
const GameContentContext = createContext<ContentByGame>(bundled as ContentByGame);

export function GameContentProvider({ content, children }: { content: ContentByGame; children: ReactNode }) {
  return <GameContentContext.Provider value={content}>{children}</GameContentContext.Provider>;
}

/** A game's content as the page shows it, or undefined while it is loading or for an unknown game. */
export function useGameContent(gameId: string): unknown {
  const content = useContext(GameContentContext);
  return Object.hasOwn(content, gameId) ? content[gameId] : undefined;
}
