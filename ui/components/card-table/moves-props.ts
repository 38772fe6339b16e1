import type { Ctx } from 'boardgame.io';
import { cardMoveDecls, legalActions, type CardMove } from '../../../games/kit/card-game/card-moves.ts';
import type { CardTableState } from '../../../games/kit/card-game/table-state.ts';
import { seatedAs } from '../../boards/seat-names.ts';

/**
 * What CardTable reads from a game's declared moves, for the viewer: its seat (null for a
 * spectator), what it may do now, the moves as plain data, and why a card cannot be played,
 * in the words of the rule of the first move that takes a card. A game's table spreads these
 * into CardTable rather than work them out itself.
 */
export function movesProps<G extends CardTableState>(moves: Record<string, CardMove<G>>, G: G, ctx: Pick<Ctx, 'currentPlayer' | 'playOrder' | 'gameover'>, playerID: string | null) {
  const me = seatedAs(ctx.playOrder, playerID);
  const decls = cardMoveDecls(moves);
  const takesCard = decls.find((decl) => decl.args[0]?.kind === 'card');
  const whyNot = (card: string) => (me !== null && ctx.currentPlayer === me && takesCard ? moves[takesCard.name].check(G, me, card)?.message : undefined);
  return { me, actions: me === null ? [] : legalActions(moves, G, ctx, me), decls, whyNot };
}
