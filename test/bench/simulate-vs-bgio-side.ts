// One side of test/bench/simulate-vs-bgio.ts, in a process of its own so that each side runs
// in the NODE_ENV it is given (immer picks its build when first imported). Prints one JSON line.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { State } from 'boardgame.io';
import { Bot, Simulate } from 'boardgame.io/ai';
import { InitializeGame } from 'boardgame.io/internal';
import { findGameModule } from '../../games/registry.ts';
import { loadGames } from '../../games/kit/content/load-content.ts';
import { nextAction, prepareGame, type PreparedGame } from '../../games/kit/simulate/play-game.ts';
import { runSimulationOnWorkers, startSimulationThreads } from '../../games/kit/simulate/run-on-workers.ts';
import { DEFAULT_MAX_MOVES, gameOptions } from '../../games/kit/simulate/run-simulation.ts';
import { botRng, gameSeeds } from '../../games/kit/simulate/seeds.ts';
import { resolveSetups } from '../../games/kit/simulate/setup-choices.ts';

const { values } = parseArgs({
  options: { side: { type: 'string' }, game: { type: 'string' }, players: { type: 'string' }, games: { type: 'string' }, seed: { type: 'string' }, workers: { type: 'string' } },
});
const module = findGameModule(values.game!)!;
const numPlayers = Number(values.players);
const workers = Number(values.workers ?? 1);
// As the CLI does: the threads start while the content is read, before the clock starts.
const threads = values.side === 'ours' && workers > 1 ? startSimulationThreads(workers, { gameId: module.id }) : undefined;
const { games: loaded } = loadGames(fileURLToPath(new URL('../../content/', import.meta.url)), [module]);
const { content } = loaded[0];
const resolved = resolveSetups(module.setupOptions(content), {}, numPlayers);
if ('error' in resolved) throw new Error(resolved.error);
const seeds = gameSeeds(values.seed!, Number(values.games));
const run = { numPlayers, setups: resolved.setups, seeds, runSeed: values.seed!, maxMoves: DEFAULT_MAX_MOVES };

/**
 * Our simulator's bots inside boardgame.io's Simulate: the seat and the move each step exactly
 * as the simulator picks them, from the same seeded PRNG, so both sides play the same games.
 */
class SameBots extends Bot {
  constructor(
    private readonly prepared: PreparedGame,
    private readonly rng: () => number,
  ) {
    super({ enumerate: () => [] });
  }

  play(state: State) {
    const chosen = nextAction(this.prepared, state, this.rng);
    const type = chosen?.kind === 'event' ? 'GAME_EVENT' : 'MAKE_MOVE';
    const action = chosen && { type, payload: { type: chosen.move, args: chosen.args, playerID: chosen.playerID } };
    return Promise.resolve({ action: action as never });
  }
}

/** boardgame.io's Simulate as its users call it: the raw game, one match and one Simulate call per game. */
async function simulateWithBgio(): Promise<number> {
  const game = module.createGame(content);
  const bots = prepareGame(module, content);
  let moves = 0;
  for (let index = 0; index < seeds.length; index++) {
    const options = gameOptions(run, index, seeds[index]);
    const state = InitializeGame({ game: { ...game, seed: options.seed }, numPlayers, setupData: options.setupData });
    const result = await Simulate({ game, bots: new SameBots(bots, botRng(options.seed)), state, depth: options.maxMoves });
    // Every accepted move or event adds 1 to _stateID.
    moves += result.state._stateID;
  }
  return moves;
}

async function simulateWithOurs(): Promise<{ moves: number; failed: boolean }> {
  const report = await runSimulationOnWorkers({ ...run, prepared: prepareGame(module, content) }, { gameId: module.id }, workers, threads);
  return { moves: report.totalMoves, failed: report.failure !== undefined };
}

const started = performance.now();
const result = values.side === 'bgio' ? { moves: await simulateWithBgio(), failed: false } : await simulateWithOurs();
const seconds = (performance.now() - started) / 1000;
await threads?.destroy();
process.stdout.write(`${JSON.stringify({ ...result, seconds, nodeEnv: process.env.NODE_ENV ?? null })}\n`);
