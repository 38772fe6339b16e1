import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { InitializeGame } from 'boardgame.io/internal';
import type { ReplayFixture } from '../../games/kit/replay/replay-fixture-format.ts';
import type { GameModule } from '../../games/kit/game-module.ts';
import { replayRoutes, standingsOf } from '../app/replay-routes.ts';
import { staticUi } from '../app/static-ui.ts';
import { httpErrors } from '../harden/http-errors.ts';
import type { ReplaySource } from './replay-views.ts';

/**
 * An exported match as the replay viewer reads it: set up again from its seed (the fixture
 * keeps the initial state's essentials, not boardgame.io's whole state), its seats named as
 * the export kept them (numbered where a fixture from before names were kept has none).
 */
export function fixtureSource(fixture: ReplayFixture, module: GameModule<any, any>): ReplaySource {
  const game = module.createGame(fixture.content.json);
  const initial = InitializeGame({ game: { ...game, seed: fixture.seed }, numPlayers: fixture.numPlayers, setupData: fixture.setupData });
  const final = fixture.final as { G: unknown; ctx: { gameover?: unknown } };
  const names = fixture.players ?? [];
  return {
    gameName: fixture.game,
    title: module.title,
    matchID: fixture.matchID,
    game,
    content: { hash: fixture.content.hash, json: fixture.content.json },
    initial,
    log: fixture.log,
    players: Array.from({ length: fixture.numPlayers }, (_, id) => ({ id, ...(typeof names[id] === 'string' ? { name: names[id] } : {}) })),
    result: final.ctx.gameover,
    standings: final.ctx.gameover === undefined ? [] : standingsOf(module, final as never, fixture.content.json),
    chat: (fixture.chat ?? []).map((message) => ({ ...message, stateID: message.stateID ?? null })),
  };
}

/**
 * `tablewright replay --view FILE`: the viewer for one exported match on 127.0.0.1, the built
 * UI and the replay routes only, nothing else of a server. A fixture is a developer's own file
 * (it holds the seed and every hidden card), so any match in it is shown, over or not.
 */
export async function serveFixtureReplay(source: ReplaySource, options: { port: number; host?: string; uiDir: string }): Promise<{ url: string; stop(): Promise<void> }> {
  const app = new Koa();
  app.use(httpErrors(() => {}));
  app.use(replayRoutes(async (gameName, matchID) => (gameName === source.gameName && matchID === source.matchID ? source : undefined), () => [source.gameName]));
  app.use(staticUi(options.uiDir));
  const host = options.host ?? '127.0.0.1';
  const http: HttpServer = await new Promise((resolve) => {
    const server = app.listen(options.port, host, () => resolve(server));
  });
  const { port } = http.address() as AddressInfo;
  const url = `http://${host}:${port}/#/replay/${encodeURIComponent(source.gameName)}/${encodeURIComponent(source.matchID)}?seat=spectator`;
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}
