import { Client } from 'boardgame.io/client';
import type { Ctx } from 'boardgame.io';
import type { EightsContent } from '../../games/crazy-eights/content-types.ts';
import { createGame } from '../../games/crazy-eights/index.ts';
import { eightsRules } from '../../games/crazy-eights/rules.ts';
import type { EightsGameover, EightsState } from '../../games/crazy-eights/state.ts';
import { legalActions, type LegalAction } from '../../games/kit/card-game/card-moves.ts';

export interface Played {
  G: EightsState;
  ctx: Pick<Ctx, 'playOrder' | 'currentPlayer'> & { gameover?: EightsGameover };
}

/** How a fixture's seats play: from the legal actions of the seat to move, one. */
export type Policy = (actions: LegalAction[], G: EightsState, seat: string) => LegalAction | undefined;

/** Plays a card that is not an eight when it can, else an eight (the first suit), else draws, else passes. */
export const plainPlay: Policy = (actions) => actions.find((a) => a.move === 'play' && a.args.length === 1) ?? actions.find((a) => a.move === 'play') ?? actions[0];

/** Draws whenever it may: the stock runs out and is refilled from the discard pile. */
export const hoarder: Policy = (actions) => actions.find((a) => a.move === 'draw') ?? actions.find((a) => a.move === 'play') ?? actions[0];

/**
 * The first state, over the seeds `fixture-1`, `fixture-2`…, that a match played through the
 * game's own boardgame.io moves reaches where `wanted` holds: a state the server could really
 * reach, found again from the same rules and content on every run. Throws when no seed gets there.
 */
export function playUntil(content: EightsContent, players: number, policy: Policy, wanted: (played: Played) => boolean, seeds = 40, maxMoves = 400): Played {
  const game = createGame(content);
  const { moves } = eightsRules(content);
  for (let s = 1; s <= seeds; s++) {
    const client = Client({ game: { ...game, seed: `fixture-${s}`, playerView: ({ G }) => G }, numPlayers: players });
    client.start();
    try {
      for (let n = 0; n <= maxMoves; n++) {
        const { G, ctx } = client.getState()!;
        const played: Played = { G: G as EightsState, ctx: ctx as Played['ctx'] };
        if (wanted(played)) return played;
        if (ctx.gameover) break;
        const action = policy(legalActions(moves, played.G, ctx, ctx.currentPlayer), played.G, ctx.currentPlayer);
        if (!action) break;
        client.updatePlayerID(ctx.currentPlayer);
        client.moves[action.move](...action.args);
      }
    } finally {
      client.stop();
    }
  }
  throw new Error('Fixture: no seed reaches the state this story wants; the rules or the content changed.');
}
