import type { ComponentType } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import type { GameModule } from '../../games/kit/game-module.ts';
import { loadOnce, useLoaded } from '../app/use-loaded.ts';
import type { Attention } from './attention.ts';
import type { TableProps } from './table-props.ts';

type AnyTableProps = TableProps<any, any, any, any>;

/** A game's module, its table and what it asks of the person in the seat: what a match and the replay viewer load of it (its table file's `entry`). */
export interface GameTable {
  module: GameModule<any, any>;
  table: ComponentType<AnyTableProps>;
  attention: (props: AnyTableProps) => Attention;
}

/** A game's table loaded, with its board for boardgame.io's client: the table inside the match shell. */
export interface LoadedTable extends GameTable {
  board: ComponentType<BoardProps<any>>;
}

/**
 * Each game's table file, by game id (one line per game); its `entry` names the game's module,
 * table and attention. Each is a dynamic import, so the build gives every game's rules, bots and
 * table a chunk of its own: the lobby loads none of them and a match only its own game's.
 */
const GAME_TABLES: Record<string, () => Promise<{ entry: GameTable }>> = {
  'are-you-a-robot': () => import('./are-you-a-robot/ayar-table.tsx'),
  robots: () => import('./robots/robots-table.tsx'),
  'three-laws': () => import('./three-laws/three-laws-table.tsx'),
  'bias-effect': () => import('./bias-effect/bias-effect-table.tsx'),
  'evil-robots': () => import('./evil-robots/evil-robots-table.tsx'),
  'crazy-eights': () => import('./crazy-eights/crazy-eights-table.tsx'),
};

// The match shell comes with the table, not with the lobby that asks whether there is one.
const loaders = new Map(
  Object.entries(GAME_TABLES).map(([gameId, load]) => [
    gameId,
    loadOnce(() =>
      Promise.all([load(), import('./board-from-table.tsx')]).then(([{ entry }, { boardFromTable }]): LoadedTable => ({ ...entry, board: boardFromTable(gameId, entry.table, entry.attention) })),
    ),
  ]),
);

/** Whether this build has a table for the game (without loading it). */
export function hasTable(gameId: string): boolean {
  return Object.hasOwn(GAME_TABLES, gameId);
}

/** The game's table, loaded once (again after a failed load), or undefined for a game this build has no table for. */
export function loadTable(gameId: string): Promise<LoadedTable> | undefined {
  return hasTable(gameId) ? loaders.get(gameId)!() : undefined;
}

/**
 * The game's table once its chunk has loaded ('loading' before), or undefined for a game this
 * build has no table for. A chunk that failed to load is thrown, for the error boundary around
 * the table to offer a reload.
 */
export function useTable(gameId: string): LoadedTable | 'loading' | undefined {
  const settled = useLoaded(loadTable(gameId));
  if (!hasTable(gameId)) return undefined;
  if (!settled) return 'loading';
  if ('error' in settled) throw settled.error;
  return settled.value;
}
