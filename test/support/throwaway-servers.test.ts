import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { describeWithPostgres, startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres.ts';
import { describeWithRedis, startThrowawayRedis, type ThrowawayRedis } from './throwaway-redis.ts';

const run = promisify(execFile);

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function redisPing(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.once('data', (chunk) => {
      socket.destroy();
      resolve(chunk.toString());
    });
    socket.once('error', reject);
  });
}

describeWithPostgres('throwaway PostgreSQL', () => {
  let pg: ThrowawayPostgres | undefined;
  afterAll(() => pg?.stop());

  it('answers a query on its url, then stop() closes the port, removes the dir and may be called again', async () => {
    pg = await startThrowawayPostgres();
    expect(pg.url).toBe(`postgres://tablewright@127.0.0.1:${pg.port}/tablewright`);
    const { stdout } = await run('psql', [pg.url, '-tAc', 'select current_database(), 1']);
    expect(stdout.trim()).toBe('tablewright|1');

    await pg.stop();
    expect(await listening(pg.port)).toBe(false);
    expect(existsSync(pg.dir)).toBe(false);
    await pg.stop();
  });
});

describeWithRedis('throwaway Redis', () => {
  let redis: ThrowawayRedis | undefined;
  afterAll(() => redis?.stop());

  it('answers PING, comes back on the same port after restart(), and stop() closes the port and removes the dir', async () => {
    redis = await startThrowawayRedis();
    expect(redis.url).toBe(`redis://127.0.0.1:${redis.port}`);
    expect(await redisPing(redis.port)).toBe('+PONG\r\n');

    const { port, url } = redis;
    await redis.restart();
    expect([redis.port, redis.url]).toEqual([port, url]);
    expect(await redisPing(redis.port)).toBe('+PONG\r\n');

    await redis.stop();
    expect(await listening(redis.port)).toBe(false);
    expect(existsSync(redis.dir)).toBe(false);
    await redis.stop();
  });
});
