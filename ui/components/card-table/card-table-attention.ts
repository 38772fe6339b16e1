import type { Attention } from '../../boards/attention.ts';
import type { CardTableCtx } from './card-table.tsx';
import { seatedAs } from '../../boards/seat-names.ts';

/**
 * What a turn-based card game asks of the person in the seat, from ctx alone: 'Your turn' on
 * their turn while the game runs; once it is over, the game's own words for the end, once.
 */
export function cardTableAttention(ctx: CardTableCtx, playerID: string | null, endWords: () => string): Attention {
  const me = seatedAs(ctx.playOrder, playerID);
  if (ctx.gameover !== undefined) return { messages: [{ key: 'gameover', text: endWords() }] };
  return me !== null && ctx.currentPlayer === me ? { call: 'Your turn', messages: [] } : { messages: [] };
}
