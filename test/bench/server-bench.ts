// `npm run bench:server [-- --matches M --players P --creates C --max-moves N --seconds S]`:
// the real server in a child process on 127.0.0.1 with a temporary SQLite file; M matches of
// Are You A Robot? (Extended) played at once by boardgame.io's own Client over SocketIO,
// one client per seat, random legal moves. A random game lasts a handful of moves, so each of
// the M places at the table starts a new match when its match ends, for S seconds. Prints
// figures; bounded in matches, moves per match and time.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import seedrandom from 'seedrandom';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { chooseFromView } from '../../games/kit/bots/random-bot.ts';
import { formatContentError, loadGames } from '../../games/kit/content/load-content.ts';
import { MatchClients, type BgClient } from './match-clients.ts';

const { values } = parseArgs({
  options: {
    matches: { type: 'string' },
    players: { type: 'string' },
    creates: { type: 'string' },
    'max-moves': { type: 'string' },
    seconds: { type: 'string' },
  },
});
const MATCHES = Number(values.matches ?? 20);
const PLAYERS = Number(values.players ?? 6);
const CREATES = Number(values.creates ?? 300);
const MAX_MOVES = Number(values['max-moves'] ?? 60);
const SECONDS = Number(values.seconds ?? 20);
const GAME = 'are-you-a-robot';
const CREATE_CONCURRENCY = 8;
/** A move no client hears of within this is counted as lost, not waited for. */
const MOVE_TIMEOUT_MS = 5000;

const contentRoot = fileURLToPath(new URL('../../content/', import.meta.url));
const { games, errors } = loadGames(contentRoot);
if (errors.length) throw new Error(errors.map(formatContentError).join('\n'));
const loaded = games.find((g) => g.module.id === GAME)!;
const game = loaded.module.createGame(loaded.content);

interface MemoryReport {
  memory: NodeJS.MemoryUsage;
  errors: number;
}

function startServer(dbFile: string): Promise<{ child: ChildProcess; url: string }> {
  const script = fileURLToPath(new URL('./bench-server-process.ts', import.meta.url));
  const child = fork(script, [dbFile], { execArgv: ['--import', 'tsx', '--expose-gc'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => resolve({ child, url: (m as { url: string }).url }));
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before listening`)));
  });
}

let memoryAsked: Promise<unknown> = Promise.resolve();

/** One question at a time, so each answer goes to the caller who asked it. */
function askMemory(child: ChildProcess): Promise<MemoryReport> {
  const answer = memoryAsked.then(
    () =>
      new Promise<MemoryReport>((resolve) => {
        child.once('message', (m) => resolve(m as MemoryReport));
        child.send('memory');
      }),
  );
  memoryAsked = answer;
  return answer;
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const createMatch = (url: string) => post<{ matchID: string }>(`${url}/games/${GAME}/create`, { numPlayers: PLAYERS, setupData: { mode: 'extended' } });

async function createMany(url: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      ids.push((await createMatch(url)).matchID);
    }
  };
  await Promise.all(Array.from({ length: CREATE_CONCURRENCY }, worker));
  return ids;
}

async function seatClients(url: string, matchID: string): Promise<MatchClients> {
  const clients: BgClient[] = [];
  for (let seat = 0; seat < PLAYERS; seat++) {
    const playerID = String(seat);
    const { playerCredentials } = await post<{ playerCredentials: string }>(`${url}/games/${GAME}/${matchID}/join`, { playerID, playerName: `P${seat}` });
    const client = Client({ game, multiplayer: SocketIO({ server: url }), matchID, playerID, credentials: playerCredentials, debug: false });
    client.start();
    clients.push(client);
  }
  const match = new MatchClients(clients);
  await match.reach(0, 10_000);
  return match;
}

interface PlayResult {
  latencies: number[];
  lost: number;
}

/** Random legal moves, one at a time, until the game ends, MAX_MOVES or the deadline. */
async function play(match: MatchClients, rng: () => number, deadline: number): Promise<PlayResult> {
  const result: PlayResult = { latencies: [], lost: 0 };
  for (let moves = 0; moves < MAX_MOVES && Date.now() < deadline; moves++) {
    const options = match.clients.flatMap((client) => {
      const state = client.getState();
      if (!state || state.ctx.gameover) return [];
      const action = chooseFromView(game, state.G, state.ctx, client.playerID!, rng);
      return action?.kind === 'move' ? [{ client, action, stateID: state._stateID }] : [];
    });
    if (options.length === 0) break;
    const { client, action, stateID } = options[Math.floor(rng() * options.length)];
    const sent = performance.now();
    client.moves[action.move](...action.args);
    if (await match.reach(stateID + 1, MOVE_TIMEOUT_MS)) result.latencies.push(performance.now() - sent);
    else result.lost++;
  }
  return result;
}

/** One place at the table: a new match each time the last one ends, until the deadline. */
async function playUntil(url: string, rng: () => number, deadline: number): Promise<PlayResult & { matches: number; finished: number }> {
  const total = { latencies: [] as number[], lost: 0, matches: 0, finished: 0 };
  while (Date.now() < deadline) {
    const match = await seatClients(url, (await createMatch(url)).matchID);
    const result = await play(match, rng, deadline);
    total.latencies.push(...result.latencies);
    total.lost += result.lost;
    total.matches++;
    if (match.clients[0].getState()?.ctx.gameover) total.finished++;
    match.stop();
  }
  return total;
}

function sqliteBytes(dbFile: string): number {
  const db = new Database(dbFile);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return statSync(dbFile).size;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const dir = mkdtempSync(join(tmpdir(), 'tablewright-bench-'));
const dbFile = join(dir, 'bench.sqlite');
const { child, url } = await startServer(dbFile);
const hardStopSeconds = SECONDS * 2 + 60;
const hardStop = setTimeout(() => {
  console.error(`server-bench: still running after ${hardStopSeconds} s; stopping.`);
  child.kill('SIGKILL');
  process.exit(1);
}, hardStopSeconds * 1000);
try {
  const memoryBefore = await askMemory(child);
  const emptyBytes = sqliteBytes(dbFile);

  let started = performance.now();
  await createMany(url, CREATES);
  const createSeconds = (performance.now() - started) / 1000;
  const createdBytes = sqliteBytes(dbFile);

  const deadline = Date.now() + SECONDS * 1000;
  let peak: MemoryReport | undefined;
  const sampler = setInterval(() => {
    void askMemory(child).then((m) => {
      if (!peak || m.memory.rss > peak.memory.rss) peak = m;
    });
  }, 2000);
  started = performance.now();
  const results = await Promise.all(Array.from({ length: MATCHES }, (_, i) => playUntil(url, seedrandom(`server-bench-${i}`), deadline)));
  const playSeconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const played = results.reduce((n, r) => n + r.matches, 0);
  const finished = results.reduce((n, r) => n + r.finished, 0);
  const memoryAfter = await askMemory(child);
  const playedBytes = sqliteBytes(dbFile);

  const latencies = results.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const lost = results.reduce((n, r) => n + r.lost, 0);
  const rows: [string, string][] = [
    ['matches created over the Lobby API', `${CREATES} in ${createSeconds.toFixed(2)} s: ${(CREATES / createSeconds).toFixed(0)}/s (${CREATE_CONCURRENCY} at a time)`],
    ['matches played', `${played} (${MATCHES} at a time × ${PLAYERS} seats, Extended: ${MATCHES * PLAYERS} sockets); ${finished} reached the end`],
    ['accepted moves, end to end', `${latencies.length} in ${playSeconds.toFixed(2)} s: ${(latencies.length / playSeconds).toFixed(0)}/s; ${lost} not seen within ${MOVE_TIMEOUT_MS} ms`],
    ['move latency (send → every client)', `p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${(latencies.at(-1) ?? NaN).toFixed(1)} ms`],
    ['server RSS before → peak → after', `${mb(memoryBefore.memory.rss)} → ${mb(peak?.memory.rss ?? NaN)} → ${mb(memoryAfter.memory.rss)}`],
    ['server heap used before → after (after GC)', `${mb(memoryBefore.memory.heapUsed)} → ${mb(memoryAfter.memory.heapUsed)}`],
    ['SQLite per created match (no moves)', kb((createdBytes - emptyBytes) / CREATES)],
    ['SQLite per played match', `${kb((playedBytes - createdBytes) / played)} (${(latencies.length / played).toFixed(1)} moves each on average)`],
    ['server errors logged', String(memoryAfter.errors)],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  console.log(`server-bench: Node ${process.version}, ${url}`);
  for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
} finally {
  clearTimeout(hardStop);
  child.send('stop');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dir, { recursive: true, force: true });
}
