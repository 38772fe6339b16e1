import type { Game } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import type { Step } from '../../../games/kit/script/index.ts';
import { createToyGame, type ToySetup } from '../../fixtures/script/toy-game.ts';
import type { ToyCard, ToyContent, ToyState } from '../../fixtures/script/toy-state.ts';

/** Eighteen cards, red and blue 1-9; `scripts` gives some of them an ability. */
export function toyContent(scripts: Record<string, Step[]> = {}): ToyContent {
  const cards: ToyCard[] = (['red', 'blue'] as const).flatMap((suit) =>
    [1, 2, 3, 4, 5, 6, 7, 8, 9].map((value) => {
      const script = scripts[`${suit}-${value}`];
      return { suit, value, text: `${suit} ${value}`, ...(script ? { script } : {}) };
    }),
  );
  return { cards: { 'hand-size': 3, cards } };
}

export interface ToyTable {
  deck: string[];
  discard?: string[];
  hands: Record<string, string[]>;
}

/** A local boardgame.io client (the real reducer, flow and stages) on a laid-out table. */
export function toyClient(content: ToyContent, table?: ToyTable, options: { numPlayers?: number; seed?: string; playerID?: string } = {}) {
  const setupData: ToySetup | undefined = table ? { arrange: table } : undefined;
  const toy = createToyGame(content);
  // boardgame.io takes the seed from the game, not from the client's options.
  const game = { ...toy, seed: options.seed ?? 'toy-seed', setup: wrapSetup(toy.setup!, setupData) };
  const client = Client<ToyState>({ game, numPlayers: options.numPlayers ?? 3, playerID: options.playerID });
  client.start();
  return client;
}

// The local Client passes no setupData: bind it in.
function wrapSetup(setup: NonNullable<Game<ToyState>['setup']>, setupData: ToySetup | undefined) {
  return (context: Parameters<typeof setup>[0]) => setup(context, setupData);
}

/** The full state on the "server" side (client.getState() would show a spectator's view). */
export function G(client: ReturnType<typeof toyClient>): ToyState {
  return client.store.getState().G;
}

/** The deck top first, as the scripts see it (G keeps it bottom first). */
export function deckTop(client: ReturnType<typeof toyClient>): string[] {
  return [...G(client).deck].reverse();
}

export function discardTop(client: ReturnType<typeof toyClient>): string[] {
  return [...G(client).discard].reverse();
}
