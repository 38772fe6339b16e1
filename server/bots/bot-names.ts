const NAMES = ['Ada', 'Babbage', 'Curie', 'Dijkstra', 'Euler', 'Fermat', 'Gauss', 'Hopper', 'Iverson', 'Jacquard', 'Knuth', 'Lamarr'];

/**
 * The first bot names not already at the table, so every seat reads differently: "Bot Ada"
 * is skipped beside a player called Ada as well as beside another "Bot Ada".
 */
export function botNames(count: number, taken: ReadonlySet<string>): string[] {
  return seatBotNames(Array.from({ length: count }, () => undefined), taken);
}

/**
 * A name for each bot seat: the name it had (a bot keeps its name across a rematch) unless that
 * repeats a name at the table, else the first free bot name. `taken` holds the names of the
 * people at the table, or coming back to it.
 */
export function seatBotNames(kept: readonly (string | undefined)[], taken: ReadonlySet<string>): string[] {
  const seated = new Set([...taken].map((name) => name.trim().toLowerCase()));
  const free = (name: string) => !seated.has(name.toLowerCase()) && !seated.has(name.replace(/^Bot /, '').toLowerCase());
  const take = (name: string) => (seated.add(name.toLowerCase()), name);
  const names = kept.map((name) => (name !== undefined && free(name) ? take(name) : undefined));
  let next = 0;
  const fresh = (): string => {
    for (; ; next++) {
      const name = `Bot ${next < NAMES.length ? NAMES[next] : String(next + 1)}`;
      if (free(name)) return take(name);
    }
  };
  return names.map((name) => name ?? fresh());
}
