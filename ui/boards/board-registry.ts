import type { ComponentType } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import type { Attention } from './attention.ts';
import { ayarAttention } from './are-you-a-robot/attention.ts';
import { AyarTable } from './are-you-a-robot/ayar-table.tsx';
import { biasAttention } from './bias-effect/attention.ts';
import { BiasEffectTable } from './bias-effect/bias-effect-table.tsx';
import { boardFromTable } from './board-from-table.tsx';
import { eightsAttention } from './crazy-eights/attention.ts';
import { CrazyEightsTable } from './crazy-eights/crazy-eights-table.tsx';
import type { TableProps } from './table-props.ts';
import { evilAttention } from './evil-robots/attention.ts';
import { EvilRobotsTable } from './evil-robots/evil-robots-table.tsx';
import { robotsAttention } from './robots/attention.ts';
import { RobotsTable } from './robots/robots-table.tsx';
import { threeLawsAttention } from './three-laws/attention.ts';
import { ThreeLawsTable } from './three-laws/three-laws-table.tsx';

type AnyTableProps = TableProps<any, any, any, any>;

/** A game's table and what it asks of the person in the seat. */
interface GameTable {
  table: ComponentType<AnyTableProps>;
  attention: (props: AnyTableProps) => Attention;
}

/** Each game's table, by game id: what a board, a story and the replay viewer draw (one line per game). */
const GAME_TABLES: Record<string, GameTable> = {
  'are-you-a-robot': { table: AyarTable, attention: ayarAttention },
  robots: { table: RobotsTable, attention: robotsAttention },
  'three-laws': { table: ThreeLawsTable, attention: threeLawsAttention },
  'bias-effect': { table: BiasEffectTable, attention: biasAttention },
  'evil-robots': { table: EvilRobotsTable, attention: evilAttention },
  'crazy-eights': { table: CrazyEightsTable, attention: eightsAttention },
};

/** Each game's board for boardgame.io's client: its table inside the match shell. */
const boards: Record<string, ComponentType<BoardProps<any>>> = Object.fromEntries(
  Object.entries(GAME_TABLES).map(([id, { table, attention }]) => [id, boardFromTable(id, table, attention)]),
);

export function boardFor(gameId: string): ComponentType<BoardProps<any>> | undefined {
  return Object.hasOwn(boards, gameId) ? boards[gameId] : undefined;
}

export function tableFor(gameId: string): ComponentType<AnyTableProps> | undefined {
  return Object.hasOwn(GAME_TABLES, gameId) ? GAME_TABLES[gameId].table : undefined;
}
