import type { ActivePlayersArg, Ctx } from 'boardgame.io';
import { SetActivePlayers } from './bgio-internals.ts';
import { ownCtx, shapedCtx } from './flow-shapes.ts';

/**
 * boardgame.io's SetActivePlayers, with the one form games pass on most moves (a seat to stage
 * map and nothing else: ROBOTS!' `{ value }` at every step, Are You A Robot?'s at every zap)
 * written out: its loops, its key counts and the objects it makes only to find them empty were
 * most of a short move's flow.
 * Any other argument (others, all, a stage with move limits, revert, next) goes to boardgame.io's.
 * Either way the ctx is made by a literal (flow-shapes.ts).
 */
export function setActivePlayers(ctx: Ctx, arg: ActivePlayersArg): Ctx {
  const value = valueOnly(arg);
  const seats = value ? Object.keys(value) : [];
  if (seats.length === 0) return shapedCtx(SetActivePlayers(ctx, arg));
  // A stage is a name or Stage.NULL (null: Are You A Robot? keeps every seat in none); anything else is boardgame.io's to read.
  for (const seat of seats) if (typeof value![seat] !== 'string' && value![seat] !== null) return shapedCtx(SetActivePlayers(ctx, arg));
  // Copied by spreads, then counts set in place: a seat is an index to V8, and storing one into an
  // empty object grows a store for it (about 0.3 µs each, two maps a call, several calls a move).
  const activePlayers = { ...value } as Record<string, string>;
  const numMoves = { ...value } as Record<string, unknown>;
  for (const seat of seats) numMoves[seat] = 0;
  const next = ownCtx(ctx) as unknown as Record<string, unknown>;
  next.activePlayers = activePlayers;
  next._activePlayersMinMoves = null;
  next._activePlayersMaxMoves = null;
  next._activePlayersNumMoves = numMoves;
  next._prevActivePlayers = [];
  next._nextActivePlayers = null;
  return next as unknown as Ctx;
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
