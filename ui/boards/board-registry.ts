import type { ComponentType } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import { AyarBoard } from './are-you-a-robot/ayar-board.tsx';
import { RobotsBoard } from './robots/robots-board.tsx';

/** Each game's table, by game id. */
const boards: Record<string, ComponentType<BoardProps<any>>> = {
  'are-you-a-robot': AyarBoard,
  robots: RobotsBoard,
};

export function boardFor(gameId: string): ComponentType<BoardProps<any>> | undefined {
  return boards[gameId];
}
