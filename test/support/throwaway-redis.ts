import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Availability, describeIfAvailable, cleanUpAtExit, findOnPath, freeLoopbackPort, logTail, terminate, type ThrowawayServer } from './throwaway-postgres.ts';

/** It comes back from a restart empty. */
export type ThrowawayRedis = ThrowawayServer;

const START_ATTEMPTS = 3;
const READY_TIMEOUT_MS = 10_000;

export function redisAvailable(): Availability {
  return findOnPath('redis-server') ? { ok: true } : { ok: false, reason: 'no redis-server on PATH' };
}

export function describeWithRedis(name: string, fn: () => void): void {
  describeIfAvailable(redisAvailable(), 'apt-get install -y redis-server', name, fn);
}

/** A redis-server child without persistence on a free loopback port; restart() brings it back on the same port. */
export async function startThrowawayRedis(options: { databases?: number } = {}): Promise<ThrowawayRedis> {
  const available = redisAvailable();
  if (!available.ok) throw new Error(`cannot start Redis: ${available.reason}`);
  const binary = findOnPath('redis-server')!;
  const dir = mkdtempSync(join(tmpdir(), 'tw-redis-'));
  let child: ChildProcess | undefined;
  const forget = cleanUpAtExit(() => {
    child?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  const launch = async (port: number) => {
    // --logfile rather than piped stdio: an unread pipe would fill up and stall the server.
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--databases', String(options.databases ?? 16)];
    const spawned = spawn(binary, [...args, '--logfile', join(dir, 'log')], { stdio: 'ignore' });
    // unref: a process that forgot stop() still ends, and its exit hook then kills the server.
    spawned.unref();
    child = spawned;
    await untilReady(spawned, port, dir);
  };
  const halt = async () => {
    const running = child;
    child = undefined;
    if (running) await terminate(running);
  };

  let port = 0;
  for (let attempt = 1; ; attempt++) {
    port = await freeLoopbackPort();
    try {
      await launch(port);
      break;
    } catch (error) {
      await halt();
      // Another test file may take the port between freeLoopbackPort() and the bind: pick again.
      if (attempt >= START_ATTEMPTS) {
        forget();
        rmSync(dir, { recursive: true, force: true });
        throw error;
      }
    }
  }

  let stopped = false;
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    dir,
    async stop() {
      if (stopped) return;
      stopped = true;
      forget();
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
    async restart(whileDown) {
      if (stopped) throw new Error('restart() after stop()');
      await halt();
      await whileDown?.();
      await launch(port);
    },
  };
}

async function untilReady(child: ChildProcess, port: number, dir: string): Promise<void> {
  let spawnError: Error | undefined;
  child.once('error', (error) => (spawnError = error));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (child.exitCode === null && child.signalCode === null && !spawnError) {
    if (await answersAs(child.pid!, port)) return;
    if (Date.now() > deadline) throw new Error(`redis-server on port ${port} did not answer PING as pid ${child.pid} in ${READY_TIMEOUT_MS} ms\n${logTail(dir)}`);
    await sleep(20);
  }
  throw new Error(`redis-server on port ${port} exited (${spawnError?.message ?? child.exitCode ?? child.signalCode})\n${logTail(dir)}`);
}

// INFO's process_id tells our server from another test's that bound the port first.
function answersAs(pid: number, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let reply = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\nINFO server\r\n'));
    socket.on('data', (chunk) => {
      reply += chunk.toString('latin1');
      const id = /process_id:(\d+)\r\n/.exec(reply);
      if (id) done(reply.startsWith('+PONG\r\n') && Number(id[1]) === pid);
    });
  });
}
