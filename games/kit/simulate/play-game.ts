import type { Ctx, Game, PlayerID, State } from 'boardgame.io';
import { InitializeGame } from 'boardgame.io/internal';
import { leanStep, referenceStep, type EngineAction, type Step } from '../engine/lean-reducer.ts';
import { crossCheck } from '../engine/cross-check.ts';
import { NotPorted } from '../engine/flow-events.ts';
import { PortedFlow } from '../engine/ported-flow.ts';
import type { GameModule } from '../game-module.ts';
import type { SeatResult } from '../seat-result.ts';
import { legalActionsFromView, pickOne, viewFor, type BotAction, type Rng } from '../bots/random-bot.ts';
import { RunawayScript, type LocatedPlace } from '../script/runaway-script.ts';
import { botRng } from './seeds.ts';
import type { SetupData } from './setup-choices.ts';

/** A game module with its boardgame.io game built once from content, ready for many games. */
export interface PreparedGame {
  module: GameModule<any, any>;
  /** The content the game was built from: invariants are checked against it. */
  content: unknown;
  game: Game<any>;
  /** How the simulator plays a move: boardgame.io's reducer, lean (../engine/lean-reducer.ts). */
  step: Step;
  /** boardgame.io's own reducer, which the lean one is checked against. */
  reference: Step;
  /** boardgame.io's flow ported (../engine/ported-flow.ts), when the game's flow can be. */
  flow?: PortedFlow;
}

/**
 * Processes the game config once: InitializeGame and CreateGameReducer skip a processed game,
 * where a raw one would build its flow again for every match (a quarter of a one-move game).
 */
export function prepareGame(module: GameModule<any, any>, content: unknown): PreparedGame {
  const { game, flow } = PortedFlow.of(module.createGame(content));
  const reference = referenceStep(game);
  return { module, content, game, reference, flow, step: leanStep(game, reference, { flow }) };
}

export interface MoveRecord extends BotAction {
  playerID: PlayerID;
}

export type FailureKind = 'invariant' | 'illegal-move' | 'cannot-end' | 'no-legal-move' | 'error' | 'engine' | 'runaway-script';

/**
 * Failures that end only their own game: a card script that runs away is the content's, met in
 * the games where that card comes up, and the other games still tell the designer what it does.
 * Any other failure is the rules' code going wrong, and ends the run.
 */
const ENDS_ONLY_ITS_GAME: ReadonlySet<FailureKind> = new Set(['runaway-script']);

/** Whether a game's failure stops the run (games after it are not counted), or the run carries on. */
export function endsRun(record: Pick<GameRecord, 'failure'>): boolean {
  return record.failure !== undefined && !ENDS_ONLY_ITS_GAME.has(record.failure.kind);
}

export interface GameFailure {
  kind: FailureKind;
  message: string;
  /** The invariants broken, as the game words them (kind 'invariant'). */
  broken?: string[];
  /** Where the game code threw (kind 'error'). */
  stack?: string;
  /** Each card script the runaway passed through, outermost first (kind 'runaway-script'); `at` is the step's file:line:col and `entry` the id of the content entry holding the script, once located. */
  scripts?: LocatedPlace[];
}

export interface GameRecord {
  seed: string;
  numPlayers: number;
  setupData: SetupData;
  /** Every move, in order: the game replays from them and its seed. A run keeps them only for a failed game or one to check (keptOfRecord). */
  moves: MoveRecord[];
  /** How many moves the game lasted, kept when its moves are not. */
  movesPlayed: number;
  gameover?: unknown;
  /** The module's tally of the finished game (GameModule.tally), if it keeps one. */
  tally?: Record<string, number>;
  /** How each seat ended the finished game (GameModule.seatResults), if the game says. */
  seats?: SeatResult[];
  failure?: GameFailure;
}

export interface PlayOptions {
  numPlayers: number;
  setupData: SetupData;
  seed: string;
  maxMoves: number;
  /** Replay the game through boardgame.io's reducer too, comparing every move (failed games always are). */
  crossCheck?: boolean;
}

/** A record to check later (checkRecord): it keeps its moves when a check was chosen or it failed. */
export const needsCheck = (record: Pick<GameRecord, 'failure'>, chosen: boolean): boolean => chosen || record.failure !== undefined;

function seatsThatMayAct(ctx: Ctx): PlayerID[] {
  return ctx.activePlayers ? Object.keys(ctx.activePlayers) : [ctx.currentPlayer];
}

function shuffled<T>(items: T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** A seat that may act and has a legal action, both picked at random; undefined when none has one. */
export function nextAction(prepared: PreparedGame, state: State, rng: Rng): MoveRecord | undefined {
  const seats = shuffled(seatsThatMayAct(state.ctx), rng);
  if (prepared.module.botPolicy) return nextPolicyAction(prepared, state, seats, rng);
  for (const playerID of seats) {
    const view = viewFor(prepared.game, state.G, state.ctx, playerID);
    const action = pickOne(legalActionsFromView(prepared.game, view, state.ctx, playerID), rng);
    if (action) return { playerID, ...action };
  }
  return undefined;
}

/**
 * The game's own bots (GameModule.botPolicy), seats in the order given: the first that acts
 * goes. An open timed window plays out as at a live table: a seat acting at once (an
 * accusation) goes before the moves the window holds; when every choice waits, the window has
 * run out and the first goes. A seat the game calls idle (GameModule.botIdle) is passed over
 * unasked, as its bot would say nothing.
 */
function nextPolicyAction(prepared: PreparedGame, state: State, seats: PlayerID[], rng: Rng): MoveRecord | undefined {
  const { module, content, game } = prepared;
  const window = module.timedWindow?.(state.G, state.ctx, content);
  let held: MoveRecord | undefined;
  for (const playerID of seats) {
    if (module.botIdle?.(state.G, state.ctx, playerID, content)) continue;
    const action = module.botPolicy!(viewFor(game, state.G, state.ctx, playerID), state.ctx, playerID, content, rng);
    if (!action) continue;
    if (!window?.moves.includes(action.move)) return { playerID, ...action };
    held ??= { playerID, ...action };
  }
  return held;
}

export function actionOf(record: MoveRecord): EngineAction {
  const type = record.kind === 'event' ? 'GAME_EVENT' : 'MAKE_MOVE';
  return { type, payload: { type: record.move, args: record.args, playerID: record.playerID } };
}

function describe(record: MoveRecord): string {
  return `${record.move}(${record.args.map((a) => JSON.stringify(a)).join(', ')}) by player ${record.playerID}`;
}

/** `after` says when, written only for a broken invariant: describing every move was 1.6% of a ROBOTS! game. */
function checkInvariants(prepared: PreparedGame, state: State, after: () => string): GameFailure | undefined {
  const broken = prepared.module.invariants(state.G, state.ctx, prepared.content);
  if (broken.length === 0) return undefined;
  return { kind: 'invariant', message: `invariant broken ${after()}`, broken };
}

/** The match as boardgame.io's InitializeGame sets it up. */
function referenceState(prepared: PreparedGame, options: Pick<PlayOptions, 'seed' | 'numPlayers' | 'setupData'>): State {
  return InitializeGame({ game: { ...prepared.game, seed: options.seed }, numPlayers: options.numPlayers, setupData: options.setupData });
}

/** The match set up as the simulator plays it: by the ported flow, or boardgame.io where that does not port. */
export function initialState(prepared: PreparedGame, options: Pick<PlayOptions, 'seed' | 'numPlayers' | 'setupData'>): State {
  if (!prepared.flow) return referenceState(prepared, options);
  try {
    return prepared.flow.init(options.seed, options.numPlayers, options.setupData);
  } catch (error) {
    if (error instanceof NotPorted) return referenceState(prepared, options);
    throw error;
  }
}

/** Every state a recorded game passed through, from its setup to its end, on boardgame.io's own reducer. */
export function statesOfRecord(prepared: PreparedGame, record: Pick<GameRecord, 'seed' | 'numPlayers' | 'setupData' | 'moves'>): State[] {
  const states = [referenceState(prepared, record)];
  for (const move of record.moves) {
    const result = prepared.reference(states.at(-1)!, actionOf(move));
    if ('rejected' in result) throw new Error(`boardgame.io's reducer refused ${describe(move)} (${result.rejected})`);
    states.push(result.state);
  }
  return states;
}

/**
 * The lean engine's game replayed through boardgame.io's reducer, when `chosen` or the game
 * failed: a difference is the simulator's fault, not the game's, and is reported as such.
 */
export function checkRecord(prepared: PreparedGame, record: GameRecord, chosen: boolean): GameRecord {
  if (!needsCheck(record, chosen)) return record;
  // The move that ran away is the interpreter's alone (it counts steps, the same under either
  // engine): the moves up to it are checked, and the script is not run to its budget twice more.
  const checked = record.failure?.kind === 'runaway-script' ? record.moves.slice(0, -1) : record.moves;
  const actions = checked.map(actionOf);
  const start = { lean: () => initialState(prepared, record), reference: () => referenceState(prepared, record) };
  const apart = crossCheck(start, prepared.step, prepared.reference, actions);
  if (!apart) return record;
  const { gameover, tally, seats, ...rest } = record;
  return { ...rest, failure: { kind: 'engine', message: `the simulator's engine disagrees with boardgame.io: ${apart}` } };
}

function play(prepared: PreparedGame, options: PlayOptions, moves: MoveRecord[]): Omit<GameRecord, 'seed' | 'numPlayers' | 'setupData' | 'moves' | 'movesPlayed'> {
  const rng = botRng(options.seed);
  let state = initialState(prepared, options);
  const atSetup = checkInvariants(prepared, state, () => 'at setup');
  if (atSetup) return { failure: atSetup };
  while (state.ctx.gameover === undefined) {
    if (moves.length >= options.maxMoves) {
      return { failure: { kind: 'cannot-end', message: `no gameover after ${options.maxMoves} moves (the move cap)` } };
    }
    const action = nextAction(prepared, state, rng);
    if (!action) {
      return { failure: { kind: 'no-legal-move', message: `no player has a legal move, and the game is not over (after ${moves.length} moves)` } };
    }
    moves.push(action);
    const result = prepared.step(state, actionOf(action));
    if ('rejected' in result) {
      const reason = result.rejected;
      const chooser = prepared.module.botPolicy ? 'the bot policy chose' : 'enumerate offered';
      return { failure: { kind: 'illegal-move', message: `${chooser} ${describe(action)}, which the engine rejected (${reason})` } };
    }
    state = result.state;
    const broken = checkInvariants(prepared, state, () => `after move ${moves.length}, ${describe(action)}`);
    if (broken) return { failure: broken };
  }
  const tally = prepared.module.tally?.(state.G);
  const seats = prepared.module.seatResults?.(state.G, state.ctx, prepared.content);
  return { gameover: state.ctx.gameover, ...(tally && { tally }), ...(seats && { seats }) };
}

/**
 * The frames up to playGame: what called it (a CLI, a worker thread) differs from run to run,
 * and a failure must read the same whichever ran the game.
 */
function stackInsideGame(stack: string | undefined): string | undefined {
  const lines = stack?.split('\n');
  const own = lines?.findIndex((line) => /\bat playGame\b/.test(line)) ?? -1;
  return own < 0 ? stack : lines!.slice(0, own + 1).join('\n');
}

/**
 * Plays one whole game with bots (the game's botPolicy, else random legal moves) on the lean
 * engine, and checks it against boardgame.io's reducer when asked or when it failed
 * (checkRecord). The seed fixes the match's `random` and every bot choice, so it replays the
 * game move for move.
 */
export function playGame(prepared: PreparedGame, options: PlayOptions): GameRecord {
  return checkRecord(prepared, playUnchecked(prepared, options), options.crossCheck ?? false);
}

/**
 * playGame without the check: a run checks its games after playing them all. Checking runs the
 * rules on immer's drafts (Proxies), and V8's caches in the rules and the kit, once they have met
 * a Proxy, stay slower for the thread's life: one game checked first slowed the 600 ROBOTS! games
 * after it by about 5%.
 */
export function playUnchecked(prepared: PreparedGame, options: PlayOptions): GameRecord {
  const moves: MoveRecord[] = [];
  const base = { seed: options.seed, numPlayers: options.numPlayers, setupData: options.setupData, moves, movesPlayed: 0 };
  let record: GameRecord;
  try {
    record = { ...base, ...play(prepared, options, moves) };
  } catch (error) {
    if (error instanceof RunawayScript) {
      const when = moves.length > 0 ? `in move ${moves.length}, ${describe(moves.at(-1)!)}` : 'at setup';
      const message = `a card script ran away ${when}: more than ${error.budget} steps in one move`;
      return counted({ ...base, failure: { kind: 'runaway-script', message, scripts: error.places } });
    }
    const message = error instanceof Error ? error.message : String(error);
    const stack = error instanceof Error ? stackInsideGame(error.stack) : undefined;
    record = { ...base, failure: { kind: 'error', message: `the game threw after ${moves.length} moves: ${message}`, stack } };
  }
  return counted(record);
}

function counted(record: GameRecord): GameRecord {
  record.movesPlayed = record.moves.length;
  return record;
}

/**
 * What a run keeps of a played game until it is tallied: a failed game or one to check whole
 * (its moves replay it), any other without its moves, which nothing reads again. A 2,000-game
 * ROBOTS! report held 936,000 of them (a peak heap of 470 MB), and each worker thread copied
 * its games' moves to the main thread.
 */
export function keptOfRecord(record: GameRecord, checking = false): GameRecord {
  return needsCheck(record, checking) ? record : { ...record, moves: [] };
}

/** A run's game cross-checked (checkRecord), as the run keeps it once checked. */
export const checkedAndKept = (prepared: PreparedGame, record: GameRecord): GameRecord => keptOfRecord(checkRecord(prepared, record, true));
