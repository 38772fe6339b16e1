import type { State } from 'boardgame.io';
import { InitializeGame } from 'boardgame.io/internal';
import type { TablewrightServer } from '../../server/app/create-server.ts';

/**
 * Deals a live match again from a known seed, from the test side only. The server gives every
 * match a secret seed, so a browser test that needs a particular deal writes into the server's
 * store (as a newer state: the store refuses stale writes) what boardgame.io's own setup makes
 * from `seed` with the match's game, player count and setup data; every later random draw
 * follows from the seed too. Only before anyone has moved; clients see it once they sync again
 * (a reload). The stored initial state keeps the server's seed, so `tablewright replay` does not
 * reproduce a reseeded match: no test replays one.
 */
export async function reseedMatch<G>(harness: { server: TablewrightServer }, matchID: string, seed: string): Promise<State<G>> {
  const { store, games } = harness.server;
  const { state, metadata } = await store.fetch(matchID, { state: true, metadata: true });
  if (!state || !metadata) throw new Error(`no match ${matchID} in the store`);
  if (state._stateID !== 0) throw new Error('reseed a match only before anyone has moved');
  const { game } = games.find((g) => g.module.id === metadata.gameName)!;
  const dealt = InitializeGame({ game: { ...game, seed }, numPlayers: state.ctx.numPlayers, setupData: metadata.setupData });
  const written = { ...dealt, _stateID: state._stateID + 1 };
  await store.setState(matchID, written);
  return written as State<G>;
}

/**
 * Deals every match of `gameId` made until the returned function is called from `seed`, as
 * boardgame.io's own setup does with a game's `seed`: the same deal `reseedMatch` writes, there
 * from the start, so every page syncs it on its first load instead of being reloaded to see it.
 * Between the call and the returned function, the test makes only the match it means to seed.
 */
export function seedMatchesMade(harness: { server: TablewrightServer }, gameId: string, seed: string): () => void {
  const { game } = harness.server.games.find((g) => g.module.id === gameId)!;
  const secret = Object.getOwnPropertyDescriptor(game, 'seed');
  Object.defineProperty(game, 'seed', { value: seed, configurable: true });
  return () => {
    if (secret) Object.defineProperty(game, 'seed', secret);
    else delete (game as { seed?: string }).seed;
  };
}
