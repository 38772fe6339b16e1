const NAMES = ['Ada', 'Babbage', 'Curie', 'Dijkstra', 'Euler', 'Fermat', 'Gauss', 'Hopper', 'Iverson', 'Jacquard', 'Knuth', 'Lamarr'];

/** The first bot names not already sitting at the table, so every seat reads differently. */
export function botNames(count: number, taken: ReadonlySet<string>): string[] {
  const names: string[] = [];
  for (let i = 0; names.length < count; i++) {
    const name = i < NAMES.length ? `Bot ${NAMES[i]}` : `Bot ${i + 1}`;
    if (!taken.has(name)) names.push(name);
  }
  return names;
}
