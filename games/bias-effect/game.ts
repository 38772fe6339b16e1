import type { Game } from 'boardgame.io';
import { everySeatActiveTurn } from '../kit/rules/every-seat-active.ts';
import { NO_CLIENT_EVENTS } from '../kit/rules/no-client-events.ts';
import type { BiasContent } from './content-types.ts';
import { enumerateMoves } from './enumerate.ts';
import { createMoves } from './moves.ts';
import { setupMatch } from './rules/deal.ts';
import { viewFor } from './rules/view.ts';
import type { BiasState, BiasView } from './state.ts';

export const BIAS_EFFECT_ID = 'bias-effect';

export function createGame(content: BiasContent): Game<BiasState> {
  const { moves, flow } = createMoves(content);
  return {
    name: BIAS_EFFECT_ID,
    minPlayers: content.rules.players.min,
    maxPlayers: content.rules.players.max,
    disableUndo: true,
    setup: ({ ctx, random }) => setupMatch(content, ctx.playOrder, random.Shuffle),
    // Every seat active all game: trading in and bidding are simultaneous (whose choice is awaited lives in G.step).
    turn: everySeatActiveTurn(flow.stages),
    moves,
    events: NO_CLIENT_EVENTS,
    endIf: ({ G }) => G.result ?? undefined,
    playerView: ({ G, playerID }) => viewFor(G, playerID) as unknown as BiasState,
    ai: {
      enumerate: (G, ctx, playerID) => enumerateMoves(G as unknown as BiasView, ctx, content, playerID),
    },
  };
}
