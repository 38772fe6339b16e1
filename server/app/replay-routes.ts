import type { Context, Next } from 'koa';
import type { State } from 'boardgame.io';
import type { GameModule } from '../../games/kit/game-module.ts';
import { FRAMES_PER_REQUEST, type ReplayStanding } from '../../games/kit/replay/replay-view-format.ts';
import { decodePathPart } from '../lobby/lobby-routes.ts';
import { publicSeats } from '../harden/socket-ledger.ts';
import { ReplayViews, type ReplaySource, type ReplayViewer } from '../replay/replay-views.ts';
import type { MatchStore } from '../store/match-store.ts';
import type { ContentLibrary } from './content-library.ts';

const REPLAY_PATH = /^\/tablewright\/replay\/([^/]+)\/([^/]+)(\/frames)?$/;
/** Finished matches whose replay is kept ready (each holds a state every CHECKPOINT_EVERY actions). */
const KEPT_REPLAYS = 8;

/** A finished match of `gameName` read from the store, or undefined: unknown, of another game, or not over. */
async function storedSource(store: MatchStore, library: ContentLibrary, gameName: string, matchID: string): Promise<ReplaySource | undefined> {
  const version = await library.forMatch(matchID);
  if (!version || version.module.id !== gameName) return undefined;
  const { state, metadata } = await store.peek(matchID, { state: true, metadata: true });
  // A live match is never replayed, for anyone: its frames would show what is still hidden.
  if (!state || !metadata || state.ctx.gameover === undefined) return undefined;
  const { initialState, log } = await store.fetch(matchID, { initialState: true, log: true });
  if (!initialState) return undefined;
  return {
    gameName,
    title: version.module.title,
    matchID,
    game: version.game,
    content: { hash: version.hash, json: version.content },
    initial: initialState as State,
    log: log ?? [],
    players: publicSeats(metadata),
    result: state.ctx.gameover,
    standings: standingsOf(version.module, state, version.content),
    chat: await store.chat.recent(matchID),
  };
}

/** How each seat ended, from the final state (roles left out: the table shows what the end reveals). */
export const standingsOf = (module: GameModule<any, any>, state: Pick<State, 'G' | 'ctx'>, content: unknown): ReplayStanding[] =>
  (module.seatResults?.(state.G, state.ctx, content) ?? []).map(({ seat, won, score }) => ({ seat, won, ...(score === undefined ? {} : { score }) }));

function wholeNumber(ctx: Context, key: string, fallback: number, max: number): number {
  const value = ctx.query[key];
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !/^\d{1,6}$/.test(value) || Number(value) > max) ctx.throw(400, `${key} must be a whole number from 0 to ${max}`);
  return Number(value);
}

/**
 * A finished match's replay, as one viewer saw it (docs/replay.md):
 * `GET /tablewright/replay/:game/:matchID?viewer=<seat|spectator>` the header, move list and
 * chat; `.../frames?viewer=&from=&count=` the states. A match not over answers 404 with the
 * words an unknown one gets, so a replay tells nothing of a live match, not even that it exists.
 */
export function replayRoutes(load: (gameName: string, matchID: string) => Promise<ReplaySource | undefined>, names: () => string[]) {
  const kept = new Map<string, Promise<ReplayViews | undefined>>();
  const viewsOf = (gameName: string, matchID: string) => {
    const key = JSON.stringify([gameName, matchID]);
    let views = kept.get(key);
    if (!views) {
      views = load(gameName, matchID).then((source) => source && new ReplayViews(source));
      // Only a replay that exists is kept: a refused id costs nothing later.
      views.then((v) => v || kept.delete(key), () => kept.delete(key));
      if (kept.size >= KEPT_REPLAYS) kept.delete(kept.keys().next().value!);
      kept.set(key, views);
    }
    return views;
  };
  return async (ctx: Context, next: Next): Promise<void> => {
    const path = REPLAY_PATH.exec(ctx.path);
    if (!path) return next();
    if (ctx.method !== 'GET') ctx.throw(405, 'use GET to read a replay');
    const [gameName, matchID] = [decodePathPart(ctx, path[1]), decodePathPart(ctx, path[2])];
    if (!names().includes(gameName)) ctx.throw(404, `no game '${gameName.slice(0, 40)}'; the games are ${names().join(', ')}`);
    const views = await viewsOf(gameName, matchID);
    if (!views) ctx.throw(404, `no finished ${gameName} match '${matchID.slice(0, 40)}': only a match that is over can be replayed`);
    const asked = ctx.query.viewer ?? 'spectator';
    const viewer: ReplayViewer | undefined = typeof asked === 'string' ? views.viewerOf(asked) : undefined;
    if (viewer === undefined) ctx.throw(400, `viewer must be one of this match's seats or spectator`);
    ctx.set('Cache-Control', 'no-store');
    if (!path[3]) {
      ctx.body = views.head(viewer);
      return;
    }
    const from = wholeNumber(ctx, 'from', 0, 999_999);
    const count = wholeNumber(ctx, 'count', 20, FRAMES_PER_REQUEST);
    ctx.body = { frames: await views.frames(viewer, from, count) };
  };
}

/** The replay routes of a server's own store. */
export const storedReplayRoutes = (store: MatchStore, library: ContentLibrary) =>
  replayRoutes((gameName, matchID) => storedSource(store, library, gameName, matchID), () => library.names());
