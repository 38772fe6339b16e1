import { beliefOf } from '../../../games/bias-effect/rules/catalog.ts';
import type { Attention } from '../attention.ts';
import { seatNames } from '../seat-names.ts';
import type { BiasTableProps } from './table-props.ts';
import { listed } from './words.ts';

type Message = Attention['messages'][number];

/**
 * What Bias Effect asks of the person in the seat, from the view alone. 'Decide' while a card
 * waits on their decision; 'Your turn' while their trade-in or bid is still out, when they won
 * the bid and must program or delete, and on their Algorithm turn. Messages, each keyed by what
 * it is about (so the shell toasts it once): the bids shown and who took control, the end.
 */
export function biasAttention(props: BiasTableProps): Attention {
  const { G, ctx, playerID, content } = props;
  const names = seatNames(ctx.playOrder, props.matchData);
  const me = playerID !== null && G.players.includes(playerID) ? playerID : null;
  const messages: Message[] = [];
  const over = ctx.gameover;
  if (over) {
    const who = over.winners.length === 0 ? 'Nobody wins' : `${listed(over.winners.map((p) => names[p]))} ${over.winners.length === 1 ? 'wins' : 'win'}`;
    const verdict = me === null || over.winners.length === 0 ? '' : over.winners.includes(me) ? ' You won!' : ' You lost.';
    messages.push({ key: 'gameover', text: `The A.I. is autonomous. ${who}.${verdict}` });
    return { messages };
  }
  if (me === null) return { messages };

  const bids = G.round.bids;
  if (bids) {
    const title = beliefOf(content, bids.belief).title;
    const text = bids.winner === null ? `Bids on “${title}” tied: it is deleted.` : bids.winner === me ? `You won the bid on “${title}”.` : `${names[bids.winner]} won the bid on “${title}”.`;
    messages.push({ key: `bids-r${G.round.round}`, text });
  }

  const pending = G.scripts.running?.pending;
  if (pending) return pending.player === me ? { call: 'Decide', messages } : { messages };
  const step = G.step;
  const mustAct =
    ((step.kind === 'trade' || step.kind === 'bid') && !step.sealed.committed.includes(me)) ||
    (step.kind === 'control' && step.winner === me) ||
    (step.kind === 'algorithm' && step.order[step.index] === me);
  return mustAct ? { call: 'Your turn', messages } : { messages };
}
