import type { Game } from 'boardgame.io';
import type { RobotsContent } from './content-types.ts';
import { enumerateMoves } from './enumerate.ts';
import { signalMoment } from '../kit/script/index.ts';
import { activeMap, CLAIM_STAGE, TURN_STAGE } from './flow.ts';
import { createMoves } from './moves.ts';
import { setupMatch } from './rules/deal.ts';
import { viewFor } from './rules/view.ts';
import type { RobotsState } from './state.ts';
import { createPowerRunner } from './script/power-runner.ts';
import { robotsVocabulary } from './script/vocabulary.ts';
import { resolveVariant } from './variants.ts';
import { NO_CLIENT_EVENTS } from '../kit/rules/no-client-events.ts';
import { copyWith } from '../kit/with-fields.ts';

export const ROBOTS_ID = 'robots';

export function createGame(content: RobotsContent): Game<RobotsState> {
  const powers = createPowerRunner(content);
  const moves = createMoves(content, powers);
  const { durations } = robotsVocabulary;
  // With no lasting effect up (most turns), counting a moment would only put an empty list in
  // place of the empty list: a write that costs a copy of G at every turn's start and end. With
  // one up, the count is made on a copy of the script state and the next G returned: the hook's G
  // is frozen, and writing to it threw (a TypeError and its stack) before the engine ran the hook
  // again on a copy.
  const countMoment = (G: RobotsState, moment: string): RobotsState | undefined => {
    if (G.scripts.effects.length === 0) return undefined;
    const scripts = { ...G.scripts };
    signalMoment(scripts, durations, moment);
    return copyWith(G, { scripts });
  };
  return {
    name: ROBOTS_ID,
    minPlayers: content.rules.players.min,
    maxPlayers: content.rules.players.max,
    disableUndo: true,
    validateSetupData: (setupData) => {
      const variant = resolveVariant(content, setupData);
      return typeof variant === 'string' ? variant : undefined;
    },
    setup: ({ ctx, random }, setupData) => {
      const variant = resolveVariant(content, setupData);
      if (typeof variant === 'string') throw new Error(variant);
      return setupMatch(content, ctx.playOrder, variant.id, random.Die(ctx.numPlayers) - 1, random.Shuffle);
    },
    // The rules say whose turn it is (the next seat, or the first player of a new hand); boardgame.io follows.
    turn: {
      order: {
        first: ({ G, ctx }) => ctx.playOrder.indexOf(G.turn.player),
        next: ({ G, ctx }) => ctx.playOrder.indexOf(G.turn.player),
      },
      onBegin: ({ G, events }) => {
        events.setActivePlayers({ value: activeMap(G) });
        return countMoment(G, 'turn-start');
      },
      // Lasting effects count turn ends (a Force Field lasts through the next player's turn).
      onEnd: ({ G }) => countMoment(G, 'turn-end'),
      stages: {
        [TURN_STAGE]: { moves: moves.turn },
        [CLAIM_STAGE]: { moves: moves.claim },
        ...powers.stages,
      },
    },
    moves: moves.turn,
    events: NO_CLIENT_EVENTS,
    playerView: ({ G, playerID }) => viewFor(G, playerID),
    ai: {
      enumerate: (G, ctx, playerID) => enumerateMoves(content, G, ctx, playerID),
    },
  };
}
