import { useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { CardTableState, ZoneDecl } from '../../../games/kit/card-game/table-state.ts';
import type { TableProps } from '../../boards/table-props.ts';
import { seatNames, seatedAs } from '../../boards/seat-names.ts';
import { ChatDetails } from '../chat/chat-details.tsx';
import { ActionDock, type DockStatus } from '../layout/action-dock.tsx';
import { PHONE_TABLE_QUERY, useMediaQuery } from '../layout/use-media-query.ts';
import { useViewportTop } from '../layout/use-viewport-top.ts';
import { GameMoment } from '../moment/game-moment.tsx';
import { momentKey } from '../moment/moment-memory.ts';
import { showing, useMoment } from '../moment/use-moment.ts';
import { FloatingNotice } from '../notice/floating-notice.tsx';
import { useStateNotice } from '../notice/use-state-notice.ts';
import { ActionChoicePanel } from './action-choice.tsx';
import { HandRow, type HandRowProps } from './hand-row.tsx';
import { PileView, type PileViewProps } from './pile-view.tsx';
import { SeatStrip, type SeatStripProps } from './seat-strip.tsx';
import { actionsTaking, buttonActions, choiceWords, clickActionOf, dropPressOf, pressOf, runAction, takesCard, type ActionChoice, type CardPress, type TableAction, type TableMoveDecl } from './table-actions.ts';
import type { RenderCard } from './table-card.tsx';
import { handZoneOf, seatsAround, zoneCards } from './table-seats.ts';
import { defaultStatus, withConnection } from './table-status.ts';
import { useCardDrag } from './use-card-drag.ts';
import './card-table.css';

/** What the card table reads of boardgame.io's ctx. */
export interface CardTableCtx {
  playOrder: string[];
  currentPlayer?: string;
  gameover?: unknown;
}

export type CardTableBaseProps = TableProps<CardTableState, Record<string, unknown>, unknown, CardTableCtx>;

export interface CardTableProps {
  /** The board's props as boardFromTable hands them (G: this seat's view). */
  table: CardTableBaseProps;
  /** The game's zones, as its table.yaml declares them. */
  zones: readonly ZoneDecl[];
  /** What the viewer may do now (the kit's legalActions for this seat's view); empty off turn and for a spectator. */
  actions: readonly TableAction[];
  /** The game's moves as a table reads them: words, and which zone each is clicked or dropped on. */
  decls: readonly TableMoveDecl[];
  renderCard: RenderCard;
  /** A card's words: "8 of Hearts". */
  cardName(card: string): string;
  /** The game's words for a value a choice offers (a suit with its symbol); else the move's declared names, else the value. */
  valueName?(value: unknown): string;
  /** Why a card cannot be played now, from the game's own validator; a general reason otherwise. */
  whyNot?(card: string): string | undefined;
  /** The game's own status line; the kit's says whose turn it is and what can be done. */
  status?: DockStatus;
  /** For the kit's status line: what playing a card takes, in the game's words ("play a card matching 7 or ♥"). */
  playWords?: string;
  /** Beside the piles: what else the middle of the table shows (the suit called). */
  middle?: ReactNode;
  /** What happened, newest last: the latest few show beside the chat. */
  log?: readonly string[];
  /** A game's words under a seat's name (a score). */
  seatNote?(seat: string): string | undefined;
  /** The game's result, once it is over: a banner on the table and the end's moment. */
  result?: ReactNode;
  /** Why the viewer may not post in the chat (the game's chatPolicy), if they may not. */
  chatBlocked?: string;
  /** The game's class, for its colours. */
  className?: string;
  /** A game's own part in place of the kit's. */
  parts?: { Seats?: ComponentType<SeatStripProps>; Pile?: ComponentType<PileViewProps>; Hand?: ComponentType<HandRowProps> };
}

const LOG_LINES = 6;
const SIZES = { laptop: { hand: '8.5rem', pile: '7.5rem', view: 'small' }, phone: { hand: '5.4rem', pile: '5rem', view: 'tiny' } };

/**
 * A card game's whole table from its declared zones: the other seats in a strip, the shared
 * zones in the middle, the viewer's hand as a fan, the chat and the latest happenings beside
 * them (under them on a phone), what to do now in the action dock, the result as a banner and
 * the end's moment. It decides nothing: what may be played comes from `actions`, what a click
 * or a drop does from `decls`, and every move goes through the client's own moves.
 */
export function CardTable(props: CardTableProps) {
  const { table, zones, actions, decls, renderCard, cardName, parts = {} } = props;
  const { G, ctx, playerID, moves } = table;
  const { Seats = SeatStrip, Pile = PileView, Hand = HandRow } = parts;
  const grid = useRef<HTMLDivElement>(null);
  useViewportTop(grid);
  const size = SIZES[useMediaQuery(PHONE_TABLE_QUERY) ? 'phone' : 'laptop'];
  const names = useMemo(() => seatNames(ctx.playOrder, table.matchData), [ctx.playOrder, table.matchData]);
  const me = seatedAs(ctx.playOrder, playerID);
  const over = ctx.gameover !== undefined;
  const handZone = handZoneOf(zones);
  const hand = me !== null && handZone ? zoneCards(G.zones, handZone.id, me) : [];
  const notice = useStateNotice(G);
  const [open, setOpen] = useState<{ on: unknown; choice: ActionChoice } | null>(null);
  const choice = open?.on === G ? open.choice : null;
  const buttons = buttonActions(actions, decls, hand);
  const playable = actions.length > 0 ? new Set(hand.filter((card) => actionsTaking(actions, card).length > 0)) : undefined;
  const status = withConnection(
    props.status ?? defaultStatus({ me, current: ctx.currentPlayer, over, names, canPlayCard: actions.some((a) => takesCard(a, hand)), buttons: buttons.map((b) => b.label), playWords: props.playWords }),
    table.isConnected,
  );
  const moment = useMoment(table.matchID ?? '', me, over ? momentKey('result') : null, status.mine);

  const run = (action: TableAction) => {
    setOpen(null);
    runAction(moves, action);
  };
  const follow = (press: CardPress) => (press.kind === 'act' ? run(press.action) : press.kind === 'choose' ? setOpen({ on: G, choice: press.choice }) : undefined);
  const { drag, handlers, afterDrag } = useCardDrag((card, zone) => follow(dropPressOf(actions, decls, zone, card)));
  const onPress = (card: string) => {
    if (afterDrag()) return;
    const press = pressOf(actions, card);
    if (press.kind === 'none') notice.show(props.whyNot?.(card) ?? (ctx.currentPlayer === me ? `${cardName(card)} cannot be played now.` : 'Wait for your turn.'));
    else follow(press);
  };

  const declared = choice && choiceWords(decls, choice, String);
  const words = declared && { label: declared.label, name: props.valueName ?? declared.name };
  const seats = seatsAround(ctx.playOrder, me).map((id) => ({ id, name: names[id], count: handZone ? zoneCards(G.zones, handZone.id, id).length : 0, note: props.seatNote?.(id) }));
  const shared = zones.filter((z) => !z.perSeat);
  const log = props.log?.slice(-LOG_LINES) ?? [];

  return (
    <div className={`ct-table ${props.className ?? ''}`} data-viewer={me === null ? 'spectator' : 'player'} data-over={over || undefined}>
      {over && props.result && !showing(moment, momentKey('result')) && (
        <section className="ct-result" data-testid="result-banner">
          {props.result}
        </section>
      )}
      <div className="ct-table__grid" ref={grid}>
        <div className="ct-table__main">
          <Seats seats={seats} current={over ? undefined : ctx.currentPlayer} me={me} matchData={table.matchData} direction={G.order.direction} renderCard={renderCard} />
          <div className="ct-middle" data-testid="table-middle">
            {shared.map((zone) => {
              const click = clickActionOf(actions, decls, zone.id);
              const droppable = decls.some((d) => d.dropsOn === zone.id) && playable !== undefined && playable.size > 0;
              return (
                <Pile key={zone.id} zone={zone} cards={zoneCards(G.zones, zone.id)} renderCard={renderCard} width={size.pile} view={size.view} cardName={cardName} click={click && { label: decls.find((d) => d.name === click.move)?.label ?? click.move, run: () => run(click) }} drop={droppable ? { hot: drag?.over === zone.id } : undefined} />
              );
            })}
            {props.middle}
          </div>
          {me !== null && (
            <section className="ct-hand-area" data-turn={(!over && ctx.currentPlayer === me) || undefined} aria-labelledby="ct-hand-heading">
              <h2 id="ct-hand-heading">
                Your hand <span className="ct-hand-area__count">{hand.length} {hand.length === 1 ? 'card' : 'cards'}</span>
              </h2>
              <Hand cards={hand} playable={playable} choosing={choice?.card} renderCard={renderCard} width={size.hand} view={size.view} cardName={cardName} onPress={onPress} drag={drag} dragHandlers={handlers} />
            </section>
          )}
        </div>
        <aside className="ct-table__side" aria-label="What happened, and the chat">
          {log.length > 0 && (
            <ol className="ct-log" data-testid="table-log" aria-label="What happened last">
              {log.map((line, i) => (
                <li key={`${props.log!.length - log.length + i}`}>{line}</li>
              ))}
            </ol>
          )}
          <ChatDetails className="ct-chat" title="Table talk" noteClass="ct-chat__note" note={props.chatBlocked ?? 'open to the table'} messages={table.chatMessages} names={names} disabledReason={props.chatBlocked} onSend={table.sendChatMessage} me={me} />
        </aside>
      </div>
      {!over && (
        <ActionDock className="ct-dock" status={words ? { text: `Play ${cardName(choice.card)}: choose ${words.label ? `the ${words.label.toLowerCase()}` : 'one'}`, mine: true } : status}>
          {words ? (
            <ActionChoicePanel choice={choice} valueName={words.name} cardName={cardName} onPick={run} onCancel={() => setOpen(null)} />
          ) : (
            buttons.length > 0 && (
              <div className="ct-buttons">
                {buttons.map(({ action, label }) => (
                  <button key={`${action.move}:${JSON.stringify(action.args)}`} type="button" className="ct-button ct-button--go" data-testid={`act-${action.move}`} onClick={() => run(action)}>
                    {label}
                  </button>
                ))}
              </div>
            )
          )}
        </ActionDock>
      )}
      <GameMoment moment={moment} result={props.result} own={() => null} />
      <FloatingNotice message={notice.message} onDismiss={notice.dismiss} />
    </div>
  );
}
