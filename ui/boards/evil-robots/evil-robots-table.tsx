import { useMemo, useRef } from 'react';
import { ChatDetails } from '../../components/chat/chat-details.tsx';
import { useTimedWindow } from '../../components/countdown/use-timed-window.ts';
import { useViewportTop } from '../../components/layout/use-viewport-top.ts';
import { FloatingNotice } from '../../components/notice/floating-notice.tsx';
import { useStateNotice } from '../../components/notice/use-state-notice.ts';
import { momentKey } from '../../components/moment/moment-memory.ts';
import { showing, useMoment } from '../../components/moment/use-moment.ts';
import { seatNames } from '../seat-names.ts';
import { ActionDock } from '../../components/layout/action-dock.tsx';
import { CountdownControls } from './countdown-controls.tsx';
import { CountdownPanel } from './countdown-panel.tsx';
import { Deadline, type TimedKind } from './deadline.tsx';
import { DecisionBlock } from './decision-block.tsx';
import { EndPanel, FinalResult } from './end-panel.tsx';
import { FaceUpPanel } from './face-up-panel.tsx';
import { HandPanel } from './hand-panel.tsx';
import { KeepControls } from './keep-controls.tsx';
import { chatBlockReason, windowOf } from './module-policies.ts';
import { outlookOf } from './outlook.ts';
import { EvilMoment, newestEvilMoment } from './moments.tsx';
import { OutlookPanel } from './outlook-panel.tsx';
import { PathControls } from './path-controls.tsx';
import { RevealControls } from './reveal-controls.tsx';
import { RoundLog } from './round-log.tsx';
import { ruleChanges, ruleNow } from './rule-effects.ts';
import { ruleChecks } from './rule-checks.ts';
import { SeatsPanel } from './seats-panel.tsx';
import { ShowdownPanel } from './showdown-panel.tsx';
import { SplitControls } from './split-controls.tsx';
import { TableHeader } from './table-header.tsx';
import type { EvilMoves, EvilTableProps } from './table-props.ts';
import { TurnControls } from './turn-controls.tsx';
import { stillDeciding, turnStatus } from './turn-status.ts';
import { PieceLooksProvider } from './piece-looks.tsx';
import { useAutoClose } from './use-auto-close.ts';
import { FACE_NAME, namer } from './words.ts';
import { other } from '../../../games/evil-robots/rules/coins.ts';
import { EXTRA } from '../../../games/evil-robots/state.ts';
import './evil-robots-table.css';
import { evilRobots } from '../../../games/evil-robots/index.ts';
import { evilAttention } from './attention.ts';

const TIMED: Record<string, TimedKind | undefined> = { offer: 'offer', split: 'split', keep: 'keep' };

/**
 * The table of Evil Robots: it draws the view and sends moves; the game's validators decide and
 * explain. A one-line header (round, Dealer, the round's Influence, the end, the supply); what
 * happens now (the countdown with the card on offer, the reveal and its split, the end); what
 * the round would give from what you can see; the face-up cards and the rules they change; your
 * Robot Cards; the log. The players with their coins and cards beside (under, on a phone). What
 * to do now, with its controls and the deadline, docked at the bottom of the window.
 */
export function EvilRobotsTable(props: EvilTableProps) {
  const { G, ctx, playerID, moves, content } = props;
  const grid = useRef<HTMLDivElement>(null);
  useViewportTop(grid);
  const names = useMemo(() => seatNames(ctx.playOrder, props.matchData), [ctx.playOrder, props.matchData]);
  const me = playerID !== null && G.players.includes(playerID) ? playerID : null;
  const n = useMemo(() => namer(names, me), [names, me]);
  const over = ctx.gameover !== undefined;
  const notice = useStateNotice(G);
  const window = windowOf(G, ctx, content);
  const clock = useTimedWindow(window);
  const checks = ruleChecks(G, content, me, clock);
  const outlook = useMemo(() => outlookOf(G, content), [G, content]);
  const changes = useMemo(() => ruleChanges(G, content, me, n), [G, content, me, n]);
  const changedCosts = useMemo(() => {
    const byKey: Record<string, string[]> = {};
    for (const [card, list] of Object.entries(changes)) for (const c of list) (byKey[c.key] ??= []).push(content.robots.robots.find((r) => r.id === card)?.name ?? card);
    return byKey;
  }, [changes, content]);
  const deciding = stillDeciding(G, content);
  const status = turnStatus(G, content, me, n, over);
  const step = G.step;
  const pending = G.scripts.running?.pending ?? null;
  const chatReason = chatBlockReason(G, ctx, me);
  const myTurn = !over && !pending && step.kind === 'turn' && step.player === me;
  // The clean-up asks everyone at once, in the dock, which a moment's panel leaves free: the
  // round's result then lands for the whole table instead of stepping aside for everyone.
  const moment = useMoment(props.matchID ?? '', me, newestEvilMoment(G, over), status.mine && step.kind !== 'keep');
  const shownKey = moment.view && !moment.view.aside ? moment.view.key : null;

  // Seats take turns closing a timed step that ran out: the first connected seat first.
  const connected = G.players.filter((p) => props.matchData?.find((s) => String(s.id) === p)?.isConnected !== false);
  const rank = me === null || over ? null : Math.max(0, connected.indexOf(me));
  const close = (move: string) => (moves as unknown as Record<string, () => void>)[move]?.();
  useAutoClose(window, clock, rank, close);

  const timed = TIMED[step.kind];
  const deadline = !over && timed && (
    <Deadline
      key={window?.key}
      kind={timed}
      clock={clock}
      availability={me === null ? null : checks.close(timed)}
      onClose={() => close(window?.moves[0] ?? '')}
      onExplain={notice.show}
    />
  );
  const common = { G, me: me!, checks, moves: moves as EvilMoves, onExplain: notice.show };
  const act =
    me === null || over ? null : pending ? (
      pending.player === me && <DecisionBlock G={G} pending={pending} content={content} names={names} me={me} onDecide={(answer) => moves.decide(answer)} onExplain={notice.show} />
    ) : (
      <>
        {(step.kind === 'offer' || step.kind === 'choose' || step.kind === 'zeros') && <CountdownControls {...common} n={n} />}
        {step.kind === 'turn' && step.player === me && <TurnControls {...common} content={content} n={n} changed={changedCosts} />}
        {(step.kind === 'reveal-phase' || step.kind === 'endgame') && <RevealControls {...common} content={content} />}
        {step.kind === 'split' && <SplitControls {...common} n={n} />}
        {step.kind === 'keep' && <KeepControls key={`keep-${step.opened}`} {...common} content={content} />}
        {step.kind === 'path' && <PathControls {...common} />}
      </>
    );
  const flipCoin = (owner: string) => {
    const face = G.coins[owner].shown;
    const cost = checks.costs.flip(owner);
    return { availability: checks.flip(owner, 'shown'), label: `Turn ${owner === me ? 'your' : owner === EXTRA ? 'the extra player’s' : n.possessive(owner)} revealed coin to ${FACE_NAME[other(face)]}, ${cost} ${cost === 1 ? 'token' : 'tokens'}`, onFlip: () => moves.flipCoin(owner, 'shown'), onExplain: notice.show };
  };
  const countdown = step.kind === 'offer' || step.kind === 'choose' || step.kind === 'zeros' || step.kind === 'turn' || step.kind === 'reveal-phase';
  const hand = !over && <HandPanel G={G} content={content} reveal={myTurn ? { availability: checks.reveal, cost: checks.costs.reveal, onReveal: (card) => moves.reveal(card), onExplain: notice.show } : undefined} />;

  return (
    <PieceLooksProvider content={content}>
      <div className="er-table" data-viewer={me === null ? 'spectator' : 'player'} data-over={over || undefined} data-step={step.kind}>
        <TableHeader G={G} content={content} me={me} names={names} n={n} over={over} isConnected={props.isConnected} />
        {ctx.gameover && !showing(moment, momentKey('result')) && <FinalResult gameover={ctx.gameover} players={G.players} n={n} me={me} />}
        <div className="er-table__grid" ref={grid}>
          <div className="er-table__main">
            {!over && countdown && <CountdownPanel G={G} content={content} n={n} me={me} deciding={deciding} />}
            {!over && <EndPanel G={G} n={n} me={me} endAt={ruleNow(G, content, 'endgame-at').value} />}
            {G.showdown && !countdown && shownKey !== momentKey('showdown', G.round) && shownKey !== momentKey('round', G.round) && (
              <ShowdownPanel round={G.round} coins={G.coins} step={G.step} showdown={G.showdown} content={content} n={n} me={me} />
            )}
            {pending && pending.player !== me && !over && (
              <div className="er-waiting-decision">
                <DecisionBlock G={G} pending={pending} content={content} names={names} me={me} onDecide={() => undefined} onExplain={notice.show} />
              </div>
            )}
            {/* On your turn your Robot Cards are what you act on: they come before the outlook, above the dock. */}
            {myTurn && hand}
            {!over && countdown && <OutlookPanel G={G} outlook={outlook} n={n} me={me} />}
            <FaceUpPanel G={G} content={content} n={n} changes={over ? {} : changes} over={over} />
            {!myTurn && hand}
            <RoundLog log={G.log} round={G.round} names={names} reported={G.reports.map((r) => r.round)} onOpen={(r) => moment.reopen(momentKey('round', r))} />
          </div>
          <aside className="er-table__side" aria-label="Players and chat">
            <SeatsPanel G={G} content={content} names={names} matchData={props.matchData} me={me} over={over} outlook={outlook} deciding={deciding} winners={ctx.gameover?.winners ?? G.showdown?.winners} flipCoin={myTurn ? flipCoin : undefined} />
            <ChatDetails className="er-chat" title="Table talk" noteClass="er-hint-inline" note={chatReason ?? 'open to the table all game'} messages={props.chatMessages} names={names} disabledReason={chatReason} onSend={props.sendChatMessage} me={me} />
          </aside>
        </div>
        {!over && (
          <ActionDock className="er-dock" status={status} aside={deadline}>
            {act}
          </ActionDock>
        )}
        <EvilMoment moment={moment} G={G} gameover={ctx.gameover} content={content} n={n} me={me} />
        <FloatingNotice message={notice.message} onDismiss={notice.dismiss} />
      </div>
    </PieceLooksProvider>
  );
}

/** What a match and the replay viewer load of the game, in its chunk (board-registry.ts). */
export const entry = { module: evilRobots, table: EvilRobotsTable, attention: evilAttention };
