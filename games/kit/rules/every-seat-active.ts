import type { StageArg, StageConfig, TurnConfig } from 'boardgame.io';
import { Stage } from 'boardgame.io/core';

/**
 * One endless turn with every seat active, for games where players act at once (claims, bids,
 * trades): whose choice is awaited lives in the game's own state and is checked by each move's
 * validator, not by boardgame.io's current player. `stages` are the stages a seat may be sent to
 * (a card's decision stage).
 */
export function everySeatActiveTurn<G extends { players: string[] }>(stages: Record<string, StageConfig<G>>): TurnConfig<G> {
  return {
    onBegin: ({ G, events }) => events.setActivePlayers({ value: Object.fromEntries(G.players.map((p) => [p, Stage.NULL as StageArg])) }),
    stages,
  };
}
