import type { Game } from 'boardgame.io';
import { PortedFlow } from '../../games/kit/engine/ported-flow.ts';

/** A game the server hosts, after boardgame.io's ProcessGameConfig. */
type ProcessedGame = ReturnType<typeof PortedFlow.of>['game'];

const flows = new WeakMap<object, PortedFlow>();

/**
 * A raw game processed for the server, its flow ported (games/kit/engine/ported-flow.ts) when it
 * can be: the server's engine (lean-master.ts stepOf) then plays each move's turn ends, hooks and
 * events on the port, writing the log as boardgame.io's flow does, where boardgame.io gathered its
 * plugins' APIs again for every hook and ran its default hooks under immer (2.3 s of the engine's
 * 3.8 s in a Crazy Eights profile of the server went to its flow). A game with phases or plugins
 * of its own keeps boardgame.io's flow. The port must see the raw game: processing fills in the
 * turn's hooks.
 */
export function servedGame(raw: Game): ProcessedGame {
  const { game, flow } = PortedFlow.of(raw);
  if (flow) flows.set(game, flow);
  return game;
}

/** The ported flow of a game servedGame processed, if it has one. */
export const portedFlowOf = (game: object): PortedFlow | undefined => flows.get(game);
