import { afterAll, beforeAll } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTablewrightServer, type TablewrightServer, type TablewrightServerOptions } from '../../../server/app/create-server.ts';

export interface TestServer {
  server: TablewrightServer;
  url: string;
  dbFile: string;
  errors: string[];
  stop(): Promise<void>;
}

/**
 * A real server on 127.0.0.1, a free port and a temporary store (or `dbFile`), with the real
 * content unless `games` is given. What it logs is kept in `errors`.
 */
export async function startTestServer(options: Omit<TablewrightServerOptions, 'port' | 'log'> = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'tw-server-'));
  const dbFile = options.dbFile ?? join(dir, 'store.sqlite');
  const errors: string[] = [];
  const server = createTablewrightServer({
    uiDir: join(dir, 'no-ui'),
    // A test's stop waits no 10 s for a hand-spoken connection that never answers the call to reconnect.
    drainMs: 1000,
    ...options,
    port: 0,
    dbFile,
    log: (message, error) => errors.push(`${message}: ${String(error)}`),
  });
  const url = await server.start();
  return {
    server,
    url,
    dbFile,
    errors,
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A test server for the whole file: started before its tests, stopped after. The object
 * stands for the server once started (its fields read through to it), so tests write `t.url`.
 */
export function useTestServer(options: Omit<TablewrightServerOptions, 'port' | 'log'> = {}): TestServer {
  let current: TestServer | undefined;
  beforeAll(async () => {
    current = await startTestServer(options);
  });
  afterAll(async () => {
    await current?.stop();
  });
  return new Proxy({} as TestServer, {
    get: (_, field) => {
      if (!current) throw new Error('the test server is not started yet: use it inside a test or a hook');
      return current[field as keyof TestServer];
    },
  });
}

/** POSTs a JSON body to the server, as the lobby's pages do. */
export const postJson = (url: string, path: string, body: unknown): Promise<Response> =>
  fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
