import type { ArgScope, ArgSpec, MoveArgs } from './move-args.ts';
import { boundOf } from './move-args.ts';

/** More values than this in one argument, and it is not listed: a bot's menu stays short. */
const MOST_VALUES = 32;

/** Every subset of a few values, smallest first, in the values' order. */
function subsets(values: readonly unknown[], most: number): unknown[][] {
  const out: unknown[][] = [[]];
  for (const value of values) for (const picked of out.slice()) if (picked.length < most) out.push([...picked, value]);
  return out.sort((a, b) => a.length - b.length);
}

/** The values a declaration allows here, or undefined where they cannot be listed (text, tables, wide ranges). */
function valuesOf<G>(spec: ArgSpec<G>, scope: ArgScope<G>): readonly unknown[] | undefined {
  switch (spec.kind) {
    case 'seat':
      return [...scope.seats, ...spec.extra];
    case 'card':
      return spec.cards(scope);
    case 'integer': {
      const min = boundOf(spec.min, scope);
      const max = boundOf(spec.max, scope);
      if (max - min + 1 > MOST_VALUES) return undefined;
      return Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i);
    }
    case 'boolean':
      return [true, false];
    case 'choice':
      return spec.values;
    case 'list': {
      const items = valuesOf(spec.of, scope);
      if (!items || !spec.distinct || 2 ** items.length > MOST_VALUES) return undefined;
      return subsets(items, boundOf(spec.maxItems, scope));
    }
    case 'nullable': {
      const values = valuesOf(spec.of, scope);
      return values && [null, ...values];
    }
    case 'optional': {
      const values = valuesOf(spec.of, scope);
      return values && [undefined, ...values];
    }
    default:
      return undefined;
  }
}

/** Each argument's values in this state, or undefined when some argument's cannot be listed. */
function valueLists<G>(specs: MoveArgs<G>, scope: ArgScope<G>): (readonly unknown[])[] | undefined {
  const lists: (readonly unknown[])[] = [];
  for (const spec of specs) {
    const values = valuesOf(spec, scope);
    if (!values) return undefined;
    lists.push(values);
  }
  return lists;
}

/**
 * Every pick of one value from each list, the first list's varying slowest, each made as it is
 * read: a bot that takes the first legal one builds no more. A left-out trailing argument is no
 * argument at all, as a client sends it.
 */
function* picksOf(lists: readonly (readonly unknown[])[]): Generator<unknown[]> {
  if (lists.some((values) => values.length === 0)) return;
  const at = new Array<number>(lists.length).fill(0);
  for (;;) {
    let end = lists.length;
    while (end > 0 && lists[end - 1][at[end - 1]] === undefined) end--;
    const pick = new Array<unknown>(end);
    for (let i = 0; i < end; i++) pick[i] = lists[i][at[i]];
    yield pick;
    let i = lists.length - 1;
    while (i >= 0 && ++at[i] === lists[i].length) at[i--] = 0;
    if (i < 0) return;
  }
}

/**
 * Every argument list a move's declaration allows in this state, for a bot's menu: the product
 * of each argument's values (a trailing optional one left out, then each value), one at a time,
 * or undefined when some argument's values cannot be listed (free text, a table of shares): the
 * game then offers its own candidates for that move. Each list still has to pass the move's rule.
 */
export function eachArgCandidate<G>(specs: MoveArgs<G>, scope: ArgScope<G>): Iterable<unknown[]> | undefined {
  const lists = valueLists(specs, scope);
  return lists && picksOf(lists);
}

/** eachArgCandidate, all of them. */
export function argCandidates<G>(specs: MoveArgs<G>, scope: ArgScope<G>): unknown[][] | undefined {
  const each = eachArgCandidate(specs, scope);
  return each && [...each];
}
