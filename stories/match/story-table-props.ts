import type { ChatMessage } from 'boardgame.io';
import { fn } from 'storybook/test';
import type { TableProps } from '../../ui/boards/table-props.ts';

interface StoryTable<View, Content> {
  /** The viewer's share of the state (the game's playerView). */
  view: View;
  players: string[];
  gameover: unknown;
  viewer: string | null;
  names: readonly string[];
  /** Every move the table may dispatch: each becomes a named mock the Actions panel shows. */
  moves: readonly string[];
  chat: ChatMessage[];
  content: Content;
}

/** A table's props for a story: the seats by name, every move a mock, connected. */
export function storyTableProps<View, Content>(table: StoryTable<View, Content>) {
  return {
    G: table.view,
    ctx: { playOrder: [...table.players], gameover: table.gameover },
    playerID: table.viewer,
    moves: Object.fromEntries(table.moves.map((name) => [name, fn().mockName(name)])),
    matchData: table.players.map((id) => ({ id: Number(id), name: table.names[Number(id)], isConnected: true })),
    chatMessages: table.chat,
    sendChatMessage: fn().mockName('sendChatMessage'),
    content: table.content,
    isConnected: true,
  } satisfies TableProps<View, Record<string, unknown>, Content, unknown>;
}

interface StoryGame<G, View, Content> {
  viewFor(G: G, viewer: string | null): View;
  names: readonly string[];
  moves: readonly string[];
  content: Content;
  /** The chat a story shows unless it passes its own. */
  chat(G: G): ChatMessage[];
}

/**
 * A game's `tableProps(played, viewer, options)` for its stories: the played state seen by one
 * viewer (null: a spectator), with other content or chat when a story asks.
 */
export function storyTables<G extends { players: string[] }, View, Content, Props>(game: StoryGame<G, View, Content>) {
  return (played: { G: G; gameover?: unknown }, viewer: string | null, options: { rules?: Content; chat?: ChatMessage[] } = {}): Props =>
    storyTableProps({
      view: game.viewFor(played.G, viewer),
      players: played.G.players,
      gameover: played.gameover,
      viewer,
      names: game.names,
      moves: game.moves,
      chat: options.chat ?? game.chat(played.G),
      content: options.rules ?? game.content,
    }) as unknown as Props;
}
