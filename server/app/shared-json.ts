/**
 * How far down jsonOfEach compares the views of a broadcast, from its packet's arguments: the
 * state, then G, then each of G's keys, written whole once where every view holds the same
 * object and once per view where they differ. The views share most of G (a game's playerView
 * hides a hand or two and hands back the rest as it is). Measured on 300 moves of each game:
 * 3 levels took 0.45-0.6x JSON.stringify's time on ROBOTS!, 3 Laws, Bias Effect and Evil
 * Robots, 0.75-0.8x on Crazy Eights, the same on Are You A Robot?; 5 levels and more cost more.
 */
const SHARED_DEPTH = 3;

type Kind = 'array' | 'object' | 'other';

function kindOf(value: unknown): Kind {
  if (typeof value !== 'object' || value === null) return 'other';
  if (Array.isArray(value)) return 'array';
  const proto = Object.getPrototypeOf(value);
  return (proto === Object.prototype || proto === null) && typeof (value as { toJSON?: unknown }).toJSON !== 'function' ? 'object' : 'other';
}

const sameKeys = (a: string[], b: string[]) => a.length === b.length && a.every((key, i) => key === b[i]);

/**
 * JSON.stringify's text of each of several values that share parts, each shared part written
 * once: the views of one broadcast (each seat's and the spectators') hold the same objects of G
 * wherever the game shows them to everyone, and encoding each view whole cost as many times the
 * state's size as there are views (socket.io's encoder was 7-10% of a move's time on the
 * server). The values are walked side by side, SHARED_DEPTH levels at most: a part that is the
 * same in all of them is written once by JSON.stringify, and a part where they differ is walked
 * further, or written for each. A memo of every part written cost more than it saved
 * (JSON.stringify is native, a walk in JavaScript is not), so only what differs is walked. The
 * text is JSON.stringify's to the byte for plain objects, arrays and primitives; anything else is
 * written whole by JSON.stringify (an object's `toJSON` gets '' as its key), which no view holds.
 */
export function jsonOfEach(values: readonly unknown[], depth = SHARED_DEPTH): (string | undefined)[] {
  const first = values[0];
  if (values.every((value) => value === first)) {
    const text = JSON.stringify(first);
    return values.map(() => text);
  }
  const kind = kindOf(first);
  if (depth === 0 || kind === 'other' || values.some((value) => kindOf(value) !== kind)) return values.map((value) => JSON.stringify(value));
  return kind === 'array' ? arrays(values as unknown[][], depth - 1) : objects(values as Record<string, unknown>[], depth - 1);
}

function arrays(values: unknown[][], depth: number): (string | undefined)[] {
  const length = values[0].length;
  if (values.some((value) => value.length !== length)) return values.map((value) => JSON.stringify(value));
  const texts = values.map(() => '[');
  for (let i = 0; i < length; i++) {
    const parts = jsonOfEach(values.map((value) => value[i]), depth);
    parts.forEach((part, v) => (texts[v] += `${i ? ',' : ''}${part ?? 'null'}`));
  }
  return texts.map((text) => `${text}]`);
}

function objects(values: Record<string, unknown>[], depth: number): (string | undefined)[] {
  const keys = Object.keys(values[0]);
  if (values.some((value, v) => v > 0 && !sameKeys(Object.keys(value), keys))) return values.map((value) => JSON.stringify(value));
  const texts = values.map(() => '{');
  for (const key of keys) {
    const parts = jsonOfEach(values.map((value) => value[key]), depth);
    const name = JSON.stringify(key);
    parts.forEach((part, v) => {
      if (part !== undefined) texts[v] += `${texts[v].length > 1 ? ',' : ''}${name}:${part}`;
    });
  }
  return texts.map((text) => `${text}}`);
}
