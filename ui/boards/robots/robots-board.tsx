import type { BoardProps } from 'boardgame.io/react';
import content from 'virtual:tablewright/content';
import type { RobotsContent } from '../../../games/robots/content-types.ts';
import { ROBOTS_GAME_ID } from './card-faces.ts';
import { RobotsTable } from './robots-table.tsx';
import type { RobotsMoves, TableView } from './table-props.ts';

/** boardgame.io's board for ROBOTS!: hands the client's props to the table. */
export function RobotsBoard(props: BoardProps<TableView>) {
  return (
    <RobotsTable
      G={props.G}
      ctx={props.ctx}
      playerID={props.playerID}
      moves={props.moves as unknown as RobotsMoves}
      matchData={props.matchData}
      chatMessages={props.chatMessages}
      sendChatMessage={props.sendChatMessage}
      content={content[ROBOTS_GAME_ID] as RobotsContent}
      isConnected={props.isConnected}
    />
  );
}
