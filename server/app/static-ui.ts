import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Context, Next } from 'koa';
import serve from 'koa-static';

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Tablewright: UI not built</title></head>
<body style="font-family: sans-serif; max-width: 40rem; margin: 3rem auto; line-height: 1.5">
<h1>The Tablewright UI is not built yet</h1>
<p>The server is running, but it found no built UI to serve. In the project folder, run</p>
<pre>npm run build:ui</pre>
<p>then reload this page (or use <code>npm start</code>, which builds the UI and starts the server).</p>
</body></html>`;

// Paths that belong to the API, the sockets and the TTS files: a miss there is a real 404, not a page.
const API = /^\/(games|tablewright|health|socket\.io|tts)(\/|$)/;

/**
 * The built UI (koa-static, deferred so API routes win), with a single-page fallback: any
 * other GET that accepts HTML gets index.html. Without a build, a page says how to make one.
 */
export function staticUi(uiDir: string) {
  const root = resolve(uiDir);
  const indexFile = join(root, 'index.html');
  const files = serve(root, { defer: true, index: 'index.html' });
  return async (ctx: Context, next: Next): Promise<void> => {
    await files(ctx, next);
    if (!['GET', 'HEAD'].includes(ctx.method) || ctx.body != null || ctx.status !== 404) return;
    if (API.test(ctx.path) || /\.[a-z0-9]+$/i.test(ctx.path) || !ctx.accepts('html')) return;
    if (!existsSync(indexFile)) {
      ctx.status = 503;
      ctx.type = 'html';
      ctx.body = NOT_BUILT;
      return;
    }
    ctx.type = 'html';
    ctx.body = await readFile(indexFile);
  };
}
