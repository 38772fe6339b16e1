import type { State } from 'boardgame.io';
import { InitializeGame } from 'boardgame.io/internal';
import seedrandom from 'seedrandom';
import { actionOf, nextAction, type PreparedGame } from '../../games/kit/simulate/play-game.ts';
import { setupLabel, type SetupData } from '../../games/kit/simulate/setup-choices.ts';

/** One table to fuzz: a player count and a setup (mode, variant). */
export interface Table {
  numPlayers: number;
  setupData: SetupData;
  label: string;
}

/**
 * Every choice of every setup option at the smallest and the largest table it seats (within the
 * game's own bounds), the other options at their first choice that seats it; a game without
 * options at its smallest and largest table.
 */
export function tablesOf(prepared: PreparedGame): Table[] {
  const { game, module, content } = prepared;
  const options = module.setupOptions(content);
  const tables: Table[] = [];
  const add = (numPlayers: number, setupData: SetupData) => {
    const label = `${numPlayers} players, ${setupLabel(setupData)}`;
    if (!tables.some((t) => t.label === label)) tables.push({ numPlayers, setupData, label });
  };
  if (options.length === 0) for (const n of [game.minPlayers!, game.maxPlayers!]) add(n, {});
  for (const option of options) {
    for (const choice of option.choices) {
      for (const n of [Math.max(choice.minPlayers, game.minPlayers!), Math.min(choice.maxPlayers, game.maxPlayers!)]) {
        const others = options.filter((o) => o !== option).map((o) => [o.key, o.choices.find((c) => n >= c.minPlayers && n <= c.maxPlayers)?.value]);
        if (others.every(([, v]) => v !== undefined)) add(n, { ...Object.fromEntries(others), [option.key]: choice.value });
      }
    }
  }
  return tables;
}

/** A state met on a random legal game, and how to reach it again. */
export interface WalkState {
  state: State;
  /** The walk's seed and how many legal moves led here. */
  where: string;
}

/** A state where a random legal game played `move`: that move is legal there for `playerID`. */
export interface FocusState extends WalkState {
  move: string;
  playerID: string;
}

export interface TableWalk {
  /** States spread evenly over the games, the first and the last (the game over) among them. */
  even: WalkState[];
  /** For each move the games played, one state where it was played (picked at random among them). */
  focus: FocusState[];
}

/**
 * Random legal games at this table (the game's enumerate, as the simulator's random bots),
 * each played to its end, another with the next seed while there are fewer than `count`
 * states: `count` states spread over them, and one state for each move they played, where it
 * was legal. The moves are played by the lean engine with the simulator's flow (fast), from
 * boardgame.io's own setup.
 */
export function walkTable(prepared: PreparedGame, table: Table, seed: string, count: number, maxMoves = 5000): TableWalk {
  const random = { ...prepared, module: { ...prepared.module, botPolicy: undefined } };
  const pick = seedrandom(`${seed}/${table.label}/focus`);
  const even: WalkState[] = [];
  const played = new Map<string, FocusState[]>();
  for (let game = 0; even.length < count && game < count; game++) {
    const gameSeed = `${seed}/${table.label}/${game}`;
    const rng = seedrandom(gameSeed);
    const where = (moves: number) => `walk "${gameSeed}" after ${moves} moves`;
    const states: State[] = [InitializeGame({ game: { ...prepared.game, seed: gameSeed }, numPlayers: table.numPlayers, setupData: table.setupData })];
    while (states.at(-1)!.ctx.gameover === undefined && states.length <= maxMoves) {
      const state = states.at(-1)!;
      const action = nextAction(random, state, rng);
      if (!action) break;
      const result = prepared.step(state, actionOf(action));
      if ('rejected' in result) throw new Error(`the walk's own legal move ${action.move} was refused (${result.rejected}) at ${where(states.length - 1)}`);
      const seen = played.get(action.move) ?? [];
      played.set(action.move, [...seen, { state, where: where(states.length - 1), move: action.move, playerID: action.playerID }]);
      states.push(result.state);
    }
    const wanted = Math.min(states.length, count - even.length);
    for (let i = 0; i < wanted; i++) {
      const at = wanted === 1 ? 0 : Math.round((i * (states.length - 1)) / (wanted - 1));
      even.push({ state: states[at], where: where(at) });
    }
  }
  const focus = [...played.values()].map((seen) => seen[Math.floor(pick() * seen.length)]);
  return { even, focus };
}
