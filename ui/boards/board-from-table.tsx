import type { ComponentType } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import type { KitContent } from '../../games/kit/kit-content-files.ts';
import { useGameContent } from '../match/game-content.tsx';
import { TableShell } from '../match/table-shell.tsx';
import { NO_ATTENTION, type Attention } from './attention.ts';
import type { TableProps } from './table-props.ts';

/**
 * boardgame.io's board for a game: hands the client's props and the game's content to its
 * table, inside the match shell every game shares (waiting room, rematch, attention). The
 * content is the match's own (GameContentProvider), not whatever content/ says now.
 */
export function boardFromTable<View, Moves, Content, TableCtx>(
  gameId: string,
  Table: ComponentType<TableProps<View, Moves, Content, TableCtx>>,
  attentionOf: (props: TableProps<View, Moves, Content, TableCtx>) => Attention = () => NO_ATTENTION,
): ComponentType<BoardProps<View>> {
  return function Board(props: BoardProps<View>) {
    const content = useGameContent(gameId);
    const tableProps: TableProps<View, Moves, Content, TableCtx> = {
      G: props.G,
      ctx: props.ctx as TableCtx,
      playerID: props.playerID,
      matchID: props.matchID,
      moves: props.moves as unknown as Moves,
      matchData: props.matchData,
      chatMessages: props.chatMessages,
      sendChatMessage: props.sendChatMessage,
      content: content as Content,
      isConnected: props.isConnected,
    };
    return (
      <TableShell gameId={gameId} board={props} content={content as Partial<KitContent>} attention={attentionOf(tableProps)}>
        <Table {...tableProps} />
      </TableShell>
    );
  };
}
