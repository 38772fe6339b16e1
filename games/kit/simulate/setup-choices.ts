import type { SetupOption } from '../game-module.ts';

export type SetupData = Record<string, string>;

function describeRange(min: number, max: number): string {
  return min === max ? `exactly ${min} players` : `${min} to ${max} players`;
}

/**
 * Every setup to play: an option the user fixed keeps its value, an option left open takes
 * each of its values that seats `numPlayers`. Games are spread over them in turn.
 */
export function resolveSetups(
  options: SetupOption[],
  chosen: Record<string, string>,
  numPlayers: number,
): { setups: SetupData[] } | { error: string } {
  for (const key of Object.keys(chosen)) {
    if (!options.some((o) => o.key === key)) {
      const known = options.map((o) => o.key).join(', ') || 'none';
      return { error: `unknown option '${key}'; this game's options: ${known}` };
    }
  }
  let setups: SetupData[] = [{}];
  for (const option of options) {
    const picked = chosen[option.key];
    let values: string[];
    if (picked !== undefined) {
      const choice = option.choices.find((c) => c.value === picked);
      if (!choice) {
        return { error: `${option.key}=${picked} is not allowed; choose one of: ${option.choices.map((c) => c.value).join(', ')}` };
      }
      if (numPlayers < choice.minPlayers || numPlayers > choice.maxPlayers) {
        return { error: `${option.key}=${picked} is for ${describeRange(choice.minPlayers, choice.maxPlayers)}, not ${numPlayers}` };
      }
      values = [picked];
    } else {
      values = option.choices.filter((c) => numPlayers >= c.minPlayers && numPlayers <= c.maxPlayers).map((c) => c.value);
      if (values.length === 0) {
        const ranges = option.choices.map((c) => `${c.value}: ${describeRange(c.minPlayers, c.maxPlayers)}`).join('; ');
        return { error: `no ${option.key} seats ${numPlayers} players (${ranges})` };
      }
    }
    setups = setups.flatMap((setup) => values.map((value) => ({ ...setup, [option.key]: value })));
  }
  return { setups };
}

/** A setup as `key=value` pairs, the form the command line takes. */
export function setupLabel(setup: SetupData): string {
  const pairs = Object.entries(setup).map(([key, value]) => `${key}=${value}`);
  return pairs.length ? pairs.join(' ') : '(default setup)';
}
