/**
 * The first of `actions` that `takes` allows, read in their order and no further (a lazy list of
 * legal actions checks none after it), and those read before it: every one of them when none
 * does. For a bot that plays the first action of a kind it finds, and weighs the whole list
 * only when there is none.
 */
export function firstOrAll<T>(actions: Iterable<T>, takes: (action: T) => boolean): { first?: T; all: T[] } {
  const all: T[] = [];
  for (const action of actions) {
    if (takes(action)) return { first: action, all };
    all.push(action);
  }
  return { all };
}
