import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopChild, TYPESCRIPT } from '../bench-child-support.ts';

export interface ServerReport {
  logged: number;
  firstLines: string[];
  /** The server's longest event-loop delay since the previous report. */
  longestStallMs: number;
}

const RSS_SAMPLE_MS = 100;
const STOP_WAIT_MS = 10_000;

/** The resident set of a process in bytes, from /proc: no message to a server that may be busy. */
function rssBytes(pid: number): number | undefined {
  try {
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return kb ? Number(kb[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The server in a child process on a temporary store, its RSS sampled every 100 ms. An exit
 * that was not asked for is a crash: `crash` says how it ended.
 */
export class ServerChild {
  crash: string | undefined;
  private peak = 0;
  private stopping = false;
  private reportAsked: Promise<unknown> = Promise.resolve();
  private readonly sampler: ReturnType<typeof setInterval>;

  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
    private readonly dir: string,
  ) {
    this.sampler = setInterval(() => (this.peak = Math.max(this.peak, rssBytes(child.pid!) ?? 0)), RSS_SAMPLE_MS);
    child.once('exit', (code, signal) => {
      clearInterval(this.sampler);
      if (!this.stopping) this.crash = `the server exited with ${signal ?? `code ${code}`}`;
    });
  }

  /** `cpuProfileDir`: the server writes a V8 CPU profile there when it stops (`node --cpu-prof`). */
  static async start(cpuProfileDir?: string): Promise<ServerChild> {
    const dir = mkdtempSync(join(tmpdir(), 'tablewright-attack-'));
    const uiDir = join(dir, 'ui');
    mkdirSync(uiDir);
    const script = fileURLToPath(new URL('./server-process.ts', import.meta.url));
    const profiling = cpuProfileDir ? ['--cpu-prof', '--cpu-prof-dir', cpuProfileDir] : [];
    const child = fork(script, [join(dir, 'store.sqlite'), uiDir], { execArgv: ['--import', TYPESCRIPT, ...profiling], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const url = await new Promise<string>((resolve, reject) => {
      child.once('message', (m) => resolve((m as { url: string }).url));
      child.once('exit', (code) => reject(new Error(`the server exited with ${code} before listening`)));
    });
    return new ServerChild(child, url, dir);
  }

  get port(): number {
    return Number(new URL(this.url).port);
  }

  /** The highest RSS sampled since the last call, in bytes. */
  takePeakRss(): number {
    const peak = Math.max(this.peak, rssBytes(this.child.pid!) ?? 0);
    this.peak = 0;
    return peak;
  }

  /** One question at a time, so each answer goes to the caller who asked it; undefined once it is gone. */
  report(): Promise<ServerReport | undefined> {
    const answer = this.reportAsked.then(
      () =>
        new Promise<ServerReport | undefined>((resolve) => {
          if (this.crash || !this.child.connected) return resolve(undefined);
          const timer = setTimeout(() => resolve(undefined), 5000);
          this.child.once('message', (m) => (clearTimeout(timer), resolve(m as ServerReport)));
          this.child.send('report');
        }),
    );
    this.reportAsked = answer;
    return answer;
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.sampler);
    await stopChild(this.child, this.dir, STOP_WAIT_MS);
  }
}
