// One side of bench:ab (ab-bench.ts): a worker thread that imports one tree's simulator and plays
// the seeds whenever the main thread asks, answering with µs a move and the games' digest. Each
// tree has an isolate of its own: two trees in one isolate shared V8's state, and the tree loaded
// first ran 15% faster than the same code loaded second (identical trees read 0.82-0.87x).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { gamesDigest, type PlayedGame } from './game-digest.ts';

export interface SideData {
  root: string;
  game: string;
  players?: number;
  seeds: readonly string[];
}

export type SideReply = { kind: 'ready'; numPlayers: number } | { kind: 'round'; us: number; digest: string } | { kind: 'error'; message: string };

const { root, game, players, seeds } = workerData as SideData;
const at = (path: string) => import(pathToFileURL(join(root, path)).href);

async function simulator() {
  const { importShippedGame } = await at('games/shipped-game.ts');
  const { loadGameContent } = await at('games/kit/content/load-game-content.ts');
  const { prepareGame, playGame } = await at('games/kit/simulate/play-game.ts');
  const module = await importShippedGame(game);
  if (!module) throw new Error(`unknown game ${game}`);
  const loaded = loadGameContent(join(root, 'content'), [module]);
  if (loaded.errors.length > 0) throw new Error(`${root}: the content of ${game} has errors`);
  return { prepared: prepareGame(module, loaded.games[0].content), playGame };
}

try {
  const sim = await simulator();
  const numPlayers: number = players ?? sim.prepared.game.minPlayers ?? 2;
  parentPort!.on('message', () => {
    const played: PlayedGame[] = [];
    let moves = 0;
    const started = process.hrtime.bigint();
    for (const seed of seeds) {
      const record = sim.playGame(sim.prepared, { numPlayers, setupData: {}, seed, maxMoves: 5000 });
      moves += record.moves.length;
      played.push({ moves: record.moves, gameover: record.gameover ?? record.failure?.kind });
    }
    const us = Number(process.hrtime.bigint() - started) / 1000 / Math.max(1, moves);
    parentPort!.postMessage({ kind: 'round', us, digest: gamesDigest(played) } satisfies SideReply);
  });
  parentPort!.postMessage({ kind: 'ready', numPlayers } satisfies SideReply);
} catch (error) {
  parentPort!.postMessage({ kind: 'error', message: (error as Error).message } satisfies SideReply);
}
