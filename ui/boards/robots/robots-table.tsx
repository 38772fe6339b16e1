import { useCallback, useMemo, useState } from 'react';
import { deckOf } from '../../../games/robots/cards.ts';
import type { CardId } from '../../../games/robots/state.ts';
import { ChatPanel } from '../../components/chat/chat-panel.tsx';
import { HandEndBanner, OutcomeBanner } from './banners.tsx';
import { BuildPanel } from './build-panel.tsx';
import { cardInfo } from './card-info.ts';
import { ROBOTS_TITLE } from './card-faces.ts';
import { chatBlockReason } from './chat-block.ts';
import { ClaimPanel } from './claim-panel.tsx';
import { DecisionBlock, pendingDecisionOf } from './decision-block.tsx';
import { EventLog } from './event-log.tsx';
import { HandPanel } from './hand-panel.tsx';
import { HeapPanel } from './heap-panel.tsx';
import { ruleChecks } from './rule-checks.ts';
import { ScoreTable } from './score-table.tsx';
import { SeatsPanel } from './seats-panel.tsx';
import { seatNames } from '../seat-names.ts';
import { SpreadActions } from './spread-actions.tsx';
import { SpreadView } from './spread-view.tsx';
import type { RobotsTableProps } from './table-props.ts';
import { turnStatus } from './turn-status.ts';
import './robots-table.css';

/** The ROBOTS! table: it draws the view and sends moves; the game's validators decide and explain. */
export function RobotsTable(props: RobotsTableProps) {
  const { G, ctx, playerID, moves, content } = props;
  const names = seatNames(ctx.playOrder, props.matchData);
  const me = playerID !== null && G.players.includes(playerID) ? playerID : null;
  const live = ctx.gameover === undefined;
  const info = useCallback((id: CardId) => cardInfo(content, G.variant, id), [content, G.variant]);
  const checks = useMemo(() => ruleChecks(content, G, me), [content, G, me]);
  const hand = me === null ? [] : (G.hands[me] ?? []);
  const [picked, setPicked] = useState<CardId[]>([]);
  const selected = picked.filter((c) => hand.includes(c));
  const [takeChoice, setTakeChoice] = useState<CardId>();
  const takeFrom = takeChoice !== undefined && G.heap.includes(takeChoice) ? takeChoice : G.heap[G.heap.length - 1];
  const [notice, setNotice] = useState<string>();
  const [seenResult, setSeenResult] = useState(0);
  const pending = pendingDecisionOf(G);
  const lastResult = G.results[G.results.length - 1];
  const variant = content.powers.variants.find((v) => v.id === G.variant);
  const deck = deckOf(content);
  const clear = useCallback(() => setPicked([]), []);
  const toggle = (card: CardId) => setPicked((current) => (current.includes(card) ? current.filter((c) => c !== card) : [...current.filter((c) => hand.includes(c)), card]));
  // Drawing is over for the turn once the player has drawn: the buttons go rather than stay greyed.
  const drawing = me !== null && live && !(G.turn.player === me && G.turn.step === 'play');
  const emptySeats = props.matchData?.filter((seat) => !seat.name).length ?? 0;

  return (
    <div className="robots-table" data-viewer={me === null ? 'spectator' : 'player'}>
      <header className="robots-table__header">
        <h1>ROBOTS!</h1>
        <p className="robots-table__facts">
          <strong>{variant?.name ?? G.variant}</strong> · Hand {G.handNumber} · dealt by {names[G.dealer]} · first to {content.rules.targetScore} wins
        </p>
        <p className="robots-table__who">
          {me === null ? 'Watching as a spectator' : `Playing as ${names[me]}`}
          {props.isConnected === false && <span className="robots-table__offline"> · reconnecting…</span>}
        </p>
      </header>
      {emptySeats > 0 && live && (
        <p className="robots-table__waiting" role="status">
          Waiting for {emptySeats} more {emptySeats === 1 ? 'player' : 'players'} to take a seat.
        </p>
      )}
      {ctx.gameover && <OutcomeBanner gameover={ctx.gameover} names={names} playerID={me} players={G.players} />}
      {live && lastResult && lastResult.hand === G.handNumber - 1 && seenResult < lastResult.hand && (
        <HandEndBanner result={lastResult} players={G.players} names={names} onDismiss={() => setSeenResult(lastResult.hand)} />
      )}
      <div className="robots-table__grid">
        <main className="robots-table__main">
          <SeatsPanel G={G} names={names} matchData={props.matchData} playerID={me} deciding={pending?.player} live={live} />
          {live && (
            <p className="robots-status" data-testid="turn-status" data-mine={G.turn.player === me || undefined} role="status">
              {turnStatus(G, me, names, info)}
            </p>
          )}
          {notice && (
            <p className="robots-notice" data-testid="private-notice" role="alert">
              {notice}
              <button type="button" className="robots-chip" onClick={() => setNotice(undefined)}>
                OK
              </button>
            </p>
          )}
          {live && pending && (
            <DecisionBlock G={G} pending={pending} content={content} info={info} names={names} playerID={me} onDecide={(answer) => moves.decide?.(answer)} onExplain={setNotice} />
          )}
          {live && <ClaimPanel G={G} me={me} content={content} names={names} info={info} checks={checks} moves={moves} onExplain={setNotice} />}
          <HeapPanel
            factorySize={G.factorySize}
            heap={G.heap}
            info={info}
            title={ROBOTS_TITLE}
            takeFrom={drawing ? takeFrom : undefined}
            onTakeFrom={drawing ? setTakeChoice : undefined}
            draw={drawing ? checks.draw() : undefined}
            take={drawing && takeFrom ? checks.take(takeFrom) : undefined}
            onDraw={() => moves.drawFromFactory()}
            onTake={() => takeFrom && moves.takeFromHeap(takeFrom)}
            onExplain={setNotice}
          />
          <section className="robots-spreads" aria-labelledby="spreads-heading">
            <h2 id="spreads-heading">Spreads</h2>
            {G.spreads.length === 0 && <p className="robots-hint">No spread on the table yet.</p>}
            {G.players
              .filter((p) => G.spreads.some((s) => s.owner === p))
              .map((owner) => (
                <div key={owner} className="robots-spreads__owner" data-testid={`spreads-of-${owner}`}>
                  <h3>{names[owner]}</h3>
                  <ul className="robots-spreads__list">
                    {G.spreads
                      .filter((s) => s.owner === owner)
                      .map((spread) => (
                        <SpreadView
                          key={spread.id}
                          spread={spread}
                          content={content}
                          info={info}
                          names={names}
                          actions={
                            me && live && selected.length > 0 ? (
                              <SpreadActions spread={spread} content={content} selected={selected} checks={checks} onExtend={(cards, end) => { moves.extend(spread.id, cards, end); clear(); }} onExplain={setNotice} />
                            ) : undefined
                          }
                        />
                      ))}
                  </ul>
                </div>
              ))}
          </section>
          {me !== null && (
            <div className="robots-table__mine">
              <HandPanel hand={hand} info={info} colours={deck.colours} selected={selected} onToggle={toggle} onClear={clear} mustPlay={G.turn.player === me ? G.turn.mustPlay : null} takenThisTurn={G.turn.player === me ? G.turn.takenFromHeap : []} />
              {live && <BuildPanel G={G} me={me} content={content} selected={selected} info={info} checks={checks} moves={moves} onDone={clear} onExplain={setNotice} />}
            </div>
          )}
        </main>
        <aside className="robots-table__side">
          <ScoreTable results={G.results} players={G.players} names={names} totals={G.scores} target={content.rules.targetScore} />
          <EventLog G={G} names={names} content={content} />
          <ChatPanel messages={props.chatMessages} names={names} disabledReason={chatBlockReason(G, ctx, me)} onSend={props.sendChatMessage} />
        </aside>
      </div>
    </div>
  );
}
