import type { Game } from 'boardgame.io';
import type { SetupOption } from '../game-module.ts';
import { resolveSetups, setupLabel, type SetupData } from './setup-choices.ts';

/** One player count a run plays, with the setups it plays at that count. */
export interface CountSetups {
  numPlayers: number;
  setups: SetupData[];
}

/**
 * What a run without `--players` plays: every count from the game's minPlayers to its maxPlayers
 * that some setup (of the options chosen) seats and the game accepts. A designer's card is played
 * at every table it can meet, since a card may be strong at two seats and weak at five. An option
 * the user got wrong is refused as it would be with a count given; a count nothing seats is left out.
 */
export function everyCount(game: Pick<Game, 'minPlayers' | 'maxPlayers' | 'validateSetupData'>, options: SetupOption[], chosen: Record<string, string>): CountSetups[] | { error: string } {
  const counts: CountSetups[] = [];
  let firstError: string | undefined;
  for (let numPlayers = game.minPlayers ?? 1; numPlayers <= (game.maxPlayers ?? game.minPlayers ?? 1); numPlayers++) {
    const resolved = resolveSetups(options, chosen, numPlayers);
    if ('error' in resolved) {
      firstError ??= resolved.error;
      continue;
    }
    const setups = resolved.setups.filter((setup) => !game.validateSetupData?.(setup, numPlayers));
    if (setups.length > 0) counts.push({ numPlayers, setups });
  }
  if (counts.length === 0) return { error: firstError ?? 'no player count of this game can be set up with these options' };
  return counts;
}

/** "2, 3, 4 and 5". */
export function listCounts(counts: CountSetups[]): string {
  const all = counts.map((c) => String(c.numPlayers));
  return all.length === 1 ? all[0] : `${all.slice(0, -1).join(', ')} and ${all.at(-1)}`;
}

/**
 * Why a content cannot play setups chosen on another (compare's before, a sweep's value): a
 * player count its game does not seat, an option or choice it lacks, or a setup its game
 * refuses; undefined when it can play them all.
 */
export function setupsProblem(game: Pick<Game, 'minPlayers' | 'maxPlayers' | 'validateSetupData'>, options: SetupOption[], counts: CountSetups[]): string | undefined {
  const min = game.minPlayers ?? 1;
  const max = game.maxPlayers ?? Infinity;
  for (const { numPlayers, setups } of counts) {
    if (numPlayers < min || numPlayers > max) return `it seats ${min} to ${max} players, not ${numPlayers}`;
    for (const setup of setups) {
      const resolved = resolveSetups(options, setup, numPlayers);
      if ('error' in resolved) return `${setupLabel(setup)} with ${numPlayers} players: ${resolved.error}`;
      const refused = game.validateSetupData?.(setup, numPlayers);
      if (refused) return `${setupLabel(setup)} with ${numPlayers} players: ${refused}`;
    }
  }
  return undefined;
}
