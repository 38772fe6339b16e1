import { clonePlain, copyFields } from '../clone-plain.ts';

/**
 * How game code is called without an immer draft. Plain: on the state's own G, frozen; code that
 * only reads, or returns the next G, runs as it is, and code that writes throws on the frozen
 * object. Part: on a copy of G's top level whose parts the code was seen to write are copied as
 * deep as it was seen to write in them, the rest shared frozen with the state before; writing to
 * anything frozen throws. Copy: on a deep copy of G, which the code may write to.
 */
export type Way = 'plain' | 'part' | 'copy';

/** Each part of G the code writes in, and the depth of the deepest object it writes to there (the part itself: 0). */
type Written = Map<string, number>;

const NO_PARTS: Written = new Map();
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * The depth of the deepest object code wrote to, found by comparing `before` with `after` (the
 * values at `depth`, the part itself at 0): an object whose own fields differ, or one holding an
 * object that is not the copy of what it held before (`copiedFrom` gives each copied object's
 * original), which shows an assignment even of an equal value. -1 when nothing was written, or
 * when the value itself was replaced, which writes only to the object above it (depth - 1).
 */
export function writeDepth(before: unknown, after: unknown, copiedFrom: ReadonlyMap<object, object>, depth = 0): number {
  if (Object.is(before, after)) return -1;
  if (!isObject(before) || !isObject(after) || Array.isArray(before) !== Array.isArray(after) || copiedFrom.get(after) !== before) return depth - 1;
  let deepest = -1;
  if (Array.isArray(before)) {
    const items = after as unknown as unknown[];
    if (before.length !== items.length) deepest = depth;
    const common = Math.min(before.length, items.length);
    for (let i = 0; i < common; i++) deepest = Math.max(deepest, writeDepth(before[i], items[i], copiedFrom, depth + 1));
    return deepest;
  }
  for (const key of Object.keys(before)) if (!Object.hasOwn(after, key)) deepest = depth;
  for (const key of Object.keys(after)) {
    if (!Object.hasOwn(before, key)) deepest = depth;
    else deepest = Math.max(deepest, writeDepth(before[key], after[key], copiedFrom, depth + 1));
  }
  return deepest;
}

/**
 * `value` with every object down to `depth` a fresh shallow copy and everything below shared:
 * what code that writes no deeper than `depth` may write to, while what it does not reach stays
 * the frozen original (a growing log is one array copied, not every entry).
 */
export function copyToDepth<T>(value: T, depth: number): T {
  if (depth < 0 || !isObject(value)) return value;
  if (depth === Infinity) return clonePlain(value);
  if (Array.isArray(value)) return (depth === 0 ? [...value] : value.map((item) => copyToDepth(item, depth - 1))) as T;
  if (depth === 0) return { ...value };
  return copyFields(value, (item) => copyToDepth(item, depth - 1)) as T;
}

// A frozen list is copied with a spread: V8 11.3 (Node 20) runs `slice()` on one the slow way,
// 2.6 µs for 60 card ids against 0.07 for `[...list]`. G itself is copied with a spread, which
// keeps its shape: a loop of `copy[key] = ...` leaves an object of more than 12 fields in
// dictionary mode, and every later spread of it took 3-9 µs instead of 0.6 (measured).
function copyParts(G: Record<string, unknown>, parts: Written): Record<string, unknown> {
  const copy = { ...G };
  for (const [key, depth] of parts) if (Object.hasOwn(copy, key)) copy[key] = copyToDepth(copy[key], depth);
  return copy;
}

// The orders `ways` answers with, made once: it is asked for every move and hook.
const COPY: readonly Way[] = Object.freeze(['copy']);
const PART_THEN_COPY: readonly Way[] = Object.freeze(['part', 'copy']);
const PLAIN_THEN_COPY: readonly Way[] = Object.freeze(['plain', 'copy']);
const PLAIN_PART_COPY: readonly Way[] = Object.freeze(['plain', 'part', 'copy']);

/**
 * How each move or hook (by name) ran before: code that mostly writes to G starts with a copy,
 * and where it writes is learned from its copies: which parts of G (its top-level keys), and how
 * deep in each. From then on only that is copied, and frozen again after; code that writes
 * somewhere not yet seen throws on the frozen object and falls back to the whole copy, which
 * teaches the new place.
 */
export class WriteWays {
  private readonly counts = new Map<string, Record<Way, number>>();
  private readonly written = new Map<string, Written>();
  private readonly copiedFrom = new WeakMap<object, Map<object, object>>();

  /** The ways to try, in order, for the code called `name`. */
  ways(name: string): readonly Way[] {
    const count = this.counts.get(name);
    const writes = count ? count.copy + count.part > count.plain : false;
    const part = this.written.has(name);
    if (writes) return part ? PART_THEN_COPY : COPY;
    return part ? PLAIN_PART_COPY : PLAIN_THEN_COPY;
  }

  /** The G to call `name` with the given way. */
  draft(name: string, way: Way, G: any): any {
    if (way === 'plain') return G;
    if (way === 'part') return copyParts(G, this.written.get(name) ?? NO_PARTS);
    const copiedFrom = new Map<object, object>();
    const copy = clonePlain(G, copiedFrom);
    if (isObject(copy)) this.copiedFrom.set(copy, copiedFrom);
    return copy;
  }

  /** How `name` ran: called the given way with `drafted` (what draft gave) on `before`, it made `after`. */
  record(name: string, way: Way, before: unknown, drafted: unknown, after: unknown): void {
    const count = this.counts.get(name) ?? { plain: 0, part: 0, copy: 0 };
    count[way]++;
    this.counts.set(name, count);
    const copiedFrom = isObject(drafted) ? this.copiedFrom.get(drafted) : undefined;
    if (copiedFrom) this.copiedFrom.delete(drafted as object);
    if (way !== 'copy' || !copiedFrom || !isObject(before) || !isObject(after) || Array.isArray(before) || Array.isArray(after)) return;
    const known = this.written.get(name);
    const parts: Written = known ?? new Map();
    let learned = known === undefined;
    const changed: string[] = [];
    for (const key of Object.keys(after)) {
      const depth = writeDepth(before[key], after[key], copiedFrom);
      if (depth < 0) continue;
      changed.push(key);
      if (depth > (parts.get(key) ?? -1)) {
        parts.set(key, depth);
        learned = true;
      }
    }
    // Known parts are always tried before a copy, so they threw, though the result shows nothing
    // new: the code wrote to something it then dropped (a script's scope, gone once the script
    // ends). The parts it changed are copied whole from now on.
    if (!learned) for (const key of changed) parts.set(key, Infinity);
    this.written.set(name, parts);
  }
}
