import { execFile, execFileSync } from 'node:child_process';
import { accessSync, chownSync, constants, existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { describe } from 'vitest';

export type Availability = { ok: true } | { ok: false; reason: string };
/** A server a test started on a free loopback port, with its files in `dir`. */
export type ThrowawayServer = {
  url: string;
  port: number;
  dir: string;
  stop(): Promise<void>;
  /** Stops the server (every connection is cut), runs `whileDown`, and starts it again on the same port. */
  restart(whileDown?: () => Promise<void>): Promise<void>;
};
/** Its data survives a restart. */
export type ThrowawayPostgres = ThrowawayServer;

const run = promisify(execFile);
const START_ATTEMPTS = 3;
// Durability is worthless for a cluster deleted after the test; commits still wait for their WAL write as in production.
const SETTINGS = '-c fsync=off -c synchronous_commit=on -c full_page_writes=off -c max_connections=200';

export function findOnPath(name: string): string | undefined {
  return (process.env.PATH ?? '').split(delimiter).map((dir) => join(dir || '.', name)).find(executable);
}

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

// vitest ends its fork workers with SIGTERM, which skips 'exit': on the signals, clean up and die of them still.
const exitCleanups = new Set<() => void>();
const cleanUpAll = () => {
  exitCleanups.forEach((cleanup) => cleanup());
  exitCleanups.clear();
};
process.once('exit', cleanUpAll);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    cleanUpAll();
    process.kill(process.pid, signal);
  });
}

/** Runs cleanup synchronously if the test process ends before the returned function is called: no server outlives a run. */
export function cleanUpAtExit(cleanup: () => void): () => void {
  exitCleanups.add(cleanup);
  return () => exitCleanups.delete(cleanup);
}

/** A loopback port nobody listens on right now; callers retry, since another process may take it first. */
export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A server binary found on PATH, or why not. */
export function onPath(binary: string): Availability {
  return findOnPath(binary) ? { ok: true } : { ok: false, reason: `no ${binary} on PATH` };
}

/**
 * describe() for tests that need a server binary: skipped with one line on stderr when it is missing,
 * but thrown at collection in CI, where a silent skip would hide that the tests never ran.
 */
export function describeIfAvailable(available: Availability, install: string, name: string, fn: () => void): void {
  if (!available.ok) {
    if (process.env.CI) throw new Error(`${name}: ${available.reason}; CI must run these tests (${install})`);
    process.stderr.write(`skipping "${name}": ${available.reason} (fix: ${install})\n`);
  }
  describe.skipIf(!available.ok)(name, fn);
}

// PATH first (a deliberate override wins), then Debian's versioned directories, newest first.
// realpath: /usr/local/bin links only some binaries, the real directory holds createdb too.
function postgresBinDir(): string | undefined {
  const onPath = findOnPath('initdb');
  if (onPath) return join(realpathSync(onPath), '..');
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
  return versions
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => `/usr/lib/postgresql/${v}/bin`)
    .find((dir) => executable(join(dir, 'initdb')));
}

// initdb and postgres refuse to run as root, so as root they run as Debian's postgres user.
function postgresUser(): { uid: number; gid: number } | undefined {
  const line = readFileSync('/etc/passwd', 'utf8').split('\n').find((l) => l.startsWith('postgres:'));
  const [, , uid, gid] = line?.split(':') ?? [];
  return uid && gid ? { uid: Number(uid), gid: Number(gid) } : undefined;
}

const asRoot = () => process.getuid?.() === 0;

export function postgresAvailable(): Availability {
  const bin = postgresBinDir();
  if (!bin) return { ok: false, reason: 'no initdb on PATH or in /usr/lib/postgresql/*/bin' };
  for (const tool of ['pg_ctl', 'createdb']) {
    if (!executable(join(bin, tool))) return { ok: false, reason: `no ${tool} beside ${join(bin, 'initdb')}` };
  }
  if (asRoot() && !(postgresUser() && findOnPath('runuser'))) {
    return { ok: false, reason: 'initdb refuses root, and there is no postgres user or no runuser to run it as that user' };
  }
  return { ok: true };
}

export function describeWithPostgres(name: string, fn: () => void): void {
  describeIfAvailable(postgresAvailable(), 'apt-get install -y postgresql', name, fn);
}

/** A fresh cluster on a free loopback port with trust auth; its url names the database `tablewright`. */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const available = postgresAvailable();
  if (!available.ok) throw new Error(`cannot start PostgreSQL: ${available.reason}`);
  const bin = postgresBinDir()!;
  const dir = mkdtempSync(join(tmpdir(), 'tw-pg-'));
  const data = join(dir, 'data');
  const user = asRoot() ? postgresUser()! : undefined;
  if (user) chownSync(dir, user.uid, user.gid);
  // cwd is the temp dir: as the postgres user the tools warn when they cannot enter the caller's cwd.
  const command = (tool: string, args: string[]): [string, string[]] =>
    user ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
  const exec = (tool: string, args: string[]) => run(...command(tool, args), { cwd: dir });
  const pgCtlStop = ['-D', data, '-m', 'immediate', 'stop'];

  let stopped = false;
  let forget = () => {};
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    forget();
    await exec('pg_ctl', [...pgCtlStop, '-w']).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await exec('initdb', ['-D', data, '-U', 'tablewright', '--auth=trust', '-E', 'UTF8', '--no-sync', '--locale=C']);
    // -W: vitest SIGKILLs a worker still busy 500 ms after its SIGTERM, and waiting costs 100 ms a cluster.
    forget = cleanUpAtExit(() => {
      try {
        execFileSync(...command('pg_ctl', [...pgCtlStop, '-W']), { cwd: dir, stdio: 'ignore' });
      } catch {}
      rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    });
    // Another test file may take the port between freeLoopbackPort() and the bind: pick again.
    for (let attempt = 1; ; attempt++) {
      const port = await freeLoopbackPort();
      const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 ${SETTINGS}`;
      try {
        await exec('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
      } catch (error) {
        if (attempt < START_ATTEMPTS) continue;
        throw new Error(`PostgreSQL did not start on ${attempt} ports: ${(error as Error).message}\n${logTail(dir)}`);
      }
      await exec('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'tablewright', 'tablewright']);
      const restart = async (whileDown?: () => Promise<void>) => {
        if (stopped) throw new Error('restart() after stop()');
        await exec('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
        await whileDown?.();
        await exec('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
      };
      return { url: `postgres://tablewright@127.0.0.1:${port}/tablewright`, port, dir, stop, restart };
    }
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The last lines of the server log both helpers keep at `<dir>/log`, for start failures. */
export function logTail(dir: string): string {
  try {
    return readFileSync(join(dir, 'log'), 'utf8').slice(-2000);
  } catch {
    return '';
  }
}
