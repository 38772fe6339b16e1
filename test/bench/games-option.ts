// Apart from bench-args.ts, which every bench imports: this one loads every game (the registry),
// which a bench whose games play in other threads or processes (bench:ab) need not.
import { gameModules } from '../../games/registry.ts';

/** The shipped games `--game` named (every one when none was), refusing an id no shipped game has. */
export function gamesNamed(given: string[] | undefined): string[] {
  const known = gameModules.map((m) => m.id);
  const unknown = (given ?? []).filter((id) => !known.includes(id));
  if (unknown.length > 0) throw new Error(`unknown game ${unknown.join(', ')}; the games: ${known.join(', ')}`);
  return given ?? known;
}
