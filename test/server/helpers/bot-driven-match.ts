import type { Ctx, State } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { legalActionsFromView, pickOne, type BotAction, type Rng } from '../../../games/kit/bots/random-bot.ts';
import type { LoadedGame } from '../../../games/kit/content/load-content.ts';
import type { JoinedMatch } from './lobby.ts';
import { waitFor } from './raw-socket.ts';
import { SocketBudget } from './socket-budget.ts';

type SeatClient = ReturnType<typeof Client>;

/** A random legal action for a seat, chosen on what that seat's client received (its own view). */
function choose(loaded: LoadedGame, client: SeatClient, rng: Rng): BotAction | undefined {
  const { G, ctx } = client.getState()!;
  const playerID = client.playerID!;
  const { module, content } = loaded;
  const action = pickOne(legalActionsFromView(module.createGame(content), G, ctx as Ctx, playerID), rng);
  // The server takes a seat's name only as the seat joined with it (createAndJoinGame's P<n>).
  if (action && action.move === module.seatNameMove) return { ...action, args: [`P${playerID}`] };
  return action;
}

function send(client: SeatClient, action: BotAction): void {
  const calls = (action.kind === 'event' ? client.events : client.moves) as Record<string, ((...args: unknown[]) => void) | undefined>;
  calls[action.move]!(...action.args);
}

/**
 * Plays up to `moves` actions of a joined match over the real server with boardgame.io's own
 * client for every seat (each seat on the server `url` names for it), each a random legal move (the game's ai.enumerate) on that seat's
 * view; stops early at the game's end. Answers the store's state when done.
 */
export async function playWithBots(
  url: string | ((seat: number) => string),
  loaded: LoadedGame,
  match: JoinedMatch,
  truth: () => Promise<State>,
  options: {
    moves: number;
    rng: Rng;
    /** Each seat's moves kept within the server's per-socket budget: for matches long or quick enough to outrun it. */
    budgeted?: boolean;
    /** How long every client may take to hold a new state (several server processes on two cores take longer). */
    moveTimeoutMs?: number;
    /** Called with each seat's client before it starts: a test that records what each seat received. */
    watch?: (client: SeatClient) => void;
  },
): Promise<State> {
  const budgets = new Map<SeatClient, SocketBudget>();
  const serverOf = typeof url === 'string' ? () => url : url;
  const clients = match.seats.map((seat, i) =>
    Client({ game: loaded.module.createGame(loaded.content), multiplayer: SocketIO({ server: serverOf(i) }), matchID: match.matchID, playerID: seat.playerID, credentials: seat.credentials, debug: false }),
  );
  clients.forEach((c) => {
    options.watch?.(c);
    c.start();
  });
  try {
    for (let played = 0; played < options.moves; played++) {
      const state = await truth();
      await waitFor(() => clients.every((c) => c.getState()?._stateID === state._stateID), 'every client to hold the stored state', options.moveTimeoutMs);
      if (state.ctx.gameover !== undefined) return state;
      const seats = state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers) : [state.ctx.currentPlayer];
      const active = clients.filter((c) => seats.includes(c.playerID!));
      const first = Math.floor(options.rng() * active.length);
      const movers = [...active.slice(first), ...active.slice(0, first)];
      const chosen = movers.map((c) => ({ c, action: choose(loaded, c, options.rng) })).find((m) => m.action);
      if (!chosen) throw new Error(`no seat has an action at state ${state._stateID}`);
      if (options.budgeted) {
        if (!budgets.has(chosen.c)) budgets.set(chosen.c, new SocketBudget());
        await budgets.get(chosen.c)!.take();
      }
      send(chosen.c, chosen.action!);
      const what = `${chosen.action!.move}(${JSON.stringify(chosen.action!.args)}) by ${chosen.c.playerID} to be stored`;
      await waitFor(() => clients.every((c) => (c.getState()?._stateID ?? 0) > state._stateID), what, options.moveTimeoutMs);
    }
    return await truth();
  } finally {
    clients.forEach((c) => c.stop());
  }
}
