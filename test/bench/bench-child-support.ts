import { rmSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';

/** `--import` this in a bench's child process to run the project's TypeScript as the CLI does (bin/typescript.mjs). */
export const TYPESCRIPT = new URL('../../bin/typescript.mjs', import.meta.url).href;

/** A POST to a bench server's Lobby API, JSON both ways, refused in words on any error status. */
export async function postJson<T>(url: string, body: unknown, timeoutMs: number): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`${new URL(url).pathname}: ${response.status} ${(await response.text()).slice(0, 200)}`);
  return (await response.json()) as T;
}

/** Asks a bench server process to stop; SIGKILL if it has not exited within `waitMs`. Removes its temporary folder. */
export async function stopChild(child: ChildProcess, dir: string, waitMs: number): Promise<void> {
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (child.connected) child.send('stop');
    else child.kill('SIGKILL');
    const timer = setTimeout(() => child.kill('SIGKILL'), waitMs);
    await exited;
    clearTimeout(timer);
  }
  rmSync(dir, { recursive: true, force: true });
}
