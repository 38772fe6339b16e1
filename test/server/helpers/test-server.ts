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
