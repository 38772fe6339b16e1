import type { Ctx } from 'boardgame.io';
import type { SeatResult } from '../kit/seat-result.ts';
import type { BiasContent } from './content-types.ts';
import type { BiasGameover, BiasState } from './state.ts';

/** Each seat's identity (by its card name), the chips it ended with, and whether its identity's goal held. */
export function biasSeatResults(G: BiasState, ctx: Ctx, content: BiasContent): SeatResult[] {
  const gameover = ctx.gameover as BiasGameover;
  const names = new Map(content.identities.identities.map((identity) => [identity.id, identity.name]));
  return G.players.map((seat) => {
    const identity = gameover.identities[seat];
    return { seat, role: names.get(identity) ?? identity, score: G.chips[seat], won: gameover.winners.includes(seat) };
  });
}
