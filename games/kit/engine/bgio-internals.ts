// boardgame.io's plugin machinery (Enhance, FlushAndValidate, GetAPIs) lives in chunks its
// package does not export. boardgame.io is pinned at 0.50.2 in package.json, so the chunks'
// names are fixed; the lean engine's tests replay games through the public reducer and fail the
// day these files and that reducer disagree.
// @ts-expect-error: a build chunk with no type declarations
import * as turnOrder from 'boardgame.io/dist/cjs/turn-order-4ab12333.js';
import type { ActivePlayersArg, Ctx, Game, State } from 'boardgame.io';

type PluginState = State & { plugins: Record<string, { data: unknown; api?: any }> };

interface BgioInternals {
  Enhance(state: State, opts: { game: Game; isClient: boolean; playerID?: string }): PluginState;
  FlushAndValidate(state: State, opts: { game: Game }): [State, unknown?];
  GetAPIs(state: State): Record<string, any>;
  SetActivePlayers(ctx: Ctx, arg: ActivePlayersArg): Ctx;
  /** The action boardgame.io's flow writes in the log for an event it plays (an ending turn's). */
  gameEvent(type: string, args: unknown): { type: 'GAME_EVENT'; payload: Record<string, unknown> };
  /** boardgame.io's own error line ('ERROR: ...'), printed outside production only. */
  error(message: string): void;
  /** boardgame.io's own info line ('INFO: ...'), printed outside production only. */
  info(message: string): void;
}

export const { Enhance, FlushAndValidate, GetAPIs, SetActivePlayers, gameEvent, error, info } = turnOrder as BgioInternals;
