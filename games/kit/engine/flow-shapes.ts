import type { Ctx, State } from 'boardgame.io';
import { withFields } from '../with-fields.ts';

/** Every field of boardgame.io 0.50.2's ctx once a turn has begun, in its order; `gameover` only at the end. */
export type FullCtx = Ctx & {
  numMoves: number;
  _activePlayersMinMoves: unknown;
  _activePlayersMaxMoves: unknown;
  _activePlayersNumMoves: unknown;
  _prevActivePlayers: unknown;
  _nextActivePlayers: unknown;
};

// The ported flow makes several ctx and states a move, each from the last, and V8 11.3 (Node 20)
// gives an object a spread made a hidden class of its own kind, whose spread takes its slow way:
// on the states of recorded ROBOTS! games a ctx's spread took 0.5-1.5 µs, a state's 0.4-1.4,
// against 0.05-0.2 for the same fields made by an object literal (measured on a busy machine).
// So each one the flow makes is made by a literal, field for field what the spread made, and a
// ctx's changes are set on its literal copy (a field a literal has is set at a literal's speed).

/** `c` copied by a literal with every field of a begun turn (undefined where `c` has none), `gameover` when present. */
export function ctxLiteral(c: FullCtx): FullCtx {
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
  return (Object.hasOwn(c, 'gameover') ? withFields(shaped, { gameover: c.gameover }) : shaped) as FullCtx;
}

/**
 * `ctx` made by a literal: the fields boardgame.io's flow and SetActivePlayers make, `gameover`
 * when present; a ctx no turn has begun in yet (no `numMoves`) is left as it is.
 */
export function shapedCtx(ctx: Ctx): Ctx {
  return Object.hasOwn(ctx, 'numMoves') ? ctxLiteral(ctx as FullCtx) : ctx;
}

/** A copy of `ctx` the flow may set fields on: its literal, or a plain copy of a ctx no turn has begun in. */
export function ownCtx(ctx: Ctx): FullCtx {
  return Object.hasOwn(ctx, 'numMoves') ? ctxLiteral(ctx as FullCtx) : ({ ...ctx } as FullCtx);
}

/**
 * `state` with the given G, ctx and plugins, made by a literal: a match's fields, and `deltalog`
 * when it has one (the lean step gives every move's state one).
 */
export function stateWith(state: State, G: unknown, ctx: Ctx, plugins: State['plugins'] = state.plugins): State {
  const { _undo, _redo, _stateID } = state;
  if (!Object.hasOwn(state, 'deltalog')) return { G, ctx, plugins, _undo, _redo, _stateID };
  return { G, ctx, plugins, _undo, _redo, _stateID, deltalog: state.deltalog };
}

/** A turn's begin or end: `state` with the given G and ctx and no undo history, as boardgame.io's flow leaves it then. */
export function turnState(state: State, G: unknown, ctx: Ctx): State {
  const { plugins, _stateID } = state;
  if (!Object.hasOwn(state, 'deltalog')) return { G, ctx, plugins, _undo: [], _redo: [], _stateID };
  return { G, ctx, plugins, _undo: [], _redo: [], _stateID, deltalog: state.deltalog };
}

/** `state` numbered `_stateID`, with an empty deltalog when `deltalog` is given (a move's state before the move). */
export function numberedState(state: State, _stateID: number, deltalog?: State['deltalog']): State {
  const { G, ctx, plugins, _undo, _redo } = state;
  if (deltalog !== undefined) return { G, ctx, plugins, _undo, _redo, _stateID, deltalog };
  if (!Object.hasOwn(state, 'deltalog')) return { G, ctx, plugins, _undo, _redo, _stateID };
  return { G, ctx, plugins, _undo, _redo, _stateID, deltalog: state.deltalog };
}

/** A state made by a literal: a match's fields, and `deltalog` when it has one. */
export function shapedState(state: State): State {
  return stateWith(state, state.G, state.ctx);
}
