import { Client } from 'boardgame.io/client';
import { createGame } from '../../games/robots/game.ts';
import type { RobotsContent } from '../../games/robots/content-types.ts';
import { setupMatch, type Shuffle } from '../../games/robots/rules/deal.ts';
import type { CardId, PlayerID, RobotsGameover, RobotsState } from '../../games/robots/state.ts';

/** What the fixtures deal: every seat's hand, the card turned up, and the top of the Robot Factory. */
export interface Deal {
  players: PlayerID[];
  dealer: PlayerID;
  hands: Record<PlayerID, CardId[]>;
  up: CardId;
  factoryTop: CardId[];
  variant: string;
}

/**
 * A "shuffle" that deals exactly `deal`: the game's own deal then hands the cards out one at
 * a time from the dealer's left, turns one up, and keeps the rest as the Robot Factory.
 */
function stacked(deal: Deal): Shuffle {
  return <T,>(cards: T[]): T[] => {
    const ids = cards as unknown as CardId[];
    const first = (deal.players.indexOf(deal.dealer) + 1) % deal.players.length;
    const order = [...deal.players.slice(first), ...deal.players.slice(0, first)];
    const placed = [...order.flatMap((p) => deal.hands[p]), deal.up, ...deal.factoryTop];
    const rest = ids.filter((id) => !placed.includes(id));
    const rounds = Math.max(...order.map((p) => deal.hands[p].length));
    const dealt: CardId[] = [];
    for (let round = 0; round < rounds; round++) for (const p of order) dealt.push(deal.hands[p][round]);
    return [...dealt, deal.up, ...deal.factoryTop, ...rest] as unknown as T[];
  };
}

export type Step = [player: PlayerID, move: string, ...args: unknown[]];

export interface Played {
  G: RobotsState;
  gameover?: RobotsGameover;
}

/**
 * A match played through the game's own boardgame.io moves from a known deal, so every
 * fixture is a state the server could really reach. A move the rules refuse stops the
 * fixture with an error rather than drawing an impossible table.
 */
export function playMatch(content: RobotsContent, deal: Deal, steps: Step[]): Played {
  const game = createGame(content);
  const dealt = setupMatch(content, deal.players, deal.variant, deal.players.indexOf(deal.dealer), stacked(deal));
  const client = Client({
    game: { ...game, seed: 'fixtures', setup: () => dealt, playerView: ({ G }) => G },
    numPlayers: deal.players.length,
  });
  client.start();
  for (const [player, move, ...args] of steps) {
    const before = client.getState()!;
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
