import type { GameModule } from './kit/game-module.ts';
import { areYouARobot } from './are-you-a-robot/index.ts';
import { crazyEights } from './crazy-eights/index.ts';
import { biasEffect } from './bias-effect/index.ts';
import { evilRobots } from './evil-robots/index.ts';
import { robots } from './robots/index.ts';
import { threeLaws } from './three-laws/index.ts';

/** Every game Tablewright ships, in lobby order. */
export const gameModules: GameModule<any, any>[] = [areYouARobot, robots, threeLaws, biasEffect, evilRobots, crazyEights];

export function findGameModule(id: string): GameModule<any, any> | undefined {
  return gameModules.find((m) => m.id === id);
}
