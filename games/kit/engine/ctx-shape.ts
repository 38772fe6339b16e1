import type { Ctx } from 'boardgame.io';
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

/**
 * `ctx` again, made by an object literal, for the ported flow's every ctx: the flow makes
 * several a move, each from the last by a spread, and V8 11.3 (Node 20) gives an object a spread
 * made a hidden class of its own kind, whose spread takes its slow way: 0.5-1.5 µs for a ROBOTS! ctx
 * of a recorded game, 0.08-0.2 µs for the same fields made by a literal (measured on a busy
 * machine). Field for field the same ctx (the fields boardgame.io's flow and SetActivePlayers
 * make, `gameover` when present); a ctx no turn has begun in yet (no `numMoves`) is left as it is.
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
