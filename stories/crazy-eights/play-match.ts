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

/**
 * A known position played on through the game's own moves: the dealt state of `fixture-1` with
 * its zones replaced (`zones`), then `steps`. For what a shuffled game hardly ever reaches, as a
 * blocked game; a move the rules refuse stops the fixture with an error.
 */
export function playFrom(content: EightsContent, players: number, zones: EightsState['zones'], steps: [seat: string, move: string, ...args: unknown[]][]): Played {
  const game = createGame(content);
  const dealt = Client({ game: { ...game, seed: 'fixture-1' }, numPlayers: players });
  const G = { ...(dealt.getState()!.G as EightsState), zones };
  const client = Client({ game: { ...game, seed: 'fixture-1', setup: () => G, playerView: ({ G: full }) => full }, numPlayers: players });
  client.start();
  for (const [seat, move, ...args] of steps) {
    const before = client.getState()!._stateID;
    client.updatePlayerID(seat);
    client.moves[move](...args);
    if (client.getState()!._stateID === before) throw new Error(`Fixture: ${seat} could not ${move}(${args.map((a) => JSON.stringify(a)).join(', ')}).`);
  }
  const { G: last, ctx } = client.getState()!;
  client.stop();
  return { G: last as EightsState, ctx: ctx as Played['ctx'] };
}
