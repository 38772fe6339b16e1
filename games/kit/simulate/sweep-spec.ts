import { parse as parseYaml } from 'yaml';

/** One step down a YAML path: a mapping's key, a list's item by index, or the list item whose `key` is `value`. */
export type PathStep = { key: string } | { index: number } | { match: { key: string; value: string } };

export type SweepValue = string | number | boolean;

/** `--sweep rules.yaml:handSize=5,6,7`, read. */
export interface SweepSpec {
  /** The file inside the game's content folder. */
  file: string;
  /** The path as written, for labels. */
  path: string;
  steps: PathStep[];
  values: SweepValue[];
}

/** Keys that name an object's machinery, not a field of content: never followed, wherever they come from. */
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);
const KEY = /^[A-Za-z0-9_-]+$/;

const EXAMPLE = 'e.g. --sweep rules.yaml:handSize=5,6,7 or --sweep deck.yaml:cards[id=crypto-miner].copies=1,2,3';

function checkKey(key: string, where: string): string {
  if (FORBIDDEN.has(key)) throw new Error(`${where}: '${key}' is not a field of content and is never followed`);
  if (!KEY.test(key)) throw new Error(`${where}: '${key}' is not a key (letters, digits, - and _); ${EXAMPLE}`);
  return key;
}

/** `modes[id=basic].deck[1].extra` as steps. */
export function parsePath(path: string): PathStep[] {
  const steps: PathStep[] = [];
  for (const segment of path.split('.')) {
    const match = /^([^[\]]*)((?:\[[^\]]*\])*)$/.exec(segment);
    if (!match || (!match[1] && !match[2])) throw new Error(`--sweep: '${segment}' in ${path} is not a key or a [selector]; ${EXAMPLE}`);
    if (match[1]) steps.push({ key: checkKey(match[1], `--sweep ${path}`) });
    for (const [, inner] of match[2].matchAll(/\[([^\]]*)\]/g)) {
      if (/^\d+$/.test(inner)) steps.push({ index: Number(inner) });
      else {
        const selector = /^([^=]+)=(.+)$/.exec(inner);
        if (!selector) throw new Error(`--sweep: [${inner}] in ${path} picks a list item by index, [2], or by a field, [id=crypto-miner]`);
        steps.push({ match: { key: checkKey(selector[1], `--sweep ${path}`), value: selector[2] } });
      }
    }
  }
  return steps;
}

/** A value as YAML reads it, so `5` is a number, `true` a boolean and `"5"` (quoted) a string; a list or mapping is refused. */
function parseValue(text: string, spec: string): SweepValue {
  if (text === '') throw new Error(`--sweep ${spec}: an empty value; separate the values by commas, e.g. =5,6,7`);
  let value: unknown;
  try {
    value = parseYaml(text);
  } catch {
    throw new Error(`--sweep ${spec}: '${text}' cannot be read as a YAML value; put a string in double quotes, e.g. "a, b"`);
  }
  if (value === null || typeof value === 'object') throw new Error(`--sweep ${spec}: '${text}' is not a number, string or boolean`);
  return value as SweepValue;
}

/** `FILE:PATH=V1,V2,...`: the file in the game's content folder, a YAML path in it, and the values to give that field. */
export function parseSweep(spec: string): SweepSpec {
  const colon = spec.indexOf(':');
  let depth = 0;
  let equals = -1;
  for (let i = colon + 1; i < spec.length && equals < 0; i++) {
    if (spec[i] === '[') depth++;
    else if (spec[i] === ']') depth--;
    else if (spec[i] === '=' && depth === 0) equals = i;
  }
  if (colon < 1 || equals < 0) throw new Error(`--sweep takes FILE:PATH=V1,V2,..., ${EXAMPLE}; not '${spec}'`);
  const file = spec.slice(0, colon);
  if (!/^[A-Za-z0-9_-][A-Za-z0-9_.-]*\.ya?ml$/.test(file)) throw new Error(`--sweep: '${file}' is not a YAML file of the game's content folder, e.g. rules.yaml`);
  const path = spec.slice(colon + 1, equals);
  // A value in double quotes may hold a comma: "a, b".
  const values = [...spec.slice(equals + 1).matchAll(/\s*("(?:[^"\\]|\\.)*"|[^,]*)\s*(?:,|$)/g)].slice(0, -1).map((m) => parseValue(m[1], spec));
  const seen = new Set(values.map((v) => JSON.stringify(v)));
  if (seen.size < values.length) throw new Error(`--sweep ${spec}: a value is given twice`);
  return { file, path, steps: parsePath(path), values };
}

/** `rules.yaml:handSize`, how the report names the field. */
export const sweepField = (spec: Pick<SweepSpec, 'file' | 'path'>) => `${spec.file}:${spec.path}`;

export const valueText = (value: SweepValue) => (typeof value === 'string' ? value : String(value));
