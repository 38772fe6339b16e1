import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadedGame } from '../../../games/kit/content/load-content.ts';
import { createTablewrightServer, type TablewrightServer } from '../../../server/app/create-server.ts';

export interface TestServer {
  server: TablewrightServer;
  url: string;
  dbFile: string;
  errors: string[];
  stop(): Promise<void>;
}

/** A real server on 127.0.0.1, a free port and a temporary store, with the real content unless `games` is given. */
export async function startTestServer(options: { uiDir?: string; games?: LoadedGame[] } = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'tw-server-'));
  const dbFile = join(dir, 'store.sqlite');
  const errors: string[] = [];
  const server = createTablewrightServer({
    port: 0,
    dbFile,
    uiDir: options.uiDir ?? join(dir, 'no-ui'),
    games: options.games,
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
