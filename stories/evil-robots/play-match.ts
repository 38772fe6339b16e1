import { Client } from 'boardgame.io/client';
import type { EvilContent } from '../../games/evil-robots/content-types.ts';
import { createGame } from '../../games/evil-robots/game.ts';
import { setupMatch } from '../../games/evil-robots/rules/round.ts';
import type { EvilGameover, EvilState, PlayerID } from '../../games/evil-robots/state.ts';
import { dealtRandom, type Deal } from './deal.ts';

export type Move = [player: PlayerID, move: string, ...args: unknown[]];

/** The next move a fixture makes on this state, or null when its part is done. */
export type Policy = (G: EvilState) => Move | null;

/** A fixed move, or a policy played until it has nothing more to do. */
export type Step = Move | Policy;

export interface Played {
  G: EvilState;
  gameover?: EvilGameover;
}

const MAX_MOVES = 3000;

/**
 * A match played through the game's own boardgame.io moves from a known deal, so every
 * fixture is a state the server could really reach (later rounds use boardgame.io's seeded
 * random). A move the rules refuse stops the fixture with an error rather than drawing an
 * impossible table.
 */
export function playMatch(content: EvilContent, deal: Deal, steps: Step[]): Played {
  const players = Array.from({ length: deal.players }, (_, i) => String(i));
  const game = createGame(content);
  const dealt = setupMatch(content, players, dealtRandom(content, deal));
  const client = Client({ game: { ...game, seed: 'evil-fixtures', setup: () => dealt, playerView: ({ G }) => G }, numPlayers: players.length });
  client.start();
  const state = () => client.getState()!;
  const apply = ([player, move, ...args]: Move) => {
    const before = state()._stateID;
    client.updatePlayerID(player);
    (client.moves as Record<string, (...a: unknown[]) => void>)[move](...args);
    if (state()._stateID === before) throw new Error(`Fixture: ${player} could not ${move}(${args.map((a) => JSON.stringify(a)).join(', ')}) at step ${state().G.step.kind}.`);
  };
  let moves = 0;
  for (const step of steps) {
    if (Array.isArray(step)) {
      apply(step);
      continue;
    }
    for (let next = step(state().G as EvilState); next && state().ctx.gameover === undefined; next = step(state().G as EvilState)) {
      if (++moves > MAX_MOVES) throw new Error('Fixture: a policy never finished.');
      apply(next);
    }
  }
  const end = state();
  client.stop();
  return { G: end.G as EvilState, gameover: end.ctx.gameover as EvilGameover | undefined };
}
