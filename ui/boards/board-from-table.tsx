import type { ComponentType } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import content from 'virtual:tablewright/content';
import type { TableProps } from './table-props.ts';

/** boardgame.io's board for a game: hands the client's props and the game's content to its table. */
export function boardFromTable<View, Moves, Content, TableCtx>(
  gameId: string,
  Table: ComponentType<TableProps<View, Moves, Content, TableCtx>>,
): ComponentType<BoardProps<View>> {
  return function Board(props: BoardProps<View>) {
    return (
      <Table
        G={props.G}
        ctx={props.ctx as TableCtx}
        playerID={props.playerID}
        moves={props.moves as unknown as Moves}
        matchData={props.matchData}
        chatMessages={props.chatMessages}
        sendChatMessage={props.sendChatMessage}
        content={content[gameId] as Content}
        isConnected={props.isConnected}
      />
    );
  };
}
