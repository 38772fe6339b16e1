import { Client } from 'boardgame.io/client';
import type { BiasContent } from '../../games/bias-effect/content-types.ts';
import { createGame } from '../../games/bias-effect/game.ts';
import { catalogOf, designOf } from '../../games/bias-effect/rules/catalog.ts';
import { setupMatch } from '../../games/bias-effect/rules/deal.ts';
import type { BiasGameover, BiasState, CardId, PlayerID } from '../../games/bias-effect/state.ts';

/**
 * A known deal, by design ids: what the match's shuffles put on top, so a fixture is the same
 * on every run. Every other card follows in content order.
 */
export interface Deal {
  /** One identity per seat, in seat order (the set for this player count, in any order). */
  identities: string[];
  /** The Algorithm deck from the top: the starting hands, seat by seat, then the draws. */
  algorithms: string[];
  /** The Belief deck from the top. */
  beliefs: string[];
  /** The Life deck from the top. */
  life: string[];
}

export type Move = [player: PlayerID, move: string, ...args: unknown[]];

/** The next move a fixture makes on this state, or null when its part is done. */
export type Policy = (G: BiasState) => Move | null;

/** A fixed move, or a policy played until it has nothing more to do. */
export type Step = Move | Policy;

export interface Played {
  G: BiasState;
  gameover?: BiasGameover;
}

/** `prefix` first (the first card of each design it names, in turn), then everything else in its order. */
function stacked(cards: CardId[], prefix: string[]): CardId[] {
  const rest = [...cards];
  const top = prefix.map((design) => {
    const at = rest.findIndex((card) => designOf(card) === design);
    if (at < 0) throw new Error(`Fixture deal: no card of ${design} is left in the deck.`);
    return rest.splice(at, 1)[0];
  });
  return [...top, ...rest];
}

/** The shuffle setup uses: each list it is handed is recognised by its first item and stacked as the deal says. */
function dealtShuffle(content: BiasContent, deal: Deal) {
  const catalog = catalogOf(content);
  return <T>(items: T[]): T[] => {
    const first = items[0] as unknown as string;
    if (items.length === 0) return [];
    if (catalog.identities.has(first)) return [...deal.identities] as T[];
    const design = designOf(first);
    if (catalog.algorithms.has(design)) return stacked(items as CardId[], deal.algorithms) as T[];
    if (catalog.beliefs.has(design)) return stacked(items as CardId[], deal.beliefs) as T[];
    return stacked(items as CardId[], deal.life) as T[];
  };
}

const MAX_MOVES = 2000;

/**
 * A match played through the game's own boardgame.io moves from a known deal, so every
 * fixture is a state the server could really reach (later reshuffles use boardgame.io's seeded
 * random). A move the rules refuse stops the fixture with an error rather than drawing an
 * impossible table.
 */
export function playMatch(content: BiasContent, deal: Deal, steps: Step[]): Played {
  const players = deal.identities.map((_, i) => String(i));
  const game = createGame(content);
  const dealt = setupMatch(content, players, dealtShuffle(content, deal));
  const client = Client({ game: { ...game, seed: 'fixtures', setup: () => dealt, playerView: ({ G }) => G }, numPlayers: players.length });
  client.start();
  const state = () => client.getState()!;
  const apply = ([player, move, ...args]: Move) => {
    const before = state()._stateID;
    client.updatePlayerID(player);
    client.moves[move](...args);
    if (state()._stateID === before) throw new Error(`Fixture: ${player} could not ${move}(${args.map((a) => JSON.stringify(a)).join(', ')}).`);
  };
  let moves = 0;
  for (const step of steps) {
    if (Array.isArray(step)) {
      apply(step);
      continue;
    }
    for (let next = step(state().G as BiasState); next && state().ctx.gameover === undefined; next = step(state().G as BiasState)) {
      if (++moves > MAX_MOVES) throw new Error('Fixture: a policy never finished.');
      apply(next);
    }
  }
  const end = state();
  client.stop();
  return { G: end.G as BiasState, gameover: end.ctx.gameover as BiasGameover | undefined };
}
