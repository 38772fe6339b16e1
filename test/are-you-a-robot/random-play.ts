import type { Ctx, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import seedrandom from 'seedrandom';
import { createGame } from '../../games/are-you-a-robot/game.ts';
import { viewFor } from '../../games/are-you-a-robot/rules/view.ts';
import type { AyarState } from '../../games/are-you-a-robot/state.ts';
import { content } from './support.ts';

export const game = createGame(content);
export const reducer = CreateGameReducer({ game });

export const moveAction = (type: string, args: unknown[], playerID: string) =>
  ({ type: 'MAKE_MOVE', payload: { type, args, playerID } }) as const;

/** Whether boardgame.io's own reducer accepts the move from this state. */
export function engineAccepts(state: State<AyarState>, type: string, args: unknown[], playerID: string): boolean {
  const next = reducer(state, moveAction(type, args, playerID) as any) as State<AyarState>;
  return next._stateID !== state._stateID;
}

export function newMatch(numPlayers: number, mode: string, seed: string): State<AyarState> {
  return InitializeGame({ game: { ...game, seed }, numPlayers, setupData: { mode } }) as State<AyarState>;
}

/**
 * Random legal play, every seat choosing from its own view: every state passed through,
 * the last one first ended or cut at `maxMoves`.
 */
export function randomPlay(numPlayers: number, mode: string, seed: string, maxMoves = 60): State<AyarState>[] {
  const rng = seedrandom(seed);
  let state = newMatch(numPlayers, mode, seed);
  const states = [state];
  for (let tries = 0; state.ctx.gameover === undefined && states.length <= maxMoves && tries < maxMoves * 20; tries++) {
    const seats = Object.keys(state.ctx.activePlayers ?? {});
    const seat = seats[Math.floor(rng() * seats.length)];
    const options = game.ai!.enumerate(viewFor(state.G, seat) as any, state.ctx, seat) as { move: string; args: unknown[] }[];
    if (options.length === 0) continue;
    const pick = options[Math.floor(rng() * options.length)];
    state = reducer(state, moveAction(pick.move, pick.args, seat) as any) as State<AyarState>;
    states.push(state);
  }
  return states;
}

export type { Ctx };
