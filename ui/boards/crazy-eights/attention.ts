import type { Attention } from '../attention.ts';
import { cardTableAttention } from '../../components/card-table/card-table-attention.ts';
import { seatNames } from '../seat-names.ts';
import type { EightsTableProps } from './table-props.ts';
import { eightsWords } from './words.ts';

/** 'Your turn' on the seat's turn; the end, once. */
export function eightsAttention(props: EightsTableProps): Attention {
  const { ctx, playerID } = props;
  return cardTableAttention(ctx, playerID, () => (ctx.gameover ? eightsWords(props.content, seatNames(ctx.playOrder, props.matchData), playerID).end(ctx.gameover) : ''));
}
