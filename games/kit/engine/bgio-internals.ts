// boardgame.io's plugin machinery (Enhance, FlushAndValidate, GetAPIs) lives in a chunk its
// package does not export. boardgame.io is pinned at 0.50.2 in package.json, so the chunk's
// name is fixed; the lean path's test replays games through the public reducer and fails
// the day this file and that reducer disagree.
// @ts-expect-error: a build chunk with no type declarations
import * as turnOrder from 'boardgame.io/dist/cjs/turn-order-4ab12333.js';
import type { Game, State } from 'boardgame.io';

type PluginState = State & { plugins: Record<string, { data: unknown; api?: any }> };

interface BgioInternals {
  Enhance(state: State, opts: { game: Game; isClient: boolean; playerID?: string }): PluginState;
  FlushAndValidate(state: State, opts: { game: Game }): [State, unknown?];
  GetAPIs(state: State): Record<string, any>;
  /** boardgame.io's own error line ('ERROR: ...'), printed outside production only. */
  error(message: string): void;
}

export const { Enhance, FlushAndValidate, GetAPIs, error } = turnOrder as BgioInternals;
