import { execFile } from 'node:child_process';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import Koa from 'koa';
import serve from 'koa-static';

const run = promisify(execFile);

/**
 * Builds the card stories (.storybook/main.ts with TW_STORYBOOK_CARDS=only: the same preview,
 * story files and Vite config as the whole Storybook, without the other stories) into `outDir`,
 * for production as `npm run build-storybook` does.
 */
export async function buildCardStorybook(outDir: string): Promise<void> {
  const env = { ...process.env, TW_STORYBOOK_CARDS: 'only', NODE_ENV: 'production', STORYBOOK_DISABLE_TELEMETRY: '1' };
  await run(process.execPath, ['node_modules/storybook/dist/bin/dispatcher.js', 'build', '-o', outDir, '--quiet'], { env, maxBuffer: 16 * 1024 * 1024 }).catch((error: Error & { stderr?: string }) => {
    throw new Error(`storybook build failed: ${error.stderr?.trim() || error.message}`);
  });
}

/** A static Storybook served on 127.0.0.1; its address, and how to stop it. */
export async function serveFolder(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const app = new Koa();
  app.use(serve(dir));
  const server: Server = await new Promise((done) => {
    const s = app.listen(0, '127.0.0.1', () => done(s));
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) };
}
