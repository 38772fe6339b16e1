import { useCallback, useState } from 'react';
import { ChatPanel } from '../../components/chat/chat-panel.tsx';
import { ActionButton } from '../../components/action-button/action-button.tsx';
import { chatBlockReason } from './chat-block.ts';
import { EndScreen } from './end-screen.tsx';
import { EventLog } from './event-log.tsx';
import { HandshakePanel } from './handshake-panel.tsx';
import { OwnCardPanel } from './own-card-panel.tsx';
import { PrivateNotice } from './private-notice.tsx';
import { playerControls } from './rule-checks.ts';
import { seatNames } from '../seat-names.ts';
import { seatStatus } from './seat-status.ts';
import { SeatList } from './seat-list.tsx';
import type { AyarTableProps } from './table-props.ts';
import './ayar-table.css';

/** The table of Are You A Robot?: it only draws the view and sends moves; the rules decide. */
export function AyarTable(props: AyarTableProps) {
  const { G, ctx, playerID, moves, content } = props;
  const [notice, setNotice] = useState<string>();
  const dismiss = useCallback(() => setNotice(undefined), []);
  const mode = content.modes.modes.find((m) => m.id === G.mode);
  if (!mode) return <p role="alert">This match uses a mode the content does not define: {G.mode}.</p>;
  const names = seatNames(ctx.playOrder, props.matchData);
  const seated = playerID !== null && ctx.playOrder.includes(playerID) ? playerID : null;
  const controls = seated !== null && !ctx.gameover ? playerControls(G, mode, seated) : undefined;
  const emptySeats = props.matchData?.filter((seat) => !seat.name).length ?? 0;
  return (
    <div className="ayar-table" data-viewer={seated === null ? 'spectator' : 'player'}>
      <header className="ayar-table__header">
        <h1>Are You A Robot?</h1>
        <p className="ayar-table__mode">
          <strong>{mode.name}</strong> · {mode.summary}
        </p>
        <p className="ayar-table__who">
          {seated === null ? 'Watching as a spectator' : `Playing as ${names[seated]}`}
          {props.isConnected === false && <span className="ayar-table__offline"> · reconnecting…</span>}
        </p>
      </header>
      {emptySeats > 0 && !ctx.gameover && (
        <p className="ayar-table__waiting" role="status">
          Waiting for {emptySeats} more {emptySeats === 1 ? 'player' : 'players'} to take a seat.
        </p>
      )}
      {ctx.gameover && <EndScreen gameover={ctx.gameover} playOrder={ctx.playOrder} names={names} playerID={seated} content={content} />}
      <div className="ayar-table__grid">
        <div className="ayar-table__me">
          <OwnCardPanel G={G} content={content} playerID={seated} myStatus={seated === null ? undefined : seatStatus(G, seated, seated)} />
          {mode.handshakes && <HandshakePanel G={G} names={names} playerID={seated} controls={controls} moves={moves} onExplain={setNotice} />}
          {mode.revolution && controls && (
            <ActionButton availability={controls.can(controls.checks.revolution())} onAct={() => moves.declareRevolution()} onExplain={setNotice} testId="declare-revolution">
              Declare the Robot revolution
            </ActionButton>
          )}
          <PrivateNotice message={notice} onDismiss={dismiss} />
        </div>
        <SeatList G={G} playOrder={ctx.playOrder} names={names} matchData={props.matchData} playerID={seated} content={content} mode={mode} controls={controls} reveal={ctx.gameover?.roles} moves={moves} onExplain={setNotice} />
        <div className="ayar-table__side">
          <EventLog G={G} names={names} />
          <ChatPanel messages={props.chatMessages} names={names} disabledReason={chatBlockReason(G, ctx, seated)} onSend={props.sendChatMessage} />
        </div>
      </div>
    </div>
  );
}
