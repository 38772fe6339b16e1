import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll } from 'vitest';
import { waitFor } from './raw-socket.ts';

const root = resolve(import.meta.dirname, '../../..');

export interface ServeProcess {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  /** What it printed for a person so far (stderr), without stdout's JSON log lines in between. */
  said(): string;
}

/**
 * `tablewright serve` as a separate process, on a free port, with the given options (and
 * environment variables besides the test's own), run from the project's folder or `cwd`; resolves
 * with the URL it prints. Every process a test file starts is killed after it, if still alive.
 */
export function useServeProcesses(): (args: string[], env?: Record<string, string>, cwd?: string) => Promise<ServeProcess> {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return async (args, env, cwd = root) => {
    const child = spawn(process.execPath, [resolve(root, 'bin/tablewright.mjs'), 'serve', '--port', '0', ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    children.push(child);
    let output = '';
    let said = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => {
      output += d;
      said += d;
    });
    await waitFor(() => /serving .* at http:\/\/\S+/.test(output) || child.exitCode !== null, 'the server to start', 30_000);
    // The person's start line on stderr; stdout's JSON log says the same in `server.started`.
    const url = /serving .* at (http:\/\/[^\s,)]+)/.exec(output)?.[1];
    if (!url) throw new Error(`serve did not start:\n${output}`);
    return { child, url, output: () => output, said: () => said };
  };
}

export async function killHard(child: ChildProcess): Promise<void> {
  child.kill('SIGKILL');
  await waitFor(() => child.signalCode !== null, 'the server to die');
}
