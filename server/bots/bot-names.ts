const NAMES = ['Ada', 'Babbage', 'Curie', 'Dijkstra', 'Euler', 'Fermat', 'Gauss', 'Hopper', 'Iverson', 'Jacquard', 'Knuth', 'Lamarr'];

/**
 * The first bot names not already at the table, so every seat reads differently: "Bot Ada"
 * is skipped beside a player called Ada as well as beside another "Bot Ada".
 */
export function botNames(count: number, taken: ReadonlySet<string>): string[] {
  const seated = new Set([...taken].map((name) => name.trim().toLowerCase()));
  const names: string[] = [];
  for (let i = 0; names.length < count; i++) {
    const given = i < NAMES.length ? NAMES[i] : String(i + 1);
    const name = `Bot ${given}`;
    if (!seated.has(name.toLowerCase()) && !seated.has(given.toLowerCase())) names.push(name);
  }
  return names;
}
