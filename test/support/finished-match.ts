import seedrandom from 'seedrandom';
import type { State } from 'boardgame.io';
import { InitializeGame } from 'boardgame.io/internal';
import type { TablewrightServer } from '../../server/app/create-server.ts';
import { actionOf, nextAction, prepareGame } from '../../games/kit/simulate/play-game.ts';

export interface FinishedMatchOptions {
  numPlayers: number;
  setupData?: unknown;
  seed: string;
  /** Seats' names, one per seat. */
  names: string[];
  /** A match not over after this many actions is an error: pick a seed or setup that ends sooner. */
  maxMoves: number;
}

/**
 * A finished match written into the server's store as its server would have written it: its
 * content version, its setup from `seed`, every action the simulator's bots chose with the log
 * boardgame.io's reducer wrote for it, and the end in its metadata. A replay test gets a
 * finished match of any game in well under a second, where bots at a live table take minutes.
 */
export async function storeFinishedMatch(server: TablewrightServer, gameId: string, options: FinishedMatchOptions): Promise<{ matchID: string; actions: number; final: State }> {
  const registered = server.games.find((g) => g.module.id === gameId);
  if (!registered) throw new Error(`the server does not run ${gameId}`);
  const prepared = prepareGame(registered.module, registered.content);
  const rng = seedrandom(options.seed);
  const matchID = `finished-${gameId}-${options.seed}`;
  let state = InitializeGame({ game: { ...prepared.game, seed: options.seed }, numPlayers: options.numPlayers, setupData: options.setupData });
  const now = Date.now();
  const metadata = {
    gameName: gameId,
    players: Object.fromEntries(options.names.map((name, id) => [id, { id, name }])),
    setupData: options.setupData,
    createdAt: now,
    updatedAt: now,
  };
  const { store } = server;
  const hash = await store.contentVersions.save(gameId, registered.content);
  // The store freezes what it keeps, and boardgame.io's reducer bumps move counts in the ctx it is given: the store gets copies.
  await store.createMatch(matchID, { initialState: structuredClone(state), metadata }, hash);
  let actions = 0;
  for (; actions < options.maxMoves && state.ctx.gameover === undefined; actions++) {
    const move = nextAction(prepared, state, rng);
    if (!move) throw new Error(`${gameId}: no seat has an action at state ${state._stateID}`);
    const result = prepared.reference(state, actionOf(move));
    if ('rejected' in result) throw new Error(`${gameId}: the reducer refused ${move.move} (${result.rejected})`);
    const { deltalog, ...kept } = result.state as State & { deltalog?: State['deltalog'] };
    await store.setState(matchID, structuredClone(kept) as State, deltalog);
    state = result.state;
  }
  if (state.ctx.gameover === undefined) throw new Error(`${gameId} is not over after ${actions} actions: pick another seed or setup`);
  await store.setMetadata(matchID, { ...metadata, gameover: state.ctx.gameover, updatedAt: Date.now() });
  return { matchID, actions, final: state };
}
