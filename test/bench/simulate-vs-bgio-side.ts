// One side of test/bench/simulate-vs-bgio.ts, in a process of its own so that each side runs
// in the NODE_ENV it is given (immer picks its build when first imported). Prints one JSON line:
// the games and moves played, the CPU seconds from after the content is loaded to the last game,
// and a digest of every game's moves and end (game-digest.ts), which both sides must share.
//   --side ours    our simulator on this thread, as `tablewright simulate --workers 1` plays
//   --side bgio    boardgame.io's Simulate with our bots
//   --record FILE  (ours) writes the games' moves for the engine-step side (engine-vs-reducer-side.ts)
//   --until S      (ours) stops at the first game that ends past S CPU seconds: how the bench sizes a row
//   --warmup N     plays N games on other seeds first, untimed and left out of the digest: both sides
//                  are timed on warm code (a Bias Effect move cost 4-6x more in the first 25 games
//                  of a process than after 200, while V8 compiled its bots)
//   --warmup-until S  (ours) warms up until its code is warm (warm-detector.ts: three seconds of games
//                  play less than 1.1 times as fast as the three before) or S CPU seconds have
//                  passed, and reports how many games that took
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { State } from 'boardgame.io';
import { Bot, Simulate } from 'boardgame.io/ai';
import { InitializeGame } from 'boardgame.io/internal';
import { findGameModule } from '../../games/registry.ts';
import { loadGames } from '../../games/kit/content/load-content.ts';
import { nextAction, prepareGame, type GameRecord, type MoveRecord, type PreparedGame } from '../../games/kit/simulate/play-game.ts';
import { checkInOrder, DEFAULT_MAX_MOVES, gameOptions, playInOrder, SimulationTally, type SimulationConfig } from '../../games/kit/simulate/run-simulation.ts';
import { botRng, gameSeeds } from '../../games/kit/simulate/seeds.ts';
import { resolveSetups } from '../../games/kit/simulate/setup-choices.ts';
import { cpuSeconds } from './cpu-seconds.ts';
import { gamesDigest, type PlayedGame } from './game-digest.ts';
import { WarmDetector } from './warm-detector.ts';

const text = { type: 'string' } as const;
/** The most warm-up games `--warmup-until` plays: a bound, never met in seconds of CPU. */
const MAX_WARMUP = 50_000;
const { values } = parseArgs({ options: { side: text, game: text, players: text, games: text, seed: text, record: text, until: text, warmup: text, 'warmup-until': text } });
const module = findGameModule(values.game!)!;
const numPlayers = Number(values.players);
const { games: loaded } = loadGames(fileURLToPath(new URL('../../content/', import.meta.url)), [module]);
const { content } = loaded[0];
const resolved = resolveSetups(module.setupOptions(content), {}, numPlayers);
if ('error' in resolved) throw new Error(resolved.error);
const seeds = gameSeeds(values.seed!, Number(values.games));
const warmSeeds = gameSeeds(`${values.seed}-warm`, values['warmup-until'] === undefined ? Number(values.warmup ?? 0) : MAX_WARMUP);
const run = { numPlayers, setups: resolved.setups, seeds, runSeed: values.seed!, maxMoves: DEFAULT_MAX_MOVES };

/**
 * Our simulator's bots inside boardgame.io's Simulate: the seat and the move each step exactly
 * as the simulator picks them, from the same seeded PRNG, so both sides play the same games.
 */
class SameBots extends Bot {
  readonly moves: MoveRecord[] = [];

  constructor(
    private readonly prepared: PreparedGame,
    private readonly rng: () => number,
  ) {
    super({ enumerate: () => [] });
  }

  play(state: State) {
    const chosen = nextAction(this.prepared, state, this.rng);
    if (chosen) this.moves.push(chosen);
    const type = chosen?.kind === 'event' ? 'GAME_EVENT' : 'MAKE_MOVE';
    const action = chosen && { type, payload: { type: chosen.move, args: chosen.args, playerID: chosen.playerID } };
    return Promise.resolve({ action: action as never });
  }
}

/** boardgame.io's Simulate as its users call it: the raw game, one match and one Simulate call per game. */
async function simulateWithBgio(seeds: string[]): Promise<PlayedGame[]> {
  const played: PlayedGame[] = [];
  for (let index = 0; index < seeds.length; index++) {
    const options = gameOptions(run, index, seeds[index]);
    const state = InitializeGame({ game: { ...game, seed: options.seed }, numPlayers, setupData: options.setupData });
    const sameBots = new SameBots(prepared, botRng(options.seed));
    const result = await Simulate({ game, bots: sameBots, state, depth: options.maxMoves });
    // Every accepted move or event adds 1 to _stateID: a refused one shows as a shorter count.
    if (result.state._stateID !== sameBots.moves.length) failed = true;
    played.push({ moves: sameBots.moves, gameover: result.state.ctx.gameover });
  }
  return played;
}

/** A stop at the first game that ends past `seconds` of CPU from now (never, without). */
function pastSeconds(seconds: string | undefined): () => boolean {
  const until = seconds === undefined ? Infinity : cpuSeconds() + Number(seconds);
  return () => cpuSeconds() >= until;
}

/**
 * A stop once the code is warm (warm-detector.ts), or past `seconds`.
 * Bias Effect's bots took about 8 s of CPU to warm, Crazy Eights' about 2, on the usual machine.
 */
function warmOrPast(seconds: string): (record: GameRecord) => boolean {
  const past = pastSeconds(seconds);
  const detector = new WarmDetector(cpuSeconds());
  return (record) => past() || detector.played(record.movesPlayed, cpuSeconds());
}

/** The games as the command plays them on one thread (runSimulation's), keeping each game's record, until `stop` says; checked once timed. */
function simulateWithOurs(seeds: string[], stop: (record: GameRecord) => boolean): GameRecord[] {
  const config = { ...run, seeds, prepared };
  const records = playInOrder(config, stop, { whole: true });
  unchecked.push({ config, records });
  return records;
}

/** Cross-checks our side's games (runSimulation's checkInOrder) after the timing, as the command does after its games. */
function checkOurs(): void {
  for (const { config, records } of unchecked) {
    checkInOrder(config, records);
    const tally = new SimulationTally(config);
    records.every((record, index) => tally.add(index, record));
    if (tally.report(0, 0).failure || records.some((r) => r.failure)) failed = true;
  }
}
const unchecked: { config: SimulationConfig; records: GameRecord[] }[] = [];

let failed = false;
// One prepared game serves the warm-up and the timed games, as one simulate run serves all its games.
const prepared = prepareGame(module, content);
const game = module.createGame(content);
const warmUntil = values['warmup-until'];
const play = (list: string[], stop: (record: GameRecord) => boolean) => (values.side === 'bgio' ? simulateWithBgio(list) : simulateWithOurs(list, stop));
const warmGames = (await play(warmSeeds, warmUntil === undefined ? () => false : warmOrPast(warmUntil))).length;
const started = cpuSeconds();
const played = await play(seeds, pastSeconds(values.until));
const cpu = cpuSeconds() - started;
checkOurs();
if (values.record) {
  const recorded = (played as GameRecord[]).map(({ seed, numPlayers: seats, setupData, moves }) => ({ seed, numPlayers: seats, setupData, moves }));
  writeFileSync(values.record, JSON.stringify(recorded));
}
const moves = played.reduce((sum, game) => sum + game.moves.length, 0);
const result = { games: played.length, warmGames, moves, failed, cpuSeconds: cpu, digest: gamesDigest(played), nodeEnv: process.env.NODE_ENV ?? null };
process.stdout.write(`${JSON.stringify(result)}\n`);
