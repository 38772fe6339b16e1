import type { SetupOption } from './game-module.ts';

/** An entry a match's setup data may pick: a mode, a variant; `players` when it seats only some counts. */
export interface SetupChoiceEntry {
  id: string;
  name?: string;
  players?: { min: number; max: number };
}

const range = ({ min, max }: { min: number; max: number }) => (min === max ? `${min}` : `${min} to ${max}`);

/**
 * The entry of `choices` a match's setup data picks under `key`, or a sentence saying why it
 * cannot be played. No setup data, or none under `key`, picks the first entry that seats
 * `numPlayers` (the first entry when no count is given). The id is compared by value, never
 * used as a key, so a client's "__proto__" finds nothing.
 */
export function resolveSetupChoice<T extends SetupChoiceEntry>(setupData: unknown, key: string, choices: readonly T[], numPlayers?: number): T | string {
  const fits = (choice: T) => numPlayers === undefined || !choice.players || (numPlayers >= choice.players.min && numPlayers <= choice.players.max);
  const chosen = pick(setupData, key, choices);
  if (typeof chosen === 'string') return chosen;
  if (chosen !== undefined) return fits(chosen) ? chosen : `${chosen.name ?? chosen.id} ${key} needs ${range(chosen.players!)} players, not ${numPlayers}.`;
  const first = choices.find(fits);
  return first ?? `No ${key} plays with ${numPlayers} players: ${choices.map((c) => `${c.name ?? c.id} ${c.players ? range(c.players) : ''}`.trim()).join(', ')}.`;
}

/** The entry the setup data names, undefined when it names none, or why it cannot be read. */
function pick<T extends SetupChoiceEntry>(setupData: unknown, key: string, choices: readonly T[]): T | string | undefined {
  if (setupData === undefined || setupData === null) return undefined;
  if (typeof setupData !== 'object' || Array.isArray(setupData)) return `Setup data must be an object like { "${key}": "${choices[0].id}" }.`;
  const unknown = Object.keys(setupData).filter((k) => k !== key);
  if (unknown.length > 0) return `Unknown setup option ${unknown.map((k) => `'${k}'`).join(', ')}; the only option is '${key}'.`;
  const id = Object.hasOwn(setupData, key) ? (setupData as Record<string, unknown>)[key] : undefined;
  if (id === undefined) return undefined;
  return choices.find((choice) => choice.id === id) ?? `Unknown ${key} ${JSON.stringify(id)}; choose one of ${choices.map((c) => `'${c.id}'`).join(', ')}.`;
}

/**
 * The lobby's setup option for the same entries resolveSetupChoice reads: each entry's id, name
 * and summary, seating its own players or else the game's.
 */
export function setupChoiceOption(key: string, label: string, choices: readonly (SetupChoiceEntry & { summary?: string })[], players: { min: number; max: number }): SetupOption {
  return {
    key,
    label,
    choices: choices.map((c) => ({ value: c.id, label: c.name ?? c.id, ...(c.summary ? { summary: c.summary } : {}), minPlayers: (c.players ?? players).min, maxPlayers: (c.players ?? players).max })),
  };
}
