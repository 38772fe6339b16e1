import type { Ctx, State } from 'boardgame.io';
import { withFields } from '../with-fields.ts';

/** Every field of boardgame.io 0.50.2's ctx once a turn has begun, in its order; `gameover` only at the end. */
type FullCtx = Ctx & {
  numMoves: number;
  _activePlayersMinMoves: unknown;
  _activePlayersMaxMoves: unknown;
  _activePlayersNumMoves: unknown;
  _prevActivePlayers: unknown;
  _nextActivePlayers: unknown;
};

// The ported flow makes several ctx and states a move, each from the last by a spread, and V8 11.3
// (Node 20) gives an object a spread made a hidden class of its own kind, whose spread takes its
// slow way: on the states of recorded ROBOTS! games a ctx's spread took 0.5-1.5 µs, a state's
// 0.4-1.4, against 0.05-0.2 for the same fields made by an object literal (measured on a busy
// machine). So each one the flow makes is made again by a literal, field for field the same.

/**
 * `ctx` made by a literal: the fields boardgame.io's flow and SetActivePlayers make, `gameover`
 * when present; a ctx no turn has begun in yet (no `numMoves`) is left as it is.
 */
export function shapedCtx(ctx: Ctx): Ctx {
  const c = ctx as FullCtx;
  if (!Object.hasOwn(c, 'numMoves')) return ctx;
  const shaped = {
    numPlayers: c.numPlayers,
    turn: c.turn,
    currentPlayer: c.currentPlayer,
    playOrder: c.playOrder,
    playOrderPos: c.playOrderPos,
    phase: c.phase,
    activePlayers: c.activePlayers,
    _activePlayersMinMoves: c._activePlayersMinMoves,
    _activePlayersMaxMoves: c._activePlayersMaxMoves,
    _activePlayersNumMoves: c._activePlayersNumMoves,
    _prevActivePlayers: c._prevActivePlayers,
    _nextActivePlayers: c._nextActivePlayers,
    numMoves: c.numMoves,
  };
  // Once a game: its end.
  return (Object.hasOwn(c, 'gameover') ? withFields(shaped, { gameover: c.gameover }) : shaped) as Ctx;
}

/** A state made by a literal: a match's fields, and `deltalog` when it has one (the lean step gives every move's state one). */
export function shapedState(state: State): State {
  const { G, ctx, plugins, _undo, _redo, _stateID } = state;
  if (!Object.hasOwn(state, 'deltalog')) return { G, ctx, plugins, _undo, _redo, _stateID };
  return { G, ctx, plugins, _undo, _redo, _stateID, deltalog: state.deltalog };
}
