import { createHash } from 'node:crypto';

/** What both sides of the bench know of a played game: the moves, as our bots chose them, and how it ended. */
export interface PlayedGame {
  moves: readonly { playerID: string; move: string; args: readonly unknown[]; kind?: string }[];
  gameover?: unknown;
}

/** JSON with each object's keys sorted: the same value gives the same text whichever side built it. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const fields = Object.keys(record)
      .filter((key) => record[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical(record[key])}`);
    return `{${fields.join(',')}}`;
  }
  return value === undefined ? 'null' : JSON.stringify(value);
}

/**
 * One hash over every game of a run, in order: its moves (seat, move or event, arguments) and its
 * `ctx.gameover`. Two sides with equal digests played the same games to the same ends.
 */
export function gamesDigest(games: Iterable<PlayedGame>): string {
  const hash = createHash('sha256');
  for (const game of games) {
    const moves = game.moves.map((m) => [m.playerID, m.kind === 'event' ? 'event' : 'move', m.move, m.args]);
    hash.update(`${canonical(moves)}|${canonical(game.gameover)}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}
