import type { SetupOption } from '../../games/kit/game-module.ts';
import type { GameSummary } from './lobby-api.ts';

export type SetupValues = Record<string, string>;

export function defaultSetup(options: SetupOption[]): SetupValues {
  return Object.fromEntries(options.filter((o) => o.choices.length > 0).map((o) => [o.key, o.choices[0].value]));
}

/** The player counts every chosen option allows, inside the game's own range. */
export function playerRange(game: GameSummary, values: SetupValues): { min: number; max: number } {
  let min = game.minPlayers;
  let max = game.maxPlayers;
  for (const option of game.setupOptions) {
    const choice = option.choices.find((c) => c.value === values[option.key]);
    if (!choice) continue;
    min = Math.max(min, choice.minPlayers);
    max = Math.min(max, choice.maxPlayers);
  }
  return { min, max };
}

export function clamp(value: number, range: { min: number; max: number }): number {
  return Math.min(range.max, Math.max(range.min, value));
}
