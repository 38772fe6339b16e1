import type { ActivePlayersArg, Ctx } from 'boardgame.io';
import { SetActivePlayers } from './bgio-internals.ts';

/**
 * boardgame.io's SetActivePlayers, with the one form games pass on most moves (a seat to stage
 * map and nothing else, ROBOTS!' `{ value }` at every step) written out: its loops, its key
 * counts and the objects it makes only to find them empty were most of a short move's flow.
 * Any other argument (others, all, a stage with move limits, revert, next) goes to boardgame.io's.
 */
export function setActivePlayers(ctx: Ctx, arg: ActivePlayersArg): Ctx {
  const value = valueOnly(arg);
  const seats = value ? Object.keys(value) : [];
  if (seats.length === 0) return SetActivePlayers(ctx, arg);
  // Read and checked in one pass: a stage that is not a name sends the whole argument to boardgame.io's.
  const activePlayers: Record<string, string> = {};
  const numMoves: Record<string, number> = {};
  for (const seat of seats) {
    const stage = value![seat];
    if (typeof stage !== 'string') return SetActivePlayers(ctx, arg);
    activePlayers[seat] = stage;
    numMoves[seat] = 0;
  }
  return {
    ...ctx,
    activePlayers,
    _activePlayersMinMoves: null,
    _activePlayersMaxMoves: null,
    _activePlayersNumMoves: numMoves,
    _prevActivePlayers: [],
    _nextActivePlayers: null,
  } as unknown as Ctx;
}

/** The seat to stage map of an argument that holds nothing else, a plain object; otherwise undefined. */
function valueOnly(arg: ActivePlayersArg): Record<string, unknown> | undefined {
  if (Array.isArray(arg) || typeof arg !== 'object' || arg === null) return undefined;
  const keys = Object.keys(arg);
  if (keys.length !== 1 || keys[0] !== 'value') return undefined;
  const value = (arg as { value?: unknown }).value;
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return undefined;
  return value as Record<string, unknown>;
}
