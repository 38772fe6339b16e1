import type { Ctx } from 'boardgame.io';
import { decisionMoves, pendingDecision } from '../kit/script/index.ts';
import type { BiasContent } from './content-types.ts';
import { moveRefusal } from './moves.ts';
import type { BiasState, BiasView, PlayerID } from './state.ts';

export interface EnumeratedMove {
  move: string;
  args: unknown[];
}

/**
 * Every legal move for `playerID` from its view: the random bots' menu, each candidate put to the
 * move's declared arguments and its rule as the engine puts it. Closing a sealed step is left
 * out: it is for a table waiting on an absent player, never a bot's first choice.
 */
export function enumerateMoves(view: BiasView, ctx: Pick<Ctx, 'gameover'>, _content: BiasContent, playerID: PlayerID): EnumeratedMove[] {
  if (ctx.gameover !== undefined) return [];
  const state = view as unknown as BiasState;
  // The view holds only the viewer's hand, which is all the checks of the viewer's own moves read.
  const scope = { G: { ...state, hands: { [playerID]: view.hand } } as BiasState, playerID, seats: view.players };
  const legal = ({ move, args }: EnumeratedMove) => moveRefusal(scope, move, args) === undefined;
  if (pendingDecision(state.scripts)) return decisionMoves(state.scripts, playerID).filter(legal);
  const candidates: EnumeratedMove[] = [
    ...[null, ...view.hand].map((card) => ({ move: 'trade', args: [card] })),
    ...Array.from({ length: (view.chips[playerID] ?? 0) + 1 }, (_, bid) => ({ move: 'bid', args: [bid] })),
    { move: 'control', args: ['program'] },
    { move: 'control', args: ['delete'] },
    ...view.hand.map((card) => ({ move: 'playAlgorithm', args: [card] })),
    { move: 'pass', args: [] },
  ];
  return candidates.filter(legal);
}
