import type { Context, Next } from 'koa';
import type { SeatHandOver } from '../bots/hand-over.ts';
import { BotFillError } from '../bots/bot-manager.ts';
import { addressOf } from '../edge/http-edge.ts';
import { readJsonBody } from '../edge/read-json-body.ts';
import { parseLobbyBody } from '../lobby/lobby-bodies.ts';
import { LobbyError } from '../lobby/lobby-service.ts';
import { decodePathPart } from '../lobby/lobby-routes.ts';

const HAND_OVER_PATH = /^\/tablewright\/games\/([^/]+)\/([^/]+)\/hand-over$/;

/**
 * `POST /tablewright/games/:name/:id/hand-over` with `{ playerID, credentials }`: the seat's
 * player leaves and a bot takes the seat; `{ seats: [playerID] }`. The body is a leave's.
 */
export function handOverRoute(handOver: SeatHandOver) {
  return async (ctx: Context, next: Next): Promise<void> => {
    const path = HAND_OVER_PATH.exec(ctx.path);
    if (!path) return next();
    if (ctx.method !== 'POST') {
      ctx.set('Allow', 'POST');
      ctx.throw(405, 'use POST to hand a seat to a bot');
    }
    const [gameName, matchID] = [decodePathPart(ctx, path[1]), decodePathPart(ctx, path[2])];
    const body = parseLobbyBody('leave', await readJsonBody(ctx));
    if (typeof body === 'string') ctx.throw(400, body.replace('a leave request', 'a hand-over request'));
    try {
      ctx.body = { seats: await handOver(gameName, matchID, body, addressOf(ctx)) };
    } catch (error) {
      if (error instanceof LobbyError || error instanceof BotFillError) ctx.throw(error.status, error.message);
      throw error;
    }
  };
}
