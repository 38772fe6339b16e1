/**
 * `list` less the item `drop`, or less every item of `drop`, in order, as a new list. A loop:
 * `filter` on a frozen list, as every list of a state is, runs several times slower on Node 20
 * (V8 11.3), and the rules take cards out of hands at nearly every move.
 */
export function without<T extends string>(list: readonly T[], drop: T | readonly T[]): T[] {
  const out: T[] = [];
  for (let i = 0; i < list.length; i++) {
    const item = list[i];
    if (typeof drop === 'string' ? item !== drop : !drop.includes(item)) out.push(item);
  }
  return out;
}
