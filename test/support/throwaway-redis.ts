import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { join } from 'node:path';
import { launchOnFreePorts, throwawayChild, untilAnswering } from './throwaway-child.ts';
import { type Availability, describeIfAvailable, onPath, type ThrowawayServer } from './throwaway-postgres.ts';

/** It comes back from a restart empty. */
export type ThrowawayRedis = ThrowawayServer;

const READY_TIMEOUT_MS = 10_000;

export const redisAvailable = (): Availability => onPath('redis-server');

export function describeWithRedis(name: string, fn: () => void): void {
  describeIfAvailable(redisAvailable(), 'apt-get install -y redis-server', name, fn);
}

/** A redis-server child without persistence on a free loopback port; restart() brings it back on the same port. */
export async function startThrowawayRedis(options: { databases?: number } = {}): Promise<ThrowawayRedis> {
  const server = throwawayChild('redis-server', 'redis', 'Redis');
  const { binary, dir } = server;
  const launch = async (port: number) => {
    // --logfile rather than piped stdio: an unread pipe would fill up and stall the server.
    const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--databases', String(options.databases ?? 16)];
    const spawned = spawn(binary, [...args, '--logfile', join(dir, 'log')], { stdio: 'ignore' });
    // unref: a process that forgot stop() still ends, and its exit hook then kills the server.
    spawned.unref();
    server.child = spawned;
    await untilReady(spawned, port, dir);
  };
  const [port] = await launchOnFreePorts(server, 1, ([free]) => launch(free));

  let stopped = false;
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    dir,
    async stop() {
      stopped = true;
      await server.discard();
    },
    async restart(whileDown) {
      if (stopped) throw new Error('restart() after stop()');
      await server.halt();
      await whileDown?.();
      await launch(port);
    },
  };
}

function untilReady(child: ChildProcess, port: number, dir: string): Promise<void> {
  return untilAnswering(child, () => answersAs(child.pid!, port), `redis-server on port ${port} answering PING as pid ${child.pid}`, dir, READY_TIMEOUT_MS);
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
