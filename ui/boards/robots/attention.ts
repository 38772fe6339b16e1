import { firstKept } from '../../../games/robots/rules/log.ts';
import type { Attention } from '../attention.ts';
import { seatNames } from '../seat-names.ts';
import { cardInfo, cardNames } from './card-info.ts';
import { pendingDecisionOf } from './decision-block.tsx';
import { ruleChecks } from './rule-checks.ts';
import type { RobotsTableProps } from './table-props.ts';
import { handEndWords } from './hand-end-words.ts';

type Message = Attention['messages'][number];

/**
 * What ROBOTS! asks of the person in the seat, from the view alone. The call: 'Decide' while
 * a power waits on this player's answer, else 'Your turn' on their turn (to draw or to play).
 * Messages are the things addressed to them, each keyed by what it is about so the key holds
 * while the thing does and a new one gets a new key: a spread of theirs an attack broke (by the event's number in the hand's log,
 * while the log keeps it: the shell toasts a key once, so one that drops off asks nothing
 * more), the ROBOTS! window open to them (by the discard and the heap's size), and the end
 * of a hand or of the game.
 */
export function robotsAttention(props: RobotsTableProps): Attention {
  const { G, ctx, playerID, content } = props;
  const names = seatNames(ctx.playOrder, props.matchData);
  const name = (id: string) => names[id] ?? `Seat ${Number(id) + 1}`;
  const cards = (ids: string[]) => cardNames(content, G.variant, ids);
  const me = playerID !== null && G.players.includes(playerID) ? playerID : null;
  const live = ctx.gameover === undefined;
  const messages: Message[] = [];
  if (me === null) return gameoverMessage(props, messages, name);

  // The decision asks through the call (tab title, sound) and its own panel, never a note:
  // on a phone a note repeating the question sat over the panel's options.
  const pending = live ? pendingDecisionOf(G) : null;
  const deciding = pending !== null && pending.player === me;

  // Attacks on this player's spreads in the current hand (the log holds the hand's latest events).
  const first = firstKept(G);
  G.events.forEach((event, index) => {
    if (event.kind !== 'spread-hit' || event.owner !== me || event.player === me) return;
    const broke = event.broken.length > 0 ? ' The spread fell apart.' : '';
    messages.push({ key: `spread-hit-${G.handNumber}-${first + index}`, text: `${name(event.player)}'s power took ${cards([event.card])} out of your spread.${broke}` });
  });

  if (live && G.claimable && G.claimable.discardedBy !== me && pending === null && ruleChecks(content, G, me).claimTargets().length > 0) {
    const card = cardInfo(content, G.variant, G.claimable.card).name;
    messages.push({ key: `claim-${G.claimable.card}-${G.heap.length}`, text: `ROBOTS! ${name(G.claimable.discardedBy)}'s ${card} fits a spread: claim it before the next draw.`, onTable: true });
  }

  // The hand that just ended, until the first discard of the next one.
  const last = G.results[G.results.length - 1];
  if (live && last && last.hand === G.handNumber - 1 && G.lastDiscard === null) {
    const how = handEndWords(last, (p) => (p === me ? 'you' : name(p)));
    messages.push({ key: `hand-end-${last.hand}`, text: `Hand ${last.hand} is over: ${how}. You scored ${last.scores[me].total}; your total is ${last.totals[me]}.` });
  }

  gameoverMessage(props, messages, name);
  if (deciding) return { call: 'Decide', messages };
  if (live && pending === null && G.turn.player === me) return { call: 'Your turn', messages };
  return { messages };
}

/** The end of the game, for players and spectators alike. */
function gameoverMessage({ ctx, playerID }: RobotsTableProps, messages: Message[], name: (id: string) => string): Attention {
  const over = ctx.gameover;
  if (over) {
    const verdict = playerID === null || !(playerID in over.scores) ? '' : over.winner === playerID ? ' You won!' : ' You lost.';
    messages.push({ key: 'gameover', text: `${name(over.winner)} wins ROBOTS! with ${over.scores[over.winner]} points.${verdict}` });
  }
  return { messages };
}
