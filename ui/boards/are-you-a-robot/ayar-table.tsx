import { useRef, useState } from 'react';
import { ChatDock } from '../../components/chat/chat-dock.tsx';
import { ChatPanel } from '../../components/chat/chat-panel.tsx';
import { lastLines } from '../../components/chat/seat-voice.ts';
import { ConfirmButton } from '../../components/confirm/confirm-button.tsx';
import { FloatingNotice } from '../../components/notice/floating-notice.tsx';
import { useStateNotice } from '../../components/notice/use-state-notice.ts';
import { momentKey } from '../../components/moment/moment-memory.ts';
import { GameMoment } from '../../components/moment/game-moment.tsx';
import { showing, useMoment } from '../../components/moment/use-moment.ts';
import { seatNames, seatedAs } from '../seat-names.ts';
import { chatBlockReason } from './chat-block.ts';
import { describeEvent } from './describe-event.ts';
import { EndScreen } from './end-screen.tsx';
import { EventLog } from './event-log.tsx';
import { OfferBanners } from './offer-banners.tsx';
import { OwnCardPanel } from './own-card-panel.tsx';
import { playerControls } from './rule-checks.ts';
import { SeatList } from './seat-list.tsx';
import { seatStatus } from './seat-status.ts';
import type { AyarTableProps } from './table-props.ts';
import { useMediaQuery } from '../../components/layout/use-media-query.ts';
import { COMPACT_QUERY, PHONE_QUERY } from './layout-queries.ts';
import { useViewportTop } from '../../components/layout/use-viewport-top.ts';
import './ayar-table.css';
import { areYouARobot } from '../../../games/are-you-a-robot/index.ts';
import { ayarAttention } from './attention.ts';

/**
 * The table of Are You A Robot?: it only draws the view and sends moves; the rules decide.
 * Talking is the game, so the chat is always in view: a full-height column beside the crew
 * on a wide screen, a drawer on a bar fixed to the bottom of a phone. Your card and the crew
 * with their ZAP buttons come first; the log of what happened comes after.
 */
export function AyarTable(props: AyarTableProps) {
  const { G, ctx, playerID, moves, content } = props;
  const notice = useStateNotice(G);
  const phone = useMediaQuery(PHONE_QUERY);
  const compact = useMediaQuery(COMPACT_QUERY);
  const [dockOpen, setDockOpen] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  useViewportTop(rootRef);
  const seated = seatedAs(ctx.playOrder, playerID);
  const over = Boolean(ctx.gameover);
  // The end is this game's one big moment; nothing is left to decide by then.
  const moment = useMoment(props.matchID ?? '', seated, over ? momentKey('result') : null, false);
  const mode = content.modes.modes.find((m) => m.id === G.mode);
  if (!mode) return <p role="alert">This match uses a mode the content does not define: {G.mode}.</p>;
  const names = seatNames(ctx.playOrder, props.matchData);
  const controls = seated !== null && !over ? playerControls(G, mode, seated) : undefined;
  const chat = (
    <ChatPanel messages={props.chatMessages} names={names} disabledReason={chatBlockReason(G, ctx, seated)} onSend={props.sendChatMessage} fill me={seated} headingHidden={phone} />
  );
  const log = <EventLog G={G} names={names} fill={phone} />;
  return (
    <div ref={rootRef} className="ayar-table" data-layout={phone ? 'phone' : compact ? 'compact' : 'wide'} data-dock-open={dockOpen ?? undefined} data-viewer={seated === null ? 'spectator' : 'player'}>
      <div className="ayar-table__main">
        <header className="ayar-table__header">
          {/* The shell's bar above already names the game: here it is for screen readers, the line for the mode. */}
          <h1 className="visually-hidden">Are You A Robot?</h1>
          <p className="ayar-table__mode">
            <strong>{mode.name}</strong>
            <span className="ayar-table__summary"> · {mode.summary}</span>
          </p>
          <p className="ayar-table__who">
            {seated === null ? 'Watching' : `You: ${names[seated]}`}
            {props.isConnected === false && <span className="ayar-table__offline"> · reconnecting…</span>}
          </p>
        </header>
        {ctx.gameover && !showing(moment, momentKey('result')) && <EndScreen gameover={ctx.gameover} playOrder={ctx.playOrder} names={names} playerID={seated} content={content} />}
        <OfferBanners G={G} names={names} playerID={seated} controls={controls} moves={moves} onExplain={notice.show} />
        <div className="ayar-table__play">
          <OwnCardPanel G={G} content={content} playerID={seated} myStatus={seated === null ? undefined : seatStatus(G, seated, seated)} over={over} compact={compact}>
            {mode.revolution && controls && (
              <ConfirmButton availability={controls.can(controls.checks.revolution())} onAct={() => moves.declareRevolution()} onExplain={notice.show} confirmLabel="Yes, declare it" testId="declare-revolution">
                Declare the Robot revolution
              </ConfirmButton>
            )}
          </OwnCardPanel>
          <div className="ayar-table__crew">
            <SeatList G={G} playOrder={ctx.playOrder} names={names} matchData={props.matchData} playerID={seated} content={content} mode={mode} controls={controls} reveal={ctx.gameover} moves={moves} onExplain={notice.show} said={lastLines(props.chatMessages)} />
            {/* The log is secondary: under the crew, where a glance finds it; on a phone, in the drawer. */}
            {!phone && log}
          </div>
        </div>
      </div>
      {phone ? (
        <ChatDock
          onOpenChange={setDockOpen}
          // A handshake offered to you is the one question this game puts to a player: the drawer makes way for it.
          interrupt={G.events.filter((e) => e.kind === 'offer' && e.to === seated).length}
          tabs={[
            { id: 'chat', label: 'Table talk', count: othersSaid(props.chatMessages, seated), preview: lastSaid(props.chatMessages, names, seated), content: chat, keepMounted: true },
            { id: 'log', label: 'Log', count: G.events.length, preview: G.events.length ? describeEvent(G.events[G.events.length - 1], names, G).text : undefined, content: log },
          ]}
        />
      ) : (
        <aside className="ayar-table__talk" aria-label="Table talk">
          {chat}
        </aside>
      )}
      <GameMoment
        moment={moment}
        result={ctx.gameover && <EndScreen gameover={ctx.gameover} playOrder={ctx.playOrder} names={names} playerID={seated} content={content} />}
        own={() => null}
      />
      <FloatingNotice message={notice.message} onDismiss={notice.dismiss} />
    </div>
  );
}

/** Messages that count as news: your own lines are never unread. */
function othersSaid(messages: AyarTableProps['chatMessages'], me: string | null): number {
  return messages.filter((m) => m.sender !== me).length;
}

function lastSaid(messages: AyarTableProps['chatMessages'], names: Record<string, string>, me: string | null): string {
  const last = messages[messages.length - 1];
  if (!last) return 'Tap to talk';
  const who = last.sender === me ? 'You' : (names[last.sender] ?? 'Someone');
  return `${who}: ${typeof last.payload === 'string' ? last.payload : ''}`;
}

/** What a match and the replay viewer load of the game, in its chunk (board-registry.ts). */
export const entry = { module: areYouARobot, table: AyarTable, attention: ayarAttention };
