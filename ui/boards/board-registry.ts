import type { ComponentType } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import { ayarAttention } from './are-you-a-robot/attention.ts';
import { AyarTable } from './are-you-a-robot/ayar-table.tsx';
import { AYAR_GAME_ID } from './are-you-a-robot/card-faces.ts';
import { biasAttention } from './bias-effect/attention.ts';
import { BiasEffectTable } from './bias-effect/bias-effect-table.tsx';
import { BIAS_GAME_ID } from './bias-effect/table-props.ts';
import { boardFromTable } from './board-from-table.tsx';
import { eightsAttention } from './crazy-eights/attention.ts';
import { CrazyEightsTable } from './crazy-eights/crazy-eights-table.tsx';
import { EIGHTS_GAME_ID } from './crazy-eights/table-props.ts';
import type { TableProps } from './table-props.ts';
import { evilAttention } from './evil-robots/attention.ts';
import { EvilRobotsTable } from './evil-robots/evil-robots-table.tsx';
import { EVIL_GAME_ID } from './evil-robots/table-props.ts';
import { ROBOTS_GAME_ID } from './robots/card-faces.ts';
import { robotsAttention } from './robots/attention.ts';
import { RobotsTable } from './robots/robots-table.tsx';
import { threeLawsAttention } from './three-laws/attention.ts';
import { THREE_LAWS_GAME_ID } from './three-laws/factions.ts';
import { ThreeLawsTable } from './three-laws/three-laws-table.tsx';

/** Each game's table component, by game id: what a board, a story and the replay viewer draw. */
const tables: Record<string, ComponentType<TableProps<any, any, any, any>>> = {
  [AYAR_GAME_ID]: AyarTable,
  [ROBOTS_GAME_ID]: RobotsTable,
  [THREE_LAWS_GAME_ID]: ThreeLawsTable,
  [BIAS_GAME_ID]: BiasEffectTable,
  [EVIL_GAME_ID]: EvilRobotsTable,
  [EIGHTS_GAME_ID]: CrazyEightsTable,
};

/** Each game's board for boardgame.io's client: its table inside the match shell. */
const boards: Record<string, ComponentType<BoardProps<any>>> = {
  [AYAR_GAME_ID]: boardFromTable(AYAR_GAME_ID, AyarTable, ayarAttention),
  [ROBOTS_GAME_ID]: boardFromTable(ROBOTS_GAME_ID, RobotsTable, robotsAttention),
  [THREE_LAWS_GAME_ID]: boardFromTable(THREE_LAWS_GAME_ID, ThreeLawsTable, threeLawsAttention),
  [BIAS_GAME_ID]: boardFromTable(BIAS_GAME_ID, BiasEffectTable, biasAttention),
  [EVIL_GAME_ID]: boardFromTable(EVIL_GAME_ID, EvilRobotsTable, evilAttention),
  [EIGHTS_GAME_ID]: boardFromTable(EIGHTS_GAME_ID, CrazyEightsTable, eightsAttention),
};

export function boardFor(gameId: string): ComponentType<BoardProps<any>> | undefined {
  return Object.hasOwn(boards, gameId) ? boards[gameId] : undefined;
}

export function tableFor(gameId: string): ComponentType<TableProps<any, any, any, any>> | undefined {
  return Object.hasOwn(tables, gameId) ? tables[gameId] : undefined;
}
