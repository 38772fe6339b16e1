import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopChild, TYPESCRIPT } from '../bench-child-support.ts';

const STOP_WAIT_MS = 10_000;
/** How long the server may take to answer `loop`: it is asked between saves, when it should be idle. */
const ASK_MS = 10_000;

/** A line the watch reported, and when (this process's performance.now()). */
export interface Report {
  at: number;
  text: string;
}

/**
 * watched-server-process.ts in a child process on a temporary store, watching `contentRoot`.
 * An exit that was not asked for is a crash: `crash` says how it ended.
 */
export class WatchedServerChild {
  crash: string | undefined;
  readonly reports: Report[] = [];
  private stopping = false;

  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
    private readonly dir: string,
  ) {
    child.on('message', (m: { report?: string }) => m.report !== undefined && this.reports.push({ at: performance.now(), text: m.report }));
    child.once('exit', (code, signal) => {
      if (!this.stopping) this.crash = `the server exited with ${signal ?? `code ${code}`}`;
    });
  }

  static async start(contentRoot: string): Promise<WatchedServerChild> {
    const dir = mkdtempSync(join(tmpdir(), 'tablewright-content-save-'));
    const uiDir = join(dir, 'ui');
    mkdirSync(uiDir);
    const script = fileURLToPath(new URL('./watched-server-process.ts', import.meta.url));
    const child = fork(script, [contentRoot, join(dir, 'store.sqlite'), uiDir], { execArgv: ['--import', TYPESCRIPT], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const url = await new Promise<string>((resolve, reject) => {
      const onMessage = (m: { url?: string }) => m.url && (child.off('message', onMessage), resolve(m.url));
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`the server exited with ${code} before listening`)));
    });
    return new WatchedServerChild(child, url, dir);
  }

  /** The longest the server's event loop was held up since the last call, in ms; undefined if it did not answer. */
  loopMaxMs(): Promise<number | undefined> {
    return new Promise((resolve) => {
      if (this.crash || !this.child.connected) return resolve(undefined);
      const timer = setTimeout(() => (this.child.off('message', onMessage), resolve(undefined)), ASK_MS);
      const onMessage = (m: { loopMaxMs?: number }) => {
        if (m.loopMaxMs === undefined) return;
        clearTimeout(timer);
        this.child.off('message', onMessage);
        resolve(m.loopMaxMs);
      };
      this.child.on('message', onMessage);
      this.child.send('loop');
    });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await stopChild(this.child, this.dir, STOP_WAIT_MS);
  }
}
