import { Client } from 'boardgame.io/client';
import { createGame } from '../../games/robots/game.ts';
import type { RobotsContent } from '../../games/robots/content-types.ts';
import { setupMatch } from '../../games/robots/rules/deal.ts';
import type { PlayerID, RobotsGameover, RobotsState } from '../../games/robots/state.ts';
import { stackedShuffle, type Deal } from '../../test/support/robots-deal.ts';

export type { Deal };

export type Step = [player: PlayerID, move: string, ...args: unknown[]];

/** A step, or one chosen from the state it is played in (a card drawn from the Factory is known only then). */
export type NextStep = Step | ((G: RobotsState) => Step);

export interface Played {
  G: RobotsState;
  gameover?: RobotsGameover;
}

/**
 * A match played through the game's own boardgame.io moves from a known deal, so every
 * fixture is a state the server could really reach. A move the rules refuse stops the
 * fixture with an error rather than drawing an impossible table.
 */
export function playMatch(content: RobotsContent, deal: Deal, steps: NextStep[]): Played {
  const game = createGame(content);
  const dealt = setupMatch(content, deal.players, deal.variant, deal.players.indexOf(deal.dealer), stackedShuffle(deal));
  const client = Client({
    game: { ...game, seed: 'fixtures', setup: () => dealt, playerView: ({ G }) => G },
    numPlayers: deal.players.length,
  });
  client.start();
  for (const step of steps) {
    const before = client.getState()!;
    const [player, move, ...args] = typeof step === 'function' ? step(before.G as RobotsState) : step;
    client.updatePlayerID(player);
    client.moves[move](...args);
    if (client.getState()!._stateID === before._stateID) {
      throw new Error(`Fixture: ${player} could not ${move}(${args.map((a) => JSON.stringify(a)).join(', ')}).`);
    }
  }
  const state = client.getState()!;
  client.stop();
  return { G: state.G as RobotsState, gameover: state.ctx.gameover as RobotsGameover | undefined };
}
