import type { Server } from 'boardgame.io';
import type { Context, Next } from 'koa';
import { isBotSeatData } from '../../games/kit/bots/bot-seat.ts';
import type { AddressBudgets } from '../edge/address-budgets.ts';
import { addressOf } from '../edge/http-edge.ts';
import { readJsonBody } from '../edge/read-json-body.ts';
import type { CreationCaps } from './creation-caps.ts';
import { parseLobbyBody, type LobbyAction } from './lobby-bodies.ts';
import { LobbyError, type CreationBudget, type Lobby, type ListQuery } from './lobby-service.ts';

/** A listing page holds this many matches unless the client asks for fewer (at most MAX). */
export const LISTING_PAGE = { default: 50, max: 100 };

const SEAT_ACTIONS = ['join', 'leave', 'playAgain', 'update', 'rename'] as const;

/** decodeURIComponent throws on a stray '%': that is the client's mistake, not a server error. */
export function decodePathPart(ctx: Context, part: string): string {
  let decoded = '';
  try {
    decoded = decodeURIComponent(part);
  } catch {
    ctx.throw(400, 'the path has a malformed percent-encoding');
  }
  if (decoded.length > 128) ctx.throw(400, 'a game or match id has at most 128 characters');
  return decoded;
}

function one(ctx: Context, key: string): string | undefined {
  const value = ctx.query[key];
  if (Array.isArray(value)) ctx.throw(400, `give '${key}' once`);
  return value;
}

function wholeNumber(ctx: Context, key: string, min: number, max: number): number | undefined {
  const text = one(ctx, key);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) ctx.throw(400, `'${key}' must be a whole number from ${min} to ${max}`);
  return value;
}

/** `open=true` asks for the open list: matches not over and not idle for `idleMs`. */
function listQuery(ctx: Context, idleMs: number): ListQuery {
  const gameover = one(ctx, 'isGameover');
  if (gameover !== undefined && gameover !== 'true' && gameover !== 'false') ctx.throw(400, "'isGameover' must be true or false");
  const open = one(ctx, 'open');
  if (open !== undefined && open !== 'true' && open !== 'false') ctx.throw(400, "'open' must be true or false");
  const cursor = one(ctx, 'cursor');
  const parsed = cursor === undefined ? undefined : /^(\d{1,16})\.([\w-]{1,128})$/.exec(cursor);
  if (parsed === null) ctx.throw(400, "'cursor' must be the nextCursor of the previous page");
  return {
    isGameover: gameover === undefined ? undefined : gameover === 'true',
    openSince: open === 'true' ? Date.now() - idleMs : undefined,
    updatedBefore: wholeNumber(ctx, 'updatedBefore', 1, Number.MAX_SAFE_INTEGER),
    updatedAfter: wholeNumber(ctx, 'updatedAfter', 1, Number.MAX_SAFE_INTEGER),
    limit: wholeNumber(ctx, 'limit', 1, LISTING_PAGE.max) ?? LISTING_PAGE.default,
    after: parsed ? { updatedAt: Number(parsed[1]), matchID: parsed[2] } : undefined,
  };
}

async function body<A extends LobbyAction>(ctx: Context, action: A) {
  const parsed = parseLobbyBody(action, await readJsonBody(ctx));
  if (typeof parsed === 'string') ctx.throw(400, parsed);
  return parsed;
}

function only(ctx: Context, method: 'GET' | 'POST'): void {
  if (ctx.method !== method && !(method === 'GET' && ctx.method === 'HEAD')) {
    ctx.set('Allow', method === 'GET' ? 'GET, HEAD' : 'POST');
    ctx.throw(405, `use ${method} here`);
  }
}

/** Who else follows a finished match to its rematch: its bots, to the seats they held. */
export interface RematchFollowers {
  follow(gameName: string, finished: Server.MatchData, nextMatchID: string, owner: string): Promise<void>;
}

/** Only the server's own bots sit with the bot mark: a person cannot pass for one (a rematch would hand their seat to a bot). */
function withoutBotMark<B extends { data?: unknown }>(ctx: Context, body: B): B {
  if (isBotSeatData(body.data)) ctx.throw(400, "'data.bot' is kept for the server's bots; leave it out");
  return body;
}

/**
 * The Lobby API under /games, answered here so that boardgame.io's own router (which reads
 * untyped bodies up to 1 MB and lists every match in the store) never sees a request.
 * Making a match (create, or the first playAgain) must fit the server's caps (503) and spends
 * the address's creation budget (429).
 */
export function lobbyRoutes(lobby: Lobby, budgets: AddressBudgets, caps: CreationCaps, rematches: RematchFollowers) {
  const creationBudget = (ctx: Context): CreationBudget => {
    const address = addressOf(ctx);
    const ownBudget = () => {
      if (budgets.ready('creates', address)) return;
      throw new LobbyError(429, `too many matches created from your address: at most ${budgets.limits.createsPerMinute} a minute`, budgets.retryAfter('creates', address));
    };
    return {
      // The address's own budget first: a script over it costs no count of the live matches.
      reserve: () => (ownBudget(), caps.reserve()),
      spend: () => {
        ownBudget();
        caps.spend();
        budgets.take('creates', address);
      },
    };
  };
  const route = async (ctx: Context, parts: string[]): Promise<unknown> => {
    if (parts.length === 0) {
      only(ctx, 'GET');
      return lobby.gameNames();
    }
    const [gameName, second, action] = [decodePathPart(ctx, parts[0]), parts[1], parts[2]];
    if (parts.length === 1) {
      only(ctx, 'GET');
      return lobby.list(gameName, listQuery(ctx, budgets.limits.idleMatchMinutes * 60_000));
    }
    if (parts.length === 2 && second === 'create') {
      only(ctx, 'POST');
      return lobby.create(gameName, await body(ctx, 'create'), creationBudget(ctx));
    }
    const matchID = decodePathPart(ctx, second);
    if (parts.length === 2) {
      only(ctx, 'GET');
      return lobby.get(gameName, matchID);
    }
    const seatAction = SEAT_ACTIONS.find((a) => a === action);
    if (parts.length !== 3 || !seatAction) ctx.throw(404, 'no such lobby route');
    only(ctx, 'POST');
    if (seatAction === 'join') return lobby.join(gameName, matchID, withoutBotMark(ctx, await body(ctx, 'join')));
    if (seatAction === 'leave') return lobby.leave(gameName, matchID, await body(ctx, 'leave'));
    if (seatAction === 'playAgain') {
      const { nextMatchID, made } = await lobby.playAgain(gameName, matchID, await body(ctx, 'playAgain'), creationBudget(ctx));
      if (made) await rematches.follow(gameName, made, nextMatchID, addressOf(ctx));
      return { nextMatchID };
    }
    return lobby.update(gameName, matchID, withoutBotMark(ctx, await body(ctx, 'update')));
  };

  return async (ctx: Context, next: Next): Promise<void> => {
    if (ctx.path !== '/games' && !ctx.path.startsWith('/games/')) return next();
    const parts = ctx.path.split('/').slice(2);
    if (parts.at(-1) === '') parts.pop();
    try {
      ctx.body = await route(ctx, parts);
    } catch (error) {
      if (!(error instanceof LobbyError)) throw error;
      if (error.retryAfterSeconds !== undefined) ctx.set('Retry-After', String(error.retryAfterSeconds));
      // A full server says so in words; as an error, a 5xx would be answered without them, and logged as a failure.
      if (error.status === 503) {
        ctx.status = 503;
        ctx.body = { error: error.message };
        return;
      }
      ctx.throw(error.status, error.message);
    }
  };
}
