import { createReadStream, realpathSync } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';
import type { Context, Next } from 'koa';

/** What an art folder may hand out, by extension: the pictures content may name (check-art.ts) and a template's fonts. */
const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  woff2: 'font/woff2',
  woff: 'font/woff',
  ttf: 'font/ttf',
  otf: 'font/otf',
};

/** The path's segments when each is a plain name (no hidden file, `.`, `..`, back slash or NUL); undefined otherwise. */
function plainSegments(path: string): string[] | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  const segments = decoded.split('/').slice(1);
  return segments.every((s) => s !== '' && !s.startsWith('.') && !/[\\\0]/.test(s)) ? segments : undefined;
}

/**
 * An artist's folder of art and fonts (`serve --art DIR`), served where content's art paths lead
 * (the site's root, as ui/public is: artUrl): GET /art/restyle/human.svg answers
 * DIR/art/restyle/human.svg. Only a picture or a font, by its extension, whose path has no hidden
 * or `..` segment and which is a file inside DIR once links are followed; anything else goes on
 * to the built UI (its favicon, its scripts), which answers 404 for what it does not have. An SVG
 * opened on its own runs no script: the folder is the artist's, the origin the players'.
 */
export function artRoutes(root: string) {
  const base = realpathSync(resolve(root));
  return async (ctx: Context, next: Next): Promise<void> => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const segments = plainSegments(ctx.path);
    const extension = segments ? /\.([A-Za-z0-9]+)$/.exec(segments.at(-1) ?? '')?.[1]?.toLowerCase() : undefined;
    if (!segments || extension === undefined || !Object.hasOwn(TYPES, extension)) return next();
    const file = await realpath(join(base, ...segments)).catch(() => undefined);
    const inside = file === undefined ? undefined : relative(base, file);
    if (file === undefined || inside === undefined || inside.startsWith('..') || isAbsolute(inside)) return next();
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return next();
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (ctx.method === 'GET') ctx.body = createReadStream(file);
    else ctx.status = 200;
    ctx.type = TYPES[extension];
    ctx.length = info.size;
  };
}
