import type { Ctx } from 'boardgame.io';
import { decisionMoves, pendingDecision } from '../kit/script/index.ts';
import type { BiasContent } from './content-types.ts';
import { checkPass, checkPlay } from './rules/algorithm.ts';
import { checkBid } from './rules/bids.ts';
import { checkControl } from './rules/control.ts';
import { checkTrade } from './rules/trade.ts';
import type { BiasState, BiasView, PlayerID } from './state.ts';

export interface EnumeratedMove {
  move: string;
  args: unknown[];
}

/**
 * Every legal move for `playerID` from its view: the random bots' menu. Closing a sealed step
 * is left out: it is for a table waiting on an absent player, never a bot's first choice.
 */
export function enumerateMoves(view: BiasView, ctx: Pick<Ctx, 'gameover'>, _content: BiasContent, playerID: PlayerID): EnumeratedMove[] {
  if (ctx.gameover !== undefined) return [];
  const state = view as unknown as BiasState;
  const pending = pendingDecision(state.scripts);
  if (pending) return decisionMoves(state.scripts, playerID);
  const hands = { [playerID]: view.hand };
  const candidates: EnumeratedMove[] = [
    ...[null, ...view.hand].map((card) => ({ move: 'trade', args: [card] })),
    ...Array.from({ length: (view.chips[playerID] ?? 0) + 1 }, (_, bid) => ({ move: 'bid', args: [bid] })),
    { move: 'control', args: ['program'] },
    { move: 'control', args: ['delete'] },
    ...view.hand.map((card) => ({ move: 'playAlgorithm', args: [card] })),
    { move: 'pass', args: [] },
  ];
  const G = { ...state, hands } as BiasState;
  return candidates.filter(({ move, args }) => {
    if (move === 'trade') return !checkTrade(G, playerID, args[0]);
    if (move === 'bid') return !checkBid(G, playerID, args[0]);
    if (move === 'control') return !checkControl(G, playerID, args[0]);
    if (move === 'playAlgorithm') return !checkPlay(G, playerID, args[0]);
    return !checkPass(G, playerID);
  });
}
