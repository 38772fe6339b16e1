import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildUsage } from './child-ipc.ts';
import type { ServerKind } from './options.ts';
import { stopChild, TYPESCRIPT } from '../bench-child-support.ts';

const RSS_SAMPLE_MS = 100;
const ANSWER_TIMEOUT_MS = 10_000;
const HEAP_SNAPSHOT_TIMEOUT_MS = 60_000;
const STOP_WAIT_MS = 10_000;

const SCRIPTS: Record<ServerKind, string> = {
  ours: fileURLToPath(new URL('../bench-server-process.ts', import.meta.url)),
  bare: fileURLToPath(new URL('../bare-server-process.ts', import.meta.url)),
};

/** Every child still running, with its temporary folder: killed and removed however the bench ends (killEveryChild). */
const running = new Map<ChildProcess, string>();

/** SIGKILL to every server child still running and its folder removed, synchronously: for exit, errors and Ctrl-C. */
export function killEveryChild(): void {
  for (const [child, dir] of running) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
  running.clear();
}

/** The resident set of a process in bytes, from /proc: no message to a server that may be busy. */
function rssBytes(pid: number): number {
  try {
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return kb ? Number(kb[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

export interface ServerStartOptions {
  nodeEnv: string;
  cpuProfDir?: string;
  /** Our server's store and pub/sub (a postgres:// URL, then a redis:// one) instead of a SQLite file of its own. */
  storeArgs?: string[];
}

/** One server under test in its own process on 127.0.0.1, its RSS sampled every 100 ms. */
export class ServerChild {
  private peak = 0;
  private asked: Promise<unknown> = Promise.resolve();
  private readonly sampler: ReturnType<typeof setInterval>;

  private constructor(
    readonly kind: ServerKind,
    private readonly child: ChildProcess,
    readonly url: string,
    private readonly dir: string,
  ) {
    this.sampler = setInterval(() => (this.peak = Math.max(this.peak, rssBytes(child.pid!))), RSS_SAMPLE_MS);
    child.once('exit', () => {
      clearInterval(this.sampler);
      running.delete(child);
    });
  }

  static async start(kind: ServerKind, options: ServerStartOptions): Promise<ServerChild> {
    const dir = mkdtempSync(join(tmpdir(), `tablewright-bench-${kind}-`));
    // One folder per server: Node names each thread's profile itself (tsx's loader runs in a thread of its own).
    const profile = options.cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', join(options.cpuProfDir, kind)] : [];
    const args = kind === 'ours' ? (options.storeArgs ?? [join(dir, 'bench.sqlite')]) : [];
    const child = fork(SCRIPTS[kind], args, {
      execArgv: ['--import', TYPESCRIPT, '--expose-gc', ...profile],
      env: { ...process.env, NODE_ENV: options.nodeEnv },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    running.set(child, dir);
    try {
      const url = await new Promise<string>((resolve, reject) => {
        child.once('message', (m) => resolve((m as { url: string }).url));
        child.once('exit', (code, signal) => reject(new Error(`the ${kind} server exited with ${signal ?? code} before listening`)));
      });
      return new ServerChild(kind, child, url, dir);
    } catch (error) {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      throw error;
    }
  }

  get pid(): number {
    return this.child.pid!;
  }

  rss(): number {
    return rssBytes(this.child.pid!);
  }

  /** The highest RSS sampled since the last call, in bytes. */
  takePeakRss(): number {
    const peak = Math.max(this.peak, this.rss());
    this.peak = 0;
    return peak;
  }

  /** The child's CPU time, memory and errors. */
  usage(afterGc = false): Promise<ChildUsage> {
    return this.ask<ChildUsage>(afterGc ? 'usage-gc' : 'usage');
  }

  /** A V8 heap snapshot of the child, written to `file`. */
  async heapSnapshot(file: string): Promise<string> {
    return (await this.ask<{ written: string }>({ heapSnapshot: file }, HEAP_SNAPSHOT_TIMEOUT_MS)).written;
  }

  /** One question at a time, so each answer goes to its caller. */
  private ask<T>(message: string | object, timeoutMs = ANSWER_TIMEOUT_MS): Promise<T> {
    const answer = this.asked.then(
      () =>
        new Promise<T>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`the ${this.kind} server did not answer within ${timeoutMs} ms`)), timeoutMs);
          this.child.once('message', (m) => (clearTimeout(timer), resolve(m as T)));
          this.child.send(message);
        }),
    );
    this.asked = answer.catch(() => undefined);
    return answer;
  }

  /** Asks the child to stop; SIGKILL if it has not exited within 10 s. Removes its temporary store. */
  async stop(): Promise<void> {
    clearInterval(this.sampler);
    await stopChild(this.child, this.dir, STOP_WAIT_MS);
  }
}
