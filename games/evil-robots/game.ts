import type { Game } from 'boardgame.io';
import { everySeatActiveTurn } from '../kit/rules/every-seat-active.ts';
import { NO_CLIENT_EVENTS } from '../kit/rules/no-client-events.ts';
import type { EvilContent } from './content-types.ts';
import { enumerateMoves } from './enumerate.ts';
import { roundRandom } from './flow.ts';
import { createMoves } from './moves.ts';
import { setupMatch } from './rules/round.ts';
import { viewFor } from './rules/view.ts';
import type { EvilState, EvilView } from './state.ts';

export const EVIL_ROBOTS_ID = 'evil-robots';

export function createGame(content: EvilContent): Game<EvilState> {
  const { moves, flow } = createMoves(content);
  return {
    name: EVIL_ROBOTS_ID,
    minPlayers: content.rules.players.min,
    maxPlayers: content.rules.players.max,
    disableUndo: true,
    setup: ({ ctx, random }) => setupMatch(content, ctx.playOrder, roundRandom({ random })),
    // Every seat active all game: claims, offers and splits are simultaneous (whose choice is awaited lives in G.step).
    turn: everySeatActiveTurn(flow.stages),
    moves,
    events: NO_CLIENT_EVENTS,
    endIf: ({ G }) => G.result ?? undefined,
    playerView: ({ G, playerID }) => viewFor(G, playerID) as unknown as EvilState,
    ai: {
      enumerate: (G, ctx, playerID) => enumerateMoves(G as unknown as EvilView, ctx, content, playerID),
    },
  };
}
