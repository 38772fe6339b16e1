import { isDeepStrictEqual } from 'node:util';
import { clonePlain } from '../clone-plain.ts';

/**
 * How game code is called without an immer draft. Plain: on the state's own G, frozen; code that
 * only reads, or returns the next G, runs as it is, and code that writes throws on the frozen
 * object. Part: on a copy of G's top level whose parts the code was seen to write are deep
 * copies and the others the frozen originals; writing to any other part throws. Copy: on a
 * deep copy of G, which the code may write to.
 */
export type Way = 'plain' | 'part' | 'copy';

const NO_PARTS: ReadonlySet<string> = new Set();
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function copyParts(G: Record<string, unknown>, parts: ReadonlySet<string>): Record<string, unknown> {
  const copy = { ...G };
  for (const key of parts) if (key in copy) copy[key] = clonePlain(copy[key]);
  return copy;
}

/**
 * How each move or hook (by name) ran before: code that mostly writes to G starts with a copy,
 * and the parts of G (its top-level keys) it was seen to change are learned from its copies, so
 * from then on only those are copied and frozen again (code that writes to a part not yet seen
 * falls back to the whole copy, and the part is learned).
 */
export class WriteWays {
  private readonly counts = new Map<string, Record<Way, number>>();
  private readonly written = new Map<string, Set<string>>();

  /** The ways to try, in order, for the code called `name`. */
  ways(name: string): Way[] {
    const count = this.counts.get(name);
    const writes = count ? count.copy + count.part > count.plain : false;
    const part: Way[] = this.written.has(name) ? ['part'] : [];
    return writes ? [...part, 'copy'] : ['plain', ...part, 'copy'];
  }

  /** The G to call `name` with the given way. */
  draft(name: string, way: Way, G: any): any {
    if (way === 'plain') return G;
    return way === 'copy' ? clonePlain(G) : copyParts(G, this.written.get(name) ?? NO_PARTS);
  }

  record(name: string, way: Way, before: unknown, after: unknown): void {
    const count = this.counts.get(name) ?? { plain: 0, part: 0, copy: 0 };
    count[way]++;
    this.counts.set(name, count);
    if (way !== 'copy' || !isRecord(before) || !isRecord(after)) return;
    const parts = this.written.get(name) ?? new Set<string>();
    for (const key in after) if (!isDeepStrictEqual(before[key], after[key])) parts.add(key);
    this.written.set(name, parts);
  }
}
