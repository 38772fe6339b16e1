/**
 * The entry of `choices` a match's setup data picks under `key`, or a sentence saying why it
 * cannot be played. No setup data, or none under `key`, picks the first entry. The id is
 * compared by value, never used as a key, so a client's "__proto__" finds nothing.
 */
export function resolveSetupChoice<T extends { id: string }>(setupData: unknown, key: string, choices: readonly T[]): T | string {
  if (setupData === undefined || setupData === null) return choices[0];
  if (typeof setupData !== 'object' || Array.isArray(setupData)) return `Setup data must be an object like { "${key}": "${choices[0].id}" }.`;
  const unknown = Object.keys(setupData).filter((k) => k !== key);
  if (unknown.length > 0) return `Unknown setup option ${unknown.map((k) => `'${k}'`).join(', ')}; the only option is '${key}'.`;
  const chosen = Object.hasOwn(setupData, key) ? (setupData as Record<string, unknown>)[key] : undefined;
  if (chosen === undefined) return choices[0];
  return choices.find((choice) => choice.id === chosen) ?? `Unknown ${key} ${JSON.stringify(chosen)}; choose one of ${choices.map((c) => `'${c.id}'`).join(', ')}.`;
}
