import type { Game } from 'boardgame.io';
import { everySeatActiveTurn } from '../kit/rules/every-seat-active.ts';
import { NO_CLIENT_EVENTS } from '../kit/rules/no-client-events.ts';
import type { ThreeLawsContent } from './content-types.ts';
import { enumerateMoves } from './enumerate.ts';
import { createMoves } from './moves.ts';
import { setupMatch } from './rules/deal.ts';
import { viewFor } from './rules/view.ts';
import type { ThreeLawsState, ThreeLawsView } from './state.ts';

export const THREE_LAWS_ID = 'three-laws';

/** setupData.start: play all rounds, or skip the law-free first round. */
export const START_CHOICES = ['round-1', 'round-2'] as const;

export function firstRoundOf(setupData: unknown): number | string {
  const start = (setupData as { start?: unknown } | undefined)?.start ?? 'round-1';
  if (start === 'round-1') return 1;
  if (start === 'round-2') return 2;
  return `start must be one of ${START_CHOICES.join(', ')}`;
}

export function createGame(content: ThreeLawsContent): Game<ThreeLawsState> {
  return {
    name: THREE_LAWS_ID,
    minPlayers: content.rules.players.min,
    maxPlayers: content.rules.players.max,
    disableUndo: true,
    validateSetupData: (setupData) => {
      const first = firstRoundOf(setupData);
      if (typeof first === 'string') return first;
      return first > content.rules.rounds.length ? `the game has only ${content.rules.rounds.length} rounds` : undefined;
    },
    setup: ({ ctx, random }, setupData) => {
      const first = firstRoundOf(setupData);
      if (typeof first === 'string') throw new Error(first);
      return setupMatch(content, ctx.playOrder, first, random.Shuffle);
    },
    // Every seat active all game: an Error may be called at any moment (whose query or transfer it is lives in G.step).
    turn: everySeatActiveTurn({}),
    moves: createMoves(content),
    events: NO_CLIENT_EVENTS,
    playerView: ({ G, playerID }) => viewFor(G, playerID) as unknown as ThreeLawsState,
    ai: {
      enumerate: (G, ctx, playerID) => enumerateMoves(G as unknown as ThreeLawsView, ctx, content, playerID),
    },
  };
}
