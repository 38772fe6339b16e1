import type { Game, State } from 'boardgame.io';
import { CreateGameReducer } from 'boardgame.io/internal';

/**
 * Moves through boardgame.io's own reducer for a rules test: `act` plays one move and says
 * whether the engine took it (the state is unchanged when it did not); `play` plays moves that
 * must all be taken, in order, and throws at the first refused.
 */
export function reducerMoves<G>(game: Game<G>) {
  const reducer = CreateGameReducer({ game });
  const act = (state: State<G>, playerID: string, move: string, ...args: unknown[]): { state: State<G>; ok: boolean } => {
    const next = reducer(state, { type: 'MAKE_MOVE', payload: { type: move, args, playerID } } as never) as State<G> & { transients?: unknown };
    const ok = next._stateID !== state._stateID;
    const { transients: _ignored, ...clean } = next;
    return { state: (ok ? clean : state) as State<G>, ok };
  };
  const play = (state: State<G>, ...steps: [string, string, ...unknown[]][]): State<G> => {
    for (const [player, move, ...args] of steps) {
      const r = act(state, player, move, ...args);
      if (!r.ok) throw new Error(`engine refused ${move}(${JSON.stringify(args)}) by ${player}`);
      state = r.state;
    }
    return state;
  };
  return { reducer, act, play };
}
