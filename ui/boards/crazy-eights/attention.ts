import { cardTableAttention } from '../../components/card-table/card-table-attention.ts';
import { seatNames } from '../seat-names.ts';
import type { EightsTableProps } from './table-props.ts';
import { eightsWords } from './words.ts';

/** 'Your turn' on the seat's turn; the end, once. */
export const eightsAttention = ({ ctx, playerID, content, matchData }: EightsTableProps) =>
  cardTableAttention(ctx, playerID, () => (ctx.gameover ? eightsWords(content, seatNames(ctx.playOrder, matchData), playerID).end(ctx.gameover) : ''));
