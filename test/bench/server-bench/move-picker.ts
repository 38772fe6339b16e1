import type { Ctx, PlayerID } from 'boardgame.io';
import { chooseFromView, type BotAction, type Rng } from '../../../games/kit/bots/random-bot.ts';
import type { BenchGame } from './bench-game.ts';

/** What one seat's client holds: its own view of G, and ctx. */
export interface SeatState {
  playerID: PlayerID;
  G: unknown;
  ctx: Ctx;
}

export interface PickedAction extends BotAction {
  playerID: PlayerID;
}

function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * The next action of a live match, picked as the simulator picks it
 * (games/kit/simulate/play-game.ts `nextAction`): the seats that may act in a random order;
 * with the game's botPolicy, the first seat whose bot acts goes, a move an open timed window
 * holds going only when no seat does anything else; without one, the first seat with a random
 * legal move goes. Each seat decides on the view its own client holds.
 */
export function pickAction(bench: BenchGame, seats: readonly SeatState[], rng: Rng, names: Record<string, string>): PickedAction | undefined {
  const { ctx } = seats[0];
  if (ctx.gameover !== undefined) return undefined;
  const byID = new Map(seats.map((s) => [s.playerID, s]));
  const mayAct = ctx.activePlayers ? Object.keys(ctx.activePlayers) : [ctx.currentPlayer];
  const order = shuffled(mayAct, rng).flatMap((id) => byID.get(id) ?? []);
  const { module, content, clientGame } = bench;
  if (!module.botPolicy) {
    for (const seat of order) {
      const action = chooseFromView(clientGame, seat.G, seat.ctx, seat.playerID, rng);
      if (action) return { playerID: seat.playerID, ...action };
    }
    return undefined;
  }
  // A window reads public state only, so any seat's view tells it.
  const window = module.timedWindow?.(seats[0].G, ctx, content);
  let held: PickedAction | undefined;
  for (const seat of order) {
    const action = module.botPolicy(seat.G, seat.ctx, seat.playerID, content, rng, names);
    if (!action) continue;
    if (!window?.moves.includes(action.move)) return { playerID: seat.playerID, ...action };
    held ??= { playerID: seat.playerID, ...action };
  }
  return held;
}
