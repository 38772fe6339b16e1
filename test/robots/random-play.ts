import type { State } from 'boardgame.io';
import seedrandom from 'seedrandom';
import { viewFor } from '../../games/robots/rules/view.ts';
import type { RobotsState } from '../../games/robots/state.ts';
import { act, game, start } from './support.ts';

/**
 * Random legal play, every seat choosing from its own view's enumerate: every state passed
 * through, the last one ended or cut at `maxMoves`.
 */
export function randomPlay(numPlayers: number, seed: string, maxMoves = 400, setupData?: unknown): State<RobotsState>[] {
  const rng = seedrandom(seed);
  let state = start(undefined, { numPlayers, seed, setupData });
  const states = [state];
  while (state.ctx.gameover === undefined && states.length <= maxMoves) {
    const seats = Object.keys(state.ctx.activePlayers ?? {});
    const seat = seats[Math.floor(rng() * seats.length)];
    const options = game.ai!.enumerate(viewFor(state.G, seat) as never, state.ctx, seat) as { move: string; args: unknown[] }[];
    if (options.length === 0) continue;
    const pick = options[Math.floor(rng() * options.length)];
    const next = act(state, seat, pick.move, ...pick.args);
    if (!next.ok) throw new Error(`the engine refused ${pick.move}(${JSON.stringify(pick.args)}) by ${seat}`);
    state = next.state;
    states.push(state);
  }
  return states;
}
