import type { BoardProps } from 'boardgame.io/react';
import content from 'virtual:tablewright/content';
import type { AyarView } from '../../../games/are-you-a-robot/state.ts';
import { AyarTable } from './ayar-table.tsx';
import { AYAR_GAME_ID } from './card-faces.ts';
import type { AyarMoves } from './table-props.ts';

/** boardgame.io's board for Are You A Robot?: hands the client's props to the table. */
export function AyarBoard(props: BoardProps<AyarView>) {
  return (
    <AyarTable
      G={props.G}
      ctx={props.ctx}
      playerID={props.playerID}
      moves={props.moves as unknown as AyarMoves}
      matchData={props.matchData}
      chatMessages={props.chatMessages}
      sendChatMessage={props.sendChatMessage}
      content={content[AYAR_GAME_ID]}
      isConnected={props.isConnected}
    />
  );
}
