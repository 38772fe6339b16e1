import type { Game } from 'boardgame.io';
import type { AyarContent } from './content-types.ts';
import { enumerateMoves } from './enumerate.ts';
import { modeOf, resolveMode } from './modes.ts';
import { activeMap, createMoves } from './moves.ts';
import { deal } from './rules/deal.ts';
import { viewFor } from './rules/view.ts';
import type { AyarState } from './state.ts';
import { NO_CLIENT_EVENTS } from '../kit/rules/no-client-events.ts';

export const AYAR_ID = 'are-you-a-robot';

export function createGame(content: AyarContent): Game<AyarState> {
  const modes = content.modes.modes;
  return {
    name: AYAR_ID,
    minPlayers: Math.min(...modes.map((m) => m.players.min)),
    maxPlayers: Math.max(...modes.map((m) => m.players.max)),
    disableUndo: true,
    validateSetupData: (setupData, numPlayers) => {
      const mode = resolveMode(content, setupData, numPlayers);
      return typeof mode === 'string' ? mode : undefined;
    },
    setup: ({ ctx, random }, setupData) => {
      const mode = resolveMode(content, setupData, ctx.numPlayers);
      if (typeof mode === 'string') throw new Error(mode);
      return deal(content, mode, ctx.playOrder, random.Shuffle);
    },
    // One endless turn for the whole match; activePlayers is recomputed from the state, so
    // even a turn that somehow ended would never wake an eliminated player.
    turn: {
      onBegin: ({ G, events }) => events.setActivePlayers({ value: activeMap(G) }),
    },
    moves: createMoves(content),
    events: NO_CLIENT_EVENTS,
    playerView: ({ G, playerID }) => viewFor(G, playerID),
    ai: {
      enumerate: (G, ctx, playerID) => enumerateMoves(G, ctx, modeOf(content, G.mode), playerID),
    },
  };
}
