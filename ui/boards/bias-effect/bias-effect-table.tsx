import { useMemo, useRef, useState } from 'react';
import type { CardId } from '../../../games/bias-effect/state.ts';
import { ChatDetails } from '../../components/chat/chat-details.tsx';
import { useTimedWindow } from '../../components/countdown/use-timed-window.ts';
import { useViewportTop } from '../../components/layout/use-viewport-top.ts';
import { FloatingNotice } from '../../components/notice/floating-notice.tsx';
import { useStateNotice } from '../../components/notice/use-state-notice.ts';
import { momentKey } from '../../components/moment/moment-memory.ts';
import { showing, useMoment } from '../../components/moment/use-moment.ts';
import { seatNames } from '../seat-names.ts';
import { ActionDock } from '../../components/layout/action-dock.tsx';
import { AlgorithmControls } from './algorithm-controls.tsx';
import { AutonomyTrack } from './autonomy-track.tsx';
import { BidControls } from './bid-controls.tsx';
import { ControlControls } from './control-controls.tsx';
import { Deadline } from './deadline.tsx';
import { DecisionBlock } from './decision-block.tsx';
import { FinalResult } from './final-result.tsx';
import { HandPanel } from './hand-panel.tsx';
import { LastRound, RoundLinks } from './last-round.tsx';
import { MindPanel } from './mind-panel.tsx';
import { BiasMoment, newestBiasMoment } from './moments.tsx';
import { chatBlockReason, deadlineOf } from './module-policies.ts';
import { RoundPanel } from './round-panel.tsx';
import { ruleChecks } from './rule-checks.ts';
import { SeatsPanel } from './seats-panel.tsx';
import { TableHeader } from './table-header.tsx';
import type { BiasTableProps } from './table-props.ts';
import { TradeControls } from './trade-controls.tsx';
import { turnStatus } from './turn-status.ts';
import { namer } from './words.ts';
import './bias-effect-table.css';
import { biasEffect } from '../../../games/bias-effect/index.ts';
import { biasAttention } from './attention.ts';

/**
 * The table of Bias Effect: it draws the view and sends moves; the game's validators decide
 * and explain. The Autonomy track over everything; this round (the Belief up for bidding, the
 * bids, the Life card) and the A.I.'s mind in the middle; your hand; the players with their
 * identities and how close each is to winning beside them; what to do now, with its controls
 * and the deadline, docked at the bottom of the window. A card is picked where it lies, in
 * the hand on the table; the dock confirms the pick.
 */
export function BiasEffectTable(props: BiasTableProps) {
  const { G, ctx, playerID, moves, content } = props;
  const grid = useRef<HTMLDivElement>(null);
  useViewportTop(grid);
  const names = useMemo(() => seatNames(ctx.playOrder, props.matchData), [ctx.playOrder, props.matchData]);
  const me = playerID !== null && G.players.includes(playerID) ? playerID : null;
  const n = useMemo(() => namer(names, me), [names, me]);
  const over = ctx.gameover !== undefined;
  const notice = useStateNotice(G);
  const clock = useTimedWindow(deadlineOf(G, ctx, content));
  const checks = ruleChecks(G, me, clock);
  const status = turnStatus(G, content, me, n);
  const step = G.step;
  const pending = G.scripts.running?.pending ?? null;

  // What the hand is picked for now; a pick belongs to one step and is forgotten with it.
  const choosing =
    me === null || over || pending
      ? null
      : step.kind === 'trade' && !step.sealed.committed.includes(me)
        ? 'trade'
        : step.kind === 'algorithm' && step.order[step.index] === me
          ? 'play'
          : null;
  const stepKey = `${G.round.round}:${step.kind}:${step.kind === 'algorithm' ? step.index : ''}`;
  const [pick, setPick] = useState<{ key: string; card: CardId | null }>({ key: '', card: null });
  const selected = choosing && pick.key === stepKey ? pick.card : null;
  const last = G.history[G.history.length - 1];
  const moment = useMoment(props.matchID ?? '', me, newestBiasMoment(G, over), status.mine);
  const rounds = G.history.map((h) => h.round);
  const chatReason = chatBlockReason(G, ctx, me);

  const hand = me !== null && (
    <HandPanel hand={G.hand} chips={G.chips[me] ?? 0} content={content} choosing={choosing} selected={selected} onSelect={(card) => setPick({ key: stepKey, card })} />
  );
  const sealedStep = step.kind === 'trade' || step.kind === 'bid' ? step.kind : null;
  const deadline = me !== null && !over && !pending && sealedStep && (
    <Deadline kind={sealedStep} clock={clock} availability={checks.close(sealedStep)} onClose={() => (sealedStep === 'bid' ? moves.closeBids() : moves.closeTrade())} onExplain={notice.show} />
  );
  const act =
    me === null || over ? null : pending ? (
      <DecisionBlock G={G} pending={pending} content={content} names={names} me={me} onDecide={(answer) => moves.decide(answer)} onExplain={notice.show} />
    ) : (
      <>
        {step.kind === 'trade' && <TradeControls G={G} content={content} me={me} checks={checks} selected={selected} onTrade={(card) => moves.trade(card)} onExplain={notice.show} />}
        {step.kind === 'bid' && <BidControls key={step.sealed.key} G={G} content={content} me={me} checks={checks} onBid={(amount) => moves.bid(amount)} onExplain={notice.show} />}
        {step.kind === 'control' && step.winner === me && <ControlControls G={G} content={content} checks={checks} onControl={(choice) => moves.control(choice)} onExplain={notice.show} />}
        {choosing === 'play' && <AlgorithmControls G={G} content={content} checks={checks} selected={selected} onPlay={(card) => moves.playAlgorithm(card)} onPass={() => moves.pass()} onExplain={notice.show} />}
      </>
    );

  return (
    <div className="be-table" data-viewer={me === null ? 'spectator' : 'player'} data-over={over || undefined}>
      <TableHeader G={G} content={content} me={me} names={names} over={over} isConnected={props.isConnected} />
      {ctx.gameover && !showing(moment, momentKey('result')) && <FinalResult gameover={ctx.gameover} players={G.players} content={content} n={n} me={me} />}
      <AutonomyTrack G={G} content={content} over={over} />
      <div className="be-table__grid" ref={grid}>
        <div className="be-table__main">
          <RoundPanel G={G} content={content} n={n} me={me} over={over} />
          {/* A card to pick from your hand (the trade-in, your Algorithm): the hand comes next, before the mind. */}
          {choosing && hand}
          <MindPanel mind={G.mind} content={content} />
          {last && !over && <LastRound log={last} me={me} players={G.players} content={content} n={n} open={step.kind === 'trade'} rounds={rounds} onOpen={(r) => moment.reopen(momentKey('round', r))} />}
          {over && rounds.length > 0 && <RoundLinks rounds={rounds} onOpen={(r) => moment.reopen(momentKey('round', r))} />}
          {!choosing && hand}
        </div>
        <aside className="be-table__side" aria-label="Players and chat">
          <SeatsPanel G={G} content={content} names={names} matchData={props.matchData} me={me} over={over} winners={ctx.gameover?.winners} />
          <ChatDetails className="be-chat" title="Match chat" noteClass="be-hint-inline" note={chatReason ?? 'open to the table all game'} messages={props.chatMessages} names={names} disabledReason={chatReason} onSend={props.sendChatMessage} me={me} />
        </aside>
      </div>
      {!over && (
        <ActionDock className="be-dock" status={status} aside={deadline}>
          {act}
        </ActionDock>
      )}
      <BiasMoment moment={moment} G={G} gameover={ctx.gameover} content={content} n={n} me={me} />
      <FloatingNotice message={notice.message} onDismiss={notice.dismiss} />
    </div>
  );
}

/** What a match and the replay viewer load of the game, in its chunk (board-registry.ts). */
export const entry = { module: biasEffect, table: BiasEffectTable, attention: biasAttention };
