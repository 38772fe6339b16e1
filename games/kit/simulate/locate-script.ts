import type { ContentSources } from '../content/load-game-content.ts';
import { locate, type ContentPath } from '../content/yaml-source.ts';
import type { ScriptPlace } from '../script/runaway-script.ts';
import type { SimulationFailure } from './run-simulation.ts';

interface Found {
  key: string;
  path: ContentPath;
  /** The `id` of the entry holding the script, if it has one. */
  owner: unknown;
}

/** Every place in `value` holding a list equal to `written`, with the id of the entry around it. */
function findList(value: unknown, written: string, path: ContentPath, key: string, owner: unknown, found: Found[]) {
  if (Array.isArray(value)) {
    if (JSON.stringify(value) === written) found.push({ key, path, owner });
    else value.forEach((item, i) => findList(item, written, [...path, i], key, owner, found));
  } else if (value !== null && typeof value === 'object') {
    const id = (value as { id?: unknown }).id ?? owner;
    for (const [field, item] of Object.entries(value)) findList(item, written, [...path, field], key, id, found);
  }
}

/**
 * Where in the content files a runaway script's step was written, as `file:line:col`, and the id
 * of the entry holding the script (a card, a power): the script
 * is found by its steps (a card's id is its own in play, a copy's or a carrier's, not always the
 * entry's); of several equal scripts, the one in an entry whose id the card's id starts with.
 */
export function locateScript(place: ScriptPlace, content: unknown, sources: ContentSources): { at: string; entry?: string } | undefined {
  const written = JSON.stringify(place.script);
  const found: Found[] = [];
  for (const [key, data] of Object.entries(content as Record<string, unknown>)) {
    if (sources[key]) findList(data, written, [], key, undefined, found);
  }
  const card = place.card ?? '';
  const best = found.find((f) => typeof f.owner === 'string' && card.startsWith(f.owner)) ?? found[0];
  if (!best) return undefined;
  const { file, source } = sources[best.key];
  const at = locate(source, [...best.path, ...place.path]);
  return { at: `${file}:${at.line}:${at.col}`, ...(typeof best.owner === 'string' ? { entry: best.owner } : {}) };
}

/** Gives each runaway script of a report's failed games its `file:line:col` in the content it was played from. */
export function locateRunaways(failures: (SimulationFailure | undefined)[], content: unknown, sources: ContentSources | undefined) {
  if (!sources) return;
  for (const failure of failures) {
    for (const place of failure?.failure.scripts ?? []) Object.assign(place, locateScript(place, content, sources));
  }
}
