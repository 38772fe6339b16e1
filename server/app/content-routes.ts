import type { Context, Next } from 'koa';
import { decodePathPart } from '../lobby/lobby-routes.ts';
import type { ContentLibrary } from './content-library.ts';
import type { RegisteredGame } from './game-registry.ts';

const VERSION_PATH = /^\/tablewright\/content\/([^/]+)\/([^/]+)$/;
const MATCH_PATH = /^\/tablewright\/games\/([^/]+)\/([^/]+)\/content$/;
const HASH = /^[0-9a-f]{20}$/;

const answer = ({ module, hash, content }: RegisteredGame) => ({ game: module.id, hash, content });

function knownGame(ctx: Context, library: ContentLibrary, part: string): string {
  const gameName = decodePathPart(ctx, part);
  if (!library.current(gameName)) ctx.throw(404, `no game '${gameName.slice(0, 40)}'; the games are ${library.names().join(', ')}`);
  return gameName;
}

/**
 * The content the browser renders a table with, from the server that runs the match:
 * a match's own version (GET /tablewright/games/:game/:matchID/content), a version by its
 * hash, which never changes and is cached for good (GET /tablewright/content/:game/:hash),
 * and the errors of the last reload while `serve --watch` keeps the last good content
 * (GET /tablewright/content-errors).
 */
export function contentRoutes(library: ContentLibrary) {
  return async (ctx: Context, next: Next): Promise<void> => {
    if (ctx.path === '/tablewright/content-errors') {
      if (ctx.method !== 'GET') ctx.throw(405, 'use GET to read the content errors');
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { errors: library.contentErrors };
      return;
    }
    const version = VERSION_PATH.exec(ctx.path);
    const match = version ? undefined : MATCH_PATH.exec(ctx.path);
    if (!version && !match) return next();
    if (ctx.method !== 'GET') ctx.throw(405, 'use GET to read content');
    if (version) {
      const gameName = knownGame(ctx, library, version[1]);
      const hash = decodePathPart(ctx, version[2]);
      if (!HASH.test(hash)) ctx.throw(400, `'${hash.slice(0, 40)}' is not a content hash: 20 hex digits, as /tablewright/games lists them`);
      const found = await library.version(gameName, hash);
      if (!found) ctx.throw(404, `no content ${hash} of ${gameName} on this server`);
      ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
      ctx.body = answer(found);
      return;
    }
    const gameName = knownGame(ctx, library, match![1]);
    const matchID = decodePathPart(ctx, match![2]);
    const found = await library.forMatch(matchID);
    if (!found || found.module.id !== gameName) ctx.throw(404, `no ${gameName} match '${matchID.slice(0, 40)}'`);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = answer(found);
  };
}
