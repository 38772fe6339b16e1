import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanUpAtExit, findOnPath, freeLoopbackPort, logTail, onPath } from './throwaway-postgres.ts';
import { waitFor } from './wait-for.ts';

/** A server binary run as one child process with its files in a temp dir, neither outliving the test process. */
export interface ThrowawayChild {
  /** The binary's path. */
  binary: string;
  dir: string;
  /** The running process, once the caller has spawned it. */
  child?: ChildProcess;
  /** Stops the process (SIGTERM, then SIGKILL). */
  halt(): Promise<void>;
  /** Stops the process and removes the dir; again does nothing. */
  discard(): Promise<void>;
}

/** A temp dir `tw-<name>-*` for `binary`, or an error naming `what` when it is not on PATH. */
export function throwawayChild(binary: string, name: string, what: string): ThrowawayChild {
  const available = onPath(binary);
  if (!available.ok) throw new Error(`cannot start ${what}: ${available.reason}`);
  const dir = mkdtempSync(join(tmpdir(), `tw-${name}-`));
  const forget = cleanUpAtExit(() => {
    server.child?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });
  const server: ThrowawayChild = {
    binary: findOnPath(binary)!,
    dir,
    async halt() {
      const running = server.child;
      server.child = undefined;
      if (running) await terminate(running);
    },
    async discard() {
      forget();
      await server.halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return server;
}

/**
 * Runs `launch` on `count` free loopback ports, and on fresh ones when it fails: another test
 * file may take a port between freeLoopbackPort() and the bind. A failed launch is halted; after
 * the third, the server is discarded and the error thrown.
 */
export async function launchOnFreePorts(server: ThrowawayChild, count: number, launch: (ports: number[]) => Promise<void>): Promise<number[]> {
  for (let attempt = 1; ; attempt++) {
    const ports: number[] = [];
    while (ports.length < count) ports.push(await freeLoopbackPort());
    try {
      await launch(ports);
      return ports;
    } catch (error) {
      await server.halt();
      if (attempt >= 3) {
        await server.discard();
        throw error;
      }
    }
  }
}

/**
 * Waits until `answers()` holds, within `timeoutMs`; fails at once, with its log's tail, when the
 * child exits first (a port another test took, a bad config) so launchOnFreePorts can try again.
 */
export async function untilAnswering(child: ChildProcess, answers: () => Promise<boolean>, what: string, dir: string, timeoutMs: number): Promise<void> {
  let spawnError: Error | undefined;
  child.once('error', (error) => (spawnError = error));
  await waitFor(
    () => {
      if (spawnError || child.exitCode !== null || child.signalCode !== null) throw new Error(`${what}: it exited (${spawnError?.message ?? child.exitCode ?? child.signalCode})\n${logTail(dir)}`);
      return answers();
    },
    () => `${what}\n${logTail(dir)}`,
    timeoutMs,
    20,
  );
}

/** SIGTERM, then SIGKILL after a grace period: a stuck server must not hang the test's teardown. */
async function terminate(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}
