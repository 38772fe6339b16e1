// One side of the engine-step comparison of test/bench/simulate-vs-bgio.ts, in a process of its
// own: replays the recorded games of a row (simulate-vs-bgio-side.ts --record) through one
// engine alone, no bots and no invariants, and prints one JSON line: the moves applied, the CPU
// seconds spent applying them, and the digest of the games' moves and ends (game-digest.ts).
//   --engine lean  our lean engine's step (games/kit/engine/), set up as the simulator sets a match up
//   --engine bgio  boardgame.io's own reducer (CreateGameReducer) on matches from InitializeGame
// The matches are set up before the clock starts; the recorded games are replayed untimed for
// --warmup seconds of CPU (at least once), then again until --seconds of CPU have passed, so
// neither engine is timed on cold code.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { findGameModule } from '../../games/registry.ts';
import { loadGames } from '../../games/kit/content/load-content.ts';
import { actionOf, initialState, prepareGame, type GameRecord } from '../../games/kit/simulate/play-game.ts';
import type { EngineAction } from '../../games/kit/engine/lean-reducer.ts';
import { cpuSeconds } from './cpu-seconds.ts';
import { gamesDigest } from './game-digest.ts';

const { values } = parseArgs({ options: { engine: { type: 'string' }, game: { type: 'string' }, record: { type: 'string' }, seconds: { type: 'string' }, warmup: { type: 'string' } } });
const module = findGameModule(values.game!)!;
const { games: loaded } = loadGames(fileURLToPath(new URL('../../content/', import.meta.url)), [module]);
const { content } = loaded[0];
const records: Pick<GameRecord, 'seed' | 'numPlayers' | 'setupData' | 'moves'>[] = JSON.parse(readFileSync(values.record!, 'utf8'));
const minSeconds = Number(values.seconds ?? 1);
const warmupSeconds = Number(values.warmup ?? 0);

type Apply = (state: State, action: EngineAction) => State | undefined;

/** Our engine as the simulator runs it: one step per action, a refusal an undefined state. */
function leanEngine(): { start: (record: (typeof records)[number]) => State; apply: Apply } {
  const prepared = prepareGame(module, content);
  return {
    start: (record) => initialState(prepared, record),
    apply: (state, action) => {
      const result = prepared.step(state, action);
      return 'state' in result ? result.state : undefined;
    },
  };
}

/** boardgame.io's reducer as its Simulate and server run it, on the raw game. */
function bgioReducer(): { start: (record: (typeof records)[number]) => State; apply: Apply } {
  const game = module.createGame(content);
  const reducer = CreateGameReducer({ game });
  return {
    start: (record) => InitializeGame({ game: { ...game, seed: record.seed }, numPlayers: record.numPlayers, setupData: record.setupData }),
    apply: (state, action) => {
      const next = reducer(state, action as never) as State & { transients?: { error?: unknown } };
      return next.transients?.error || next._stateID === state._stateID ? undefined : next;
    },
  };
}

const engine = values.engine === 'bgio' ? bgioReducer() : leanEngine();
const starts = records.map(engine.start);
const actions = records.map((record) => record.moves.map(actionOf));
const ends: unknown[] = [];
let refused = 0;
let applied = 0;

/** Plays every recorded game once; the first pass notes how each ended. */
function pass(): void {
  const first = ends.length === 0;
  for (let game = 0; game < starts.length; game++) {
    let state: State | undefined = starts[game];
    for (const action of actions[game]) {
      state = engine.apply(state, action);
      if (!state) break;
    }
    applied += actions[game].length;
    if (!first) continue;
    ends.push(state ? state.ctx.gameover : 'refused');
    if (!state) refused++;
  }
}

const warming = cpuSeconds();
do pass();
while (cpuSeconds() - warming < warmupSeconds);
applied = 0;
const started = cpuSeconds();
do pass();
while (cpuSeconds() - started < minSeconds);
const cpu = cpuSeconds() - started;
const digest = gamesDigest(records.map((record, game) => ({ moves: record.moves, gameover: ends[game] })));
process.stdout.write(`${JSON.stringify({ moves: applied, refused, cpuSeconds: cpu, digest, nodeEnv: process.env.NODE_ENV ?? null })}\n`);
