import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import seedrandom from 'seedrandom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { State } from 'boardgame.io';
import { loadGames } from '../../games/kit/content/load-content.ts';
import { threeLaws } from '../../games/three-laws/index.ts';
import { main } from '../../server/cli/main.ts';
import { fixtureSource } from '../../server/replay/fixture-replay.ts';
import { copyContentRoot } from '../support/content-copy.ts';
import { loadReplayFixture } from '../support/replay-fixture.ts';
import { playWithBots } from './helpers/bot-driven-match.ts';
import { createAndJoinGame } from './helpers/lobby.ts';
import { useTestServer } from './helpers/test-server.ts';
import { THREE_LAWS_FIXTURE_ROOT } from './helpers/three-laws-play.ts';

const { games, errors } = loadGames(THREE_LAWS_FIXTURE_ROOT, [threeLaws]);
const t = useTestServer({ games });
const dir = mkdtempSync(join(tmpdir(), 'tw-replay-'));

/** Runs the CLI in this process: its exit code and what it printed. */
async function cli(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((out += String(chunk)), true));
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((err += String(chunk)), true));
  try {
    return { code: await main(['replay', ...args]), out, err };
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
  }
}

/** A copy of the store to damage, so the server's own file stays as it played. */
function storeCopy(name: string, change?: (db: Database.Database) => void): string {
  const file = join(dir, name);
  const source = new Database(t.dbFile, { readonly: true });
  source.exec(`VACUUM INTO '${file}'`);
  source.close();
  if (change) {
    const db = new Database(file);
    change(db);
    db.close();
  }
  return file;
}

let matchID = '';
let played: State;

afterEach(() => vi.restoreAllMocks());

beforeAll(async () => {
  expect(errors).toEqual([]);
  const m = await createAndJoinGame(t.url, threeLaws.id, 4);
  matchID = m.matchID;
  const truth = async () => (await t.server.store.fetch(matchID, { state: true })).state as State;
  played = await playWithBots(t.url, games[0], m, truth, { moves: 40, rng: seedrandom('replay-command') });
}, 60_000);

/** The first logged move of this name: its row id and its entry. */
function firstLogged(file: string, move: string): { id: number; entry: { _stateID: number; action: { payload: { args: unknown[]; playerID: string } } } } {
  const db = new Database(file, { readonly: true });
  const row = db
    .prepare<[string, string], { id: number; entry: string }>(
      `SELECT id, entry FROM log_entries WHERE match_id = ? AND json_extract(entry, '$.action.payload.type') = ? ORDER BY id LIMIT 1`,
    )
    .get(matchID, move)!;
  db.close();
  return { id: row.id, entry: JSON.parse(row.entry) };
}

const noStackTrace = (text: string) => expect(text).not.toMatch(/\n\s+at /);

describe('tablewright replay on a match played over the real server', () => {
  it('replays the stored match from its seed and log to the stored state, reading the store while the server runs', async () => {
    expect(played._stateID).toBeGreaterThan(20);
    const { code, out, err } = await cli(matchID, '--db', t.dbFile);
    expect(err).toBe('');
    expect(out).toContain("content from the store's content version");
    expect(out).toContain('the replay reaches the stored state');
    expect(out).toMatch(new RegExp(`replayed (\\d+) of \\1 actions .* to state ${played._stateID}; the store holds state ${played._stateID}`));
    expect(code).toBe(0);
  });

  it('a tampered move in the log: the replay says where the final state departs from the stored one, and the last move', async () => {
    const named = firstLogged(t.dbFile, 'nameSeat');
    const seat = named.entry.action.payload.playerID;
    const file = storeCopy('tampered-args.sqlite', (db) => {
      named.entry.action.payload.args = ['Mallory'];
      db.prepare('UPDATE log_entries SET entry = ? WHERE id = ?').run(JSON.stringify(named.entry), named.id);
    });
    const { code, out } = await cli(matchID, '--db', file);
    expect(out).toContain('the replay does NOT reach the stored state');
    expect(out).toContain(`G.names["${seat}"]: stored "P${seat}", replayed "Mallory"`);
    expect(out).toMatch(/last action: move \w+\(.*\) by player \d \(log entry \d+\)/);
    expect(code).toBe(1);
  });

  it('a log entry missing or a move the engine refuses: the first action that does not replay is named with its log entry', async () => {
    const named = firstLogged(t.dbFile, 'nameSeat');
    const position = (db: Database.Database) =>
      db.prepare<[string, number], { n: number }>('SELECT count(*) AS n FROM log_entries WHERE match_id = ? AND id <= ?').get(matchID, named.id)!.n;
    let at = 0;
    const missing = storeCopy('missing-entry.sqlite', (db) => {
      at = position(db);
      db.prepare('DELETE FROM log_entries WHERE id = ?').run(named.id);
    });
    const gap = await cli(matchID, '--db', missing);
    const state = named.entry._stateID;
    expect(gap.out).toMatch(new RegExp(`first difference at action \\d+ \\(log entry ${at}\\), .*: the log has it played on state ${state + 1} but the replay is at state ${state}`));
    expect(gap.code).toBe(1);

    const refused = storeCopy('refused-move.sqlite', (db) => {
      named.entry.action.payload.args = [''];
      db.prepare('UPDATE log_entries SET entry = ? WHERE id = ?').run(JSON.stringify(named.entry), named.id);
    });
    const result = await cli(matchID, '--db', refused);
    expect(result.out).toMatch(new RegExp(`first difference at action \\d+ \\(log entry ${at}\\), move nameSeat\\(""\\) by player \\d: the engine refused it`));
    const refusedAt = Number(/first difference at action (\d+)/.exec(result.out)![1]);
    expect(result.out).toContain(`replayed ${refusedAt - 1} of`);
    expect(result.code).toBe(1);
  });

  it('--export writes a fixture that a test loads and replays to the same state, and plays on from', async () => {
    const file = join(dir, 'exported', 'match.json');
    const { code, out } = await cli(matchID, '--db', t.dbFile, '--export', file);
    expect(code).toBe(0);
    expect(out).toContain(`wrote ${file}`);
    const loaded = loadReplayFixture(file);
    expect(loaded.report.same).toBe(true);
    expect(loaded.fixture).toMatchObject({ game: threeLaws.id, matchID, numPlayers: 4, players: ['P0', 'P1', 'P2', 'P3'], chat: [] });
    expect(loaded.content).toEqual(games[0].content);
    expect(loaded.report.result.state.G).toEqual(played.G);
    expect(loaded.stateAfter(0)._stateID).toBe(0);
    const before = loaded.report.actions.length - 1;
    expect(loaded.stateAfter(before)._stateID).toBe(loaded.report.actions[before].stateID);
    // A test carries on from the exported state: an unnamed seat names itself, a second time is refused.
    const last = loaded.report.result.state;
    const renamed = loaded.play(last, { move: 'nameSeat', args: ['Rosalind'], playerID: '1' });
    expect(renamed.transients?.error).toBeUndefined();
    expect(renamed.G.names['1']).toBe('Rosalind');
    expect(loaded.play(renamed, { move: 'nameSeat', args: ['Rosalind'], playerID: '1' }).transients?.error).toBeDefined();
  });

  it("--export keeps each chat line's state number, and the viewer of a fixture places it; a fixture or store from before state numbers reads null", async () => {
    const talked = storeCopy('talked.sqlite', (db) => {
      const said = db.prepare('INSERT INTO chat_messages (match_id, msg_id, sender, payload, at, state_id) VALUES (?, ?, ?, ?, ?, ?)');
      said.run(matchID, 'a', '1', '"before any move"', 1, 0);
      said.run(matchID, 'b', '2', '"after move 7"', 2, 7);
      said.run(matchID, 'c', '0', '"from an old store"', 3, null);
    });
    const file = join(dir, 'exported', 'talked.json');
    expect((await cli(matchID, '--db', talked, '--export', file)).code).toBe(0);
    const { fixture } = loadReplayFixture(file);
    const lines = [
      { id: 'a', sender: '1', payload: 'before any move', at: 1, stateID: 0 },
      { id: 'b', sender: '2', payload: 'after move 7', at: 2, stateID: 7 },
      { id: 'c', sender: '0', payload: 'from an old store', at: 3, stateID: null },
    ];
    expect(fixture.chat).toEqual(lines);
    expect(fixtureSource(fixture, threeLaws).chat).toEqual(lines);
    const older = { ...fixture, chat: fixture.chat!.map(({ stateID: _stateID, ...line }) => line) };
    expect(fixtureSource(older, threeLaws).chat.map((line) => line.stateID)).toEqual([null, null, null]);
  });

  it('--content replays on other content: an edit that changes the setup is reported as a setup difference', async () => {
    const same = await cli(matchID, '--db', t.dbFile, '--content', THREE_LAWS_FIXTURE_ROOT);
    expect(same.out).toContain(`content from ${THREE_LAWS_FIXTURE_ROOT}`);
    expect(same.code).toBe(0);
    const edited = copyContentRoot(THREE_LAWS_FIXTURE_ROOT);
    const rules = join(edited, 'three-laws', 'rules.yaml');
    writeFileSync(rules, readFileSync(rules, 'utf8').replace('supplyAbovePlayers: 2', 'supplyAbovePlayers: 4'));
    const { code, out } = await cli(matchID, '--db', t.dbFile, '--content', edited);
    expect(out).toContain('a fresh setup with this seed and content is not the one stored');
    expect(out).toMatch(/setup differs.*:\n {2}G\./);
    expect(code).toBe(1);
  });

  it("a match the store kept no content version for (a store from before versions) replays on the project's content/ folder", async () => {
    const file = storeCopy('unversioned.sqlite', (db) => db.prepare('UPDATE matches SET content_hash = NULL WHERE match_id = ?').run(matchID));
    const { out } = await cli(matchID, '--db', file);
    expect(out).toMatch(/; content from content \([0-9a-f]{20}\)\n/);
    expect(out).toMatch(/the replay (does NOT )?reach(es)? the stored state/);
  });

  it('--list shows the stored matches', async () => {
    const { code, out } = await cli('--list', '--db', t.dbFile);
    expect(out).toMatch(new RegExp(`${matchID} +three-laws +state +${played._stateID} +\\d+ log entries +playing`));
    expect(code).toBe(0);
  });
});

describe('tablewright replay when it cannot replay: one line that says what to do, exit 2', () => {
  it('a missing store, a damaged one, and an SQLite file that is not a store', async () => {
    const missing = await cli(matchID, '--db', join(dir, 'nowhere.sqlite'));
    expect(missing.err).toMatch(/no store at .*nowhere\.sqlite; give the server's store with --db FILE/);
    const garbage = join(dir, 'garbage.sqlite');
    writeFileSync(garbage, 'this is not a database, just some text long enough to look like a file'.repeat(100));
    const damaged = await cli(matchID, '--db', garbage);
    expect(damaged.err).toMatch(/garbage\.sqlite cannot be read as a store \(.*\); restore it from a backup/);
    const other = join(dir, 'other.sqlite');
    new Database(other).exec('CREATE TABLE notes (text TEXT)');
    const notAStore = await cli(matchID, '--db', other);
    expect(notAStore.err).toContain('is an SQLite file but not a Tablewright store');
    for (const r of [missing, damaged, notAStore]) {
      expect(r.code).toBe(2);
      noStackTrace(r.err);
    }
  });

  it('an unknown match id names the closest ids and how to list them; a match of an unknown game names the games', async () => {
    const typo = await cli(matchID.slice(0, -1), '--db', t.dbFile);
    expect(typo.err).toContain(`no match ${matchID.slice(0, -1)} in ${t.dbFile}; did you mean ${matchID}?`);
    expect(typo.err).toContain(`tablewright replay --list --db ${t.dbFile}`);
    const file = storeCopy('unknown-game.sqlite', (db) => db.prepare(`UPDATE matches SET game_name = 'chess' WHERE match_id = ?`).run(matchID));
    const chess = await cli(matchID, '--db', file);
    expect(chess.err).toMatch(/is of game 'chess', which this Tablewright does not know \(games: .*three-laws/);
    for (const r of [typo, chess]) {
      expect(r.code).toBe(2);
      noStackTrace(r.err);
    }
  });

  it('a mistake on the command line is a usage error', async () => {
    expect((await cli()).err).toContain('name a match');
    expect((await cli(matchID, '--limit', '0')).err).toContain('--limit must be a whole number');
    // About one match id in 64 begins with a dash (base64url): it is a match, not an option.
    expect((await cli('--db', t.dbFile, '-gone')).err).toContain(`no match -gone in ${t.dbFile}`);
  });
});
