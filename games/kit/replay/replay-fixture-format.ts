import type { StoredLogEntry } from './logged-actions.ts';
import type { ReplaySetup } from './replay-game.ts';

export const REPLAY_FIXTURE_FORMAT = 'tablewright-replay/1';

/**
 * A stored match written out for a test: the content it was created from (whole, so the
 * fixture replays after content/ moves on), its setup and seed, its whole log, and the
 * state the server reached (G, ctx, plugin data, _stateID).
 */
export interface ReplayFixture extends ReplaySetup {
  format: typeof REPLAY_FIXTURE_FORMAT;
  game: string;
  matchID: string;
  content: {
    /** Where the content came from: the store's content version, or a folder. */
    source: string;
    hash: string;
    json: unknown;
  };
  log: StoredLogEntry[];
  /** The state the match started from and the state it reached (G, ctx, plugin data, _stateID). */
  initial: Record<string, unknown>;
  final: Record<string, unknown>;
  /** Each seat's name, by seat number (absent from fixtures exported before names were kept). */
  players?: (string | null)[];
  /** The talk kept with the match, oldest first, for `tablewright replay --view` (each message's state number absent from fixtures exported before it was kept). */
  chat?: { id: string; sender: string; payload: unknown; at: number; stateID?: number | null }[];
}

const FIELDS: [keyof ReplayFixture, (v: unknown) => boolean, string][] = [
  ['format', (v) => v === REPLAY_FIXTURE_FORMAT, `"${REPLAY_FIXTURE_FORMAT}"`],
  ['game', (v) => typeof v === 'string', 'a game id'],
  ['matchID', (v) => typeof v === 'string', 'the match id'],
  ['numPlayers', (v) => Number.isInteger(v) && (v as number) > 0, 'a whole number of players'],
  ['seed', (v) => typeof v === 'string', 'the seed as a string'],
  ['content', (v) => typeof v === 'object' && v !== null && 'json' in v && typeof (v as { hash?: unknown }).hash === 'string', '{source, hash, json}'],
  ['log', Array.isArray, 'a list of log entries'],
  ['initial', (v) => typeof v === 'object' && v !== null, 'the initial state'],
  ['final', (v) => typeof v === 'object' && v !== null, 'the final state'],
];

/** The fixture in `text`, or an error naming the file and the first field that is wrong. */
export function parseReplayFixture(text: string, file: string): ReplayFixture {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not JSON (${(error as Error).message}); write it with tablewright replay <matchID> --export ${file}`);
  }
  const fixture = value as Record<string, unknown>;
  for (const [field, ok, want] of FIELDS) {
    if (!ok(fixture?.[field])) throw new Error(`${file}: "${field}" should be ${want}, not ${JSON.stringify(fixture?.[field])?.slice(0, 60)}`);
  }
  return value as ReplayFixture;
}

/**
 * The fixture as text a reviewer can read in a diff: one line per field and per log entry
 * (a new move is a new line), the content and the states each on one line.
 */
export function formatReplayFixture(fixture: ReplayFixture): string {
  const fields = Object.entries(fixture)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => {
    if (key !== 'log') return `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`;
    const entries = (value as unknown[]).map((entry) => `    ${JSON.stringify(entry)}`);
    return entries.length === 0 ? '  "log": []' : `  "log": [\n${entries.join(',\n')}\n  ]`;
  });
  return `{\n${fields.join(',\n')}\n}\n`;
}
