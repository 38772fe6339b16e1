import { useCallback, useEffect, useMemo, useState } from 'react';
import { deckOf } from '../../../games/robots/cards.ts';
import { claimWindow } from '../../../games/robots/rules/claim-window.ts';
import type { CardId } from '../../../games/robots/state.ts';
import type { ButtonState } from '../../components/action-button/action-button.tsx';
import { ChatPanel } from '../../components/chat/chat-panel.tsx';
import { useTimedWindow } from '../../components/countdown/use-timed-window.ts';
import { FloatingNotice } from '../../components/notice/floating-notice.tsx';
import { momentKey } from '../../components/moment/moment-memory.ts';
import { showing, useMoment } from '../../components/moment/use-moment.ts';
import { useStateNotice } from '../../components/notice/use-state-notice.ts';
import { seatNames } from '../seat-names.ts';
import { OutcomeBanner } from './banners.tsx';
import { newestRobotsMoment, RobotsMoment } from './moments.tsx';
import { BuildPanel } from './build-panel.tsx';
import { cardInfo } from './card-info.ts';
import { ROBOTS_TITLE } from './card-faces.ts';
import { chatBlockReason } from './chat-block.ts';
import { ClaimPanel } from './claim-panel.tsx';
import { DecisionBlock, pendingDecisionOf } from './decision-block.tsx';
import { DrawActions } from './draw-actions.tsx';
import { EventLog } from './event-log.tsx';
import { HandDock } from './hand-dock.tsx';
import { HandPanel } from './hand-panel.tsx';
import { ForceFieldMarker } from './force-field-marker.tsx';
import { HeapPanel } from './heap-panel.tsx';
import { ruleChecks } from './rule-checks.ts';
import { ScoreTable } from './score-table.tsx';
import { seatMarks } from './seat-marks.ts';
import { SeatsPanel } from './seats-panel.tsx';
import { SidePanels } from './side-panels.tsx';
import { SpreadsPanel } from './spreads-panel.tsx';
import type { RobotsTableProps } from './table-props.ts';
import { turnStatus } from './turn-status.ts';
import './robots-table.css';
import { robots } from '../../../games/robots/index.ts';
import { robotsAttention } from './attention.ts';

/** While the ROBOTS! window counts down, the server holds the next player's draw; the buttons say so rather than send a move it would refuse. */
const HELD: ButtonState = { state: 'disabled', reason: 'The ROBOTS! window is open: you may draw or take when its countdown ends.' };

/**
 * The ROBOTS! table: it draws the view and sends moves; the game's validators decide and
 * explain. The layout: a short header, the players, what to do now, the Robot Factory and
 * Scrap Heap, the spreads; scores, log and chat beside it (tabs on a phone); your hand and
 * its controls docked at the bottom of the window.
 */
export function RobotsTable(props: RobotsTableProps) {
  const { G, ctx, playerID, moves, content } = props;
  const names = useMemo(() => seatNames(ctx.playOrder, props.matchData), [ctx.playOrder, props.matchData]);
  const marks = useMemo(() => seatMarks(G.players, names), [G.players, names]);
  const me = playerID !== null && G.players.includes(playerID) ? playerID : null;
  const live = ctx.gameover === undefined;
  const info = useCallback((id: CardId) => cardInfo(content, G.variant, id), [content, G.variant]);
  const checks = useMemo(() => ruleChecks(content, G, me), [content, G, me]);
  const hand = me === null ? [] : (G.hands[me] ?? []);
  const [picked, setPicked] = useState<CardId[]>([]);
  const selected = picked.filter((c) => hand.includes(c));
  const [takeChoice, setTakeChoice] = useState<CardId>();
  const takeFrom = takeChoice !== undefined && G.heap.includes(takeChoice) ? takeChoice : G.heap[G.heap.length - 1];
  const notice = useStateNotice(G);
  const pending = pendingDecisionOf(G);
  // A hand's end and the game's are moments; a power asking this player something sets them aside.
  const moment = useMoment(props.matchID ?? '', me, newestRobotsMoment(G.results, G.handNumber, !live), pending?.player === me);
  const variant = content.powers.variants.find((v) => v.id === G.variant);
  const deck = deckOf(content);
  const windowClock = useTimedWindow(claimWindow(G, !live, content));
  const clear = useCallback(() => setPicked([]), []);
  const toggle = (card: CardId) => setPicked((current) => (current.includes(card) ? current.filter((c) => c !== card) : [...current.filter((c) => hand.includes(c)), card]));

  const myTurn = me !== null && live && G.turn.player === me;
  const drawing = myTurn && G.turn.step === 'draw' && !pending;
  const held = drawing && G.claimable !== null && windowClock?.counting === true;
  const takeable = useMemo(() => (drawing && !held ? checks.takeable() : []), [checks, drawing, held]);
  const playable = useMemo(() => (live ? checks.playable() : []), [checks, live]);
  const claimTargets = useMemo(() => (live && me !== null && G.claimable ? checks.claimTargets() : []), [checks, live, me, G.claimable]);
  // A heap card chosen on an earlier turn must not become this turn's take: the choice lasts one draw.
  useEffect(() => {
    if (!drawing) setTakeChoice(undefined);
  }, [drawing]);
  const drawState = held ? HELD : checks.draw();
  const takeState = takeFrom === undefined ? undefined : held ? HELD : checks.take(takeFrom);

  const side = [
    {
      id: 'scores',
      label: 'Scores',
      note: me === null ? undefined : `${G.scores[me]}`,
      content: <ScoreTable results={G.results} players={G.players} names={names} totals={G.scores} target={content.rules.targetScore} />,
    },
    { id: 'log', label: 'Log', grow: true, content: <EventLog G={G} names={names} content={content} /> },
    {
      id: 'chat',
      label: 'Chat',
      note: props.chatMessages.length > 0 ? `${props.chatMessages.length}` : undefined,
      content: <ChatPanel messages={props.chatMessages} names={names} disabledReason={chatBlockReason(G, ctx, me)} onSend={props.sendChatMessage} me={me} />,
    },
  ];

  return (
    <div className="robots-table" data-viewer={me === null ? 'spectator' : 'player'}>
      <header className="robots-table__header">
        <h1>ROBOTS!</h1>
        <p className="robots-table__facts">
          {variant?.name ?? G.variant} · Hand {G.handNumber} · first to {content.rules.targetScore}
        </p>
        {/* A player finds themselves by "(you)" among the seats; only a spectator is told. */}
        {(me === null || props.isConnected === false) && (
          <p className="robots-table__who">
            {me === null && 'Watching'}
            {props.isConnected === false && <span className="robots-table__offline"> · reconnecting…</span>}
          </p>
        )}
      </header>
      {ctx.gameover && !showing(moment, momentKey('result')) && <OutcomeBanner gameover={ctx.gameover} names={names} playerID={me} players={G.players} />}
      <div className="robots-table__grid">
        <div className="robots-table__main">
          <SeatsPanel G={G} names={names} marks={marks} matchData={props.matchData} playerID={me} deciding={pending?.player} live={live} />
          {live && (
            <p className="robots-status" data-testid="turn-status" data-mine={G.turn.player === me || pending?.player === me || undefined} role="status">
              {turnStatus(G, me, names, info)}
            </p>
          )}
          {live && pending && (
            <DecisionBlock G={G} pending={pending} content={content} info={info} names={names} playerID={me} onDecide={(answer) => moves.decide?.(answer)} onExplain={notice.show} />
          )}
          {live && <ForceFieldMarker G={G} content={content} names={names} me={me} />}
          {live && (
            <ClaimPanel
              G={G}
              me={me}
              content={content}
              names={names}
              info={info}
              targets={claimTargets}
              window={windowClock}
              onClaim={(spread, end) => moves.callRobots(spread, end)}
              onExplain={notice.show}
            />
          )}
          <HeapPanel
            content={content}
            factorySize={G.factorySize}
            heap={G.heap}
            info={info}
            title={ROBOTS_TITLE}
            takeFrom={drawing ? takeFrom : undefined}
            onTakeFrom={drawing ? setTakeChoice : undefined}
            takeable={takeable}
            draw={drawing ? drawState : undefined}
            onDraw={() => moves.drawFromFactory()}
            onExplain={notice.show}
            claimable={G.claimable?.card}
          />
          <SpreadsPanel
            G={G}
            me={live ? me : null}
            content={content}
            info={info}
            names={names}
            marks={marks}
            selected={selected}
            checks={checks}
            claimTargets={claimTargets}
            onExtend={(spread, cards, end) => {
              moves.extend(spread, cards, end);
              clear();
            }}
          />
        </div>
        <SidePanels panels={side} />
      </div>
      {/* Once the game is over there is nothing left to play: the final scores get the room. */}
      {me !== null && live && (
        <HandDock
          hand={
            <HandPanel
              content={content}
              hand={hand}
              info={info}
              colours={deck.colours}
              selected={selected}
              onToggle={toggle}
              onClear={clear}
              mustPlay={myTurn ? G.turn.mustPlay : null}
              takenThisTurn={myTurn ? G.turn.takenFromHeap : []}
              playable={playable}
            />
          }
          actions={
            drawing ? (
              <DrawActions
                heap={G.heap}
                info={info}
                takeFrom={takeFrom}
                draw={drawState}
                take={takeState}
                onDraw={() => moves.drawFromFactory()}
                onTake={() => takeFrom && moves.takeFromHeap(takeFrom)}
                onExplain={notice.show}
              />
            ) : (
              <BuildPanel G={G} me={me} content={content} selected={selected} info={info} checks={checks} moves={moves} onDone={clear} onExplain={notice.show} />
            )
          }
        />
      )}
      <RobotsMoment moment={moment} results={G.results} gameover={ctx.gameover} players={G.players} names={names} me={me} />
      <FloatingNotice message={notice.message} onDismiss={notice.dismiss} />
    </div>
  );
}

/** What a match and the replay viewer load of the game, in its chunk (board-registry.ts). */
export const entry = { module: robots, table: RobotsTable, attention: robotsAttention };
