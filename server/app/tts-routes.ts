import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Context, Next } from 'koa';
import { TTS_IMAGE_FILE, TTS_ROUTE } from '../../games/kit/export/tts-files.ts';
import { decodePathPart } from '../lobby/lobby-routes.ts';

/**
 * The exported Tabletop Simulator files of each game, so a saved object made with
 * `tablewright export <game> --format tts --public-url URL` loads on anyone's machine:
 * GET /tts/<game>/<file> answers <root>/<game>/tts/<file>. Only a registered game's folder,
 * and only an image name the exporter writes (stem and hash, .png) or the game's saved object
 * (<game>.json); anything else is a 404, before the disk is touched. An image's name changes
 * with its pixels, so it is cached for good; the saved object is fetched afresh.
 */
export function ttsRoutes(root: string, games: () => string[]) {
  const base = resolve(root);
  return async (ctx: Context, next: Next): Promise<void> => {
    const found = TTS_ROUTE.exec(ctx.path);
    if (!found) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') ctx.throw(405, 'use GET to fetch an exported TTS file');
    const [game, file] = [decodePathPart(ctx, found[1]), decodePathPart(ctx, found[2])];
    const known = Object.fromEntries(games().map((id) => [id, true]));
    const image = TTS_IMAGE_FILE.test(file);
    if (!Object.hasOwn(known, game) || !(image || file === `${game}.json`)) ctx.throw(404, 'no such exported TTS file');
    let body: Buffer;
    try {
      body = await readFile(join(base, game, 'tts', file));
    } catch {
      ctx.throw(404, `${file} is not exported: run tablewright export ${game} --format tts`);
    }
    ctx.type = image ? 'image/png' : 'application/json';
    ctx.set('Cache-Control', image ? 'public, max-age=31536000, immutable' : 'no-cache');
    ctx.body = body;
  };
}
