import type { Context, Next } from 'koa';
import { addressOf } from '../edge/http-edge.ts';
import { readJsonBody } from '../edge/read-json-body.ts';
import { decodePathPart } from '../lobby/lobby-routes.ts';
import type { StoreHealth } from '../store/store-health.ts';
import type { ContentLibrary } from './content-library.ts';

export interface BotFiller {
  fill(gameName: string, matchID: string, seats: string[] | undefined, owner: string): Promise<string[]>;
  about(gameName: string): string | undefined;
  running(): unknown[];
}

const BOTS_PATH = /^\/tablewright\/games\/([^/]+)\/([^/]+)\/bots$/;

function gamesList(library: ContentLibrary, bots: BotFiller) {
  return library.all().map(({ module, content, game, hash }) => ({
    id: module.id,
    contentHash: hash,
    title: module.title,
    minPlayers: game.minPlayers,
    maxPlayers: game.maxPlayers,
    setupOptions: module.setupOptions(content),
    botsAbout: bots.about(module.id),
  }));
}

function parseSeats(ctx: Context, body: unknown): string[] | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) ctx.throw(400, 'the body must be a JSON object');
  const seats = (body as { seats?: unknown }).seats;
  if (seats === undefined) return undefined;
  if (!Array.isArray(seats) || !seats.every((s) => typeof s === 'string' && s.length > 0 && s.length <= 8)) {
    ctx.throw(400, 'seats must be a list of seat ids such as ["1", "2"]');
  }
  return seats as string[];
}

/**
 * Tablewright's own routes beside the Lobby API: health (the store's too: a locked or damaged
 * store answers 503 with what is wrong), the games with what the lobby needs to offer them,
 * each from its current content (and the hash that names it), and filling seats of a match
 * with bots.
 */
export function tablewrightRoutes(library: ContentLibrary, bots: BotFiller, storeHealth: () => Promise<StoreHealth>, pubsubConnected?: () => boolean) {
  const startedAt = Date.now();
  return async (ctx: Context, next: Next): Promise<void> => {
    if (ctx.method === 'GET' && ctx.path === '/health') {
      const store = await storeHealth();
      // Reported but not failed: moves are still kept while Redis is away, and every process would go unhealthy at once.
      const pubsub = pubsubConnected && { state: pubsubConnected() ? 'ok' : 'reconnecting' };
      ctx.status = store.state === 'ok' ? 200 : 503;
      ctx.body = { ok: store.state === 'ok', games: library.names(), uptime: (Date.now() - startedAt) / 1000, bots: bots.running().length, store, ...(pubsub ? { pubsub } : {}) };
      return;
    }
    if (ctx.method === 'GET' && ctx.path === '/tablewright/games') {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = gamesList(library, bots);
      return;
    }
    const bot = BOTS_PATH.exec(ctx.path);
    if (!bot) return next();
    if (ctx.method !== 'POST') ctx.throw(405, 'use POST to add bots');
    const [gameName, matchID] = [decodePathPart(ctx, bot[1]), decodePathPart(ctx, bot[2])];
    const seats = parseSeats(ctx, await readJsonBody(ctx));
    // The bot manager answers unknown games, matches and taken seats with an HTTP status.
    ctx.body = { seats: await bots.fill(gameName, matchID, seats, addressOf(ctx)) };
  };
}
