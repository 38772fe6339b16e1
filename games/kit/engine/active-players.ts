import type { ActivePlayersArg, Ctx } from 'boardgame.io';
import { SetActivePlayers } from './bgio-internals.ts';

/**
 * boardgame.io's SetActivePlayers, with the one form games pass on most moves (a seat to stage
 * map and nothing else, ROBOTS!' `{ value }` at every step) written out: its loops, its key
 * counts and the objects it makes only to find them empty were most of a short move's flow.
 * Any other argument (others, all, a stage with move limits, revert, next) goes to boardgame.io's.
 */
export function setActivePlayers(ctx: Ctx, arg: ActivePlayersArg): Ctx {
  const value = stagesOnly(arg);
  if (!value) return SetActivePlayers(ctx, arg);
  const seats = Object.keys(value);
  if (seats.length === 0) return SetActivePlayers(ctx, arg);
  const activePlayers: Record<string, string> = {};
  const numMoves: Record<string, number> = {};
  for (const seat of seats) activePlayers[seat] = value[seat];
  for (const seat of seats) numMoves[seat] = 0;
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

/** The seat to stage map of an argument that holds nothing else, each stage named; otherwise undefined. */
function stagesOnly(arg: ActivePlayersArg): Record<string, string> | undefined {
  if (Array.isArray(arg) || typeof arg !== 'object' || arg === null) return undefined;
  const keys = Object.keys(arg);
  if (keys.length !== 1 || keys[0] !== 'value') return undefined;
  const value = (arg as { value?: unknown }).value;
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return undefined;
  for (const stage of Object.values(value)) if (typeof stage !== 'string') return undefined;
  return value as Record<string, string>;
}
