import { useCallback, useMemo, useRef, useState } from 'react';
import { openCounterClaim } from '../../../games/kit/talk/judged-claim.ts';
import { accuseWindow } from '../../../games/three-laws/rules/accuse-window.ts';
import type { TemplateUse } from '../../../games/three-laws/state.ts';
import { ChatDetails } from '../../components/chat/chat-details.tsx';
import { useTimedWindow } from '../../components/countdown/use-timed-window.ts';
import { FloatingNotice } from '../../components/notice/floating-notice.tsx';
import { useStateNotice } from '../../components/notice/use-state-notice.ts';
import { momentKey } from '../../components/moment/moment-memory.ts';
import { showing, useMoment } from '../../components/moment/use-moment.ts';
import { seatNames } from '../seat-names.ts';
import { namer } from './act-words.ts';
import { ActionDock } from '../../components/layout/action-dock.tsx';
import { AnswerComposer } from './answer-composer.tsx';
import { CallPanels } from './call-panels.tsx';
import { chatBlockReason, chatNote } from './chat-block.ts';
import { FinalResult } from './final-result.tsx';
import { LawsPanel } from './laws-panel.tsx';
import { LawsMoment, newestLawsMoment } from './moments.tsx';
import { QueryComposer } from './query-composer.tsx';
import { ReadyControls } from './ready-controls.tsx';
import { RoundReportView } from './round-report.tsx';
import { ruleChecks } from './rule-checks.ts';
import { SeatsPanel } from './seats-panel.tsx';
import { TableHeader } from './table-header.tsx';
import type { ThreeLawsTableProps } from './table-props.ts';
import { TableTalk } from './table-talk.tsx';
import { GiveControls, ReplyControls } from './transfer-controls.tsx';
import { turnStatus } from './turn-status.ts';
import { useSeatName } from './use-seat-name.ts';
import { useViewportTop } from '../../components/layout/use-viewport-top.ts';
import './three-laws-table.css';
import { threeLaws } from '../../../games/three-laws/index.ts';
import { threeLawsAttention } from './attention.ts';

/**
 * The table of 3 Laws of Robotics: it draws the view and sends moves; the game's validators
 * decide and explain. The players around the table with every card but your own; beside them
 * the laws in force over the round's table talk (where Error is called), where the eye is while
 * answering; what to do now and its controls
 * docked at the bottom of the window; the reveal and score between rounds, the result at the end.
 */
export function ThreeLawsTable(props: ThreeLawsTableProps) {
  const { G, ctx, playerID, moves, content } = props;
  const grid = useRef<HTMLDivElement>(null);
  useViewportTop(grid);
  const names = useMemo(() => seatNames(ctx.playOrder, props.matchData), [ctx.playOrder, props.matchData]);
  const me = playerID !== null && G.players.includes(playerID) ? playerID : null;
  const n = useMemo(() => namer(names, me), [names, me]);
  useSeatName(G, me, props.matchData?.find((seat) => String(seat.id) === me)?.name, moves.nameSeat);
  const over = ctx.gameover !== undefined;
  const notice = useStateNotice(G);
  const [warned, setWarned] = useState<string[]>([]);
  const onWarn = useCallback((ids: string[]) => setWarned(ids), []);

  const clock = useTimedWindow(accuseWindow(G, over, content));
  const open = openCounterClaim(G.calls);
  const held = clock?.counting && open ? `Wait: for a few seconds anyone may accuse ${n.object(open.claimant)} of a wrong Error call.` : undefined;
  const checks = ruleChecks(G, content, me, held);
  const status = turnStatus(G, ctx.gameover, me, n);
  const step = G.step;
  const last = G.history[G.history.length - 1];
  const roundEnded = step.kind === 'round-end' && last !== undefined;
  const earlier = roundEnded ? G.history.slice(0, -1) : G.history;
  const chatReason = chatBlockReason(G, ctx, me);
  const moment = useMoment(props.matchID ?? '', me, newestLawsMoment(G, over), status.mine);

  // No template goes as no argument at all: over the wire an undefined argument arrives as null, which the game refuses.
  const ask = (target: string, text: string, template?: TemplateUse) => (template ? moves.ask(target, text, template) : moves.ask(target, text));
  const act = me === null || over ? null : (
    <>
      <CallPanels G={G} me={me} n={n} checks={checks} clock={clock} onAccuse={() => moves.accuse()} onVote={(broken) => moves.voteOnCall(broken)} onExplain={notice.show} />
      {step.kind === 'query-ask' && step.current === me && (
        <QueryComposer key={`ask-${G.round}-${G.acts.length}`} G={G} content={content} me={me} names={names} checks={checks} onAsk={ask} onExplain={notice.show} onWarn={onWarn} />
      )}
      {step.kind === 'query-answer' && step.target === me && (
        <AnswerComposer key={`answer-${G.round}-${G.acts.length}`} G={G} content={content} me={me} asker={step.current} n={n} checks={checks} onAnswer={(text) => moves.answer(text)} onExplain={notice.show} onWarn={onWarn} />
      )}
      {step.kind === 'transfer' && step.current === me && (
        <GiveControls G={G} content={content} me={me} names={names} checks={checks} onGive={(to) => moves.giveKeys(to)} onKeep={() => moves.keepKeys()} onExplain={notice.show} />
      )}
      {step.kind === 'transfer-offer' && step.to === me && (
        <ReplyControls G={G} content={content} me={me} giver={step.current} keys={step.keys} n={n} checks={checks} onAccept={() => moves.acceptKeys()} onRefuse={() => moves.refuseKeys()} onExplain={notice.show} />
      )}
      {(step.kind === 'reveal' || step.kind === 'round-end') && (
        <ReadyControls G={G} me={me} n={n} checks={checks} onReveal={() => moves.reveal()} onReady={() => moves.ready()} onExplain={notice.show} />
      )}
    </>
  );

  return (
    <div className="tl-table" data-viewer={me === null ? 'spectator' : 'player'} data-over={over || undefined}>
      <TableHeader G={G} content={content} me={me} names={names} over={over} isConnected={props.isConnected} />
      {ctx.gameover && !showing(moment, momentKey('result')) && <FinalResult content={content} gameover={ctx.gameover} n={n} me={me} />}
      <div className="tl-table__grid" ref={grid}>
        <div className="tl-table__main">
          {roundEnded && <RoundReportView report={last} players={G.players} content={content} n={n} me={me} current last={over} />}
          <SeatsPanel
            G={G}
            content={content}
            names={names}
            matchData={props.matchData}
            me={me}
            over={over}
            reveal={me !== null && step.kind === 'reveal' && !step.ready.includes(me) ? { availability: checks.reveal(), onAct: () => moves.reveal(), onExplain: notice.show } : undefined}
          />
          {earlier.length > 0 && (
            <details className="tl-earlier" data-testid="earlier-rounds">
              <summary>Earlier rounds ({earlier.length})</summary>
              {[...earlier].reverse().map((report) => (
                <div key={report.round} className="tl-earlier__round">
                  <h3>Round {report.round}</h3>
                  <RoundReportView report={report} players={G.players} content={content} n={n} me={me} />
                </div>
              ))}
            </details>
          )}
        </div>
        <aside className="tl-table__side" aria-label="Laws, table talk and chat">
          {!roundEnded && <LawsPanel G={G} content={content} warned={warned} />}
          <TableTalk G={G} n={n} me={me} checks={checks} clock={clock} onCallError={(id) => moves.callError(id)} onExplain={notice.show} />
          <ChatDetails
            key={chatReason === undefined ? 'open' : 'closed'}
            className="tl-chat"
            title="Match chat"
            noteClass="tl-chat__state"
            note={chatNote(G, me, chatReason)}
            open={chatReason === undefined}
            messages={props.chatMessages}
            names={names}
            disabledReason={chatReason}
            onSend={props.sendChatMessage}
            me={me}
          />
        </aside>
      </div>
      {!over && <ActionDock className="tl-dock" status={status}>{act}</ActionDock>}
      <LawsMoment content={content} moment={moment} G={G} gameover={ctx.gameover} n={n} me={me} clock={clock} />
      <FloatingNotice message={notice.message} onDismiss={notice.dismiss} />
    </div>
  );
}

/** What a match and the replay viewer load of the game, in its chunk (board-registry.ts). */
export const entry = { module: threeLaws, table: ThreeLawsTable, attention: threeLawsAttention };
