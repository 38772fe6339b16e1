import type { Ctx, Game, PlayerID } from 'boardgame.io';

/** One action a bot may take: a move, or an event such as endTurn, with its arguments. */
export interface BotAction {
  kind: 'move' | 'event';
  move: string;
  args: unknown[];
}

/** A source of numbers in [0, 1): seedrandom in the simulator, Math.random in live bots. */
export type Rng = () => number;

type EnumeratedAction = ReturnType<NonNullable<Game['ai']>['enumerate']>[number];

function toBotAction(entry: EnumeratedAction): BotAction {
  if ('move' in entry) return { kind: 'move', move: entry.move, args: entry.args ?? [] };
  if ('event' in entry) return { kind: 'event', move: entry.event, args: entry.args ?? [] };
  const kind = entry.type === 'GAME_EVENT' ? 'event' : 'move';
  return { kind, move: entry.payload.type, args: entry.payload.args ?? [] };
}

/** What the seat may see: the game's playerView, or the whole G if the game hides nothing. */
export function viewFor(game: Game<any>, G: unknown, ctx: Ctx, playerID: PlayerID): unknown {
  return game.playerView ? game.playerView({ G, ctx, playerID }) : G;
}

/** The game's own list of legal actions for this seat, computed from what the seat sees. */
export function legalActionsFromView(game: Game<any>, view: unknown, ctx: Ctx, playerID: PlayerID): BotAction[] {
  if (!game.ai) throw new Error(`game '${game.name ?? '?'}' has no ai.enumerate, so bots cannot play it`);
  if (ctx.gameover !== undefined) return [];
  return game.ai.enumerate(view, ctx, playerID).map(toBotAction);
}

export function pickOne<T>(items: readonly T[], rng: Rng): T | undefined {
  if (items.length === 0) return undefined;
  return items[Math.floor(rng() * items.length)];
}

/** For a client that already holds its filtered view (a live match), not the full state. */
export function chooseFromView(game: Game<any>, view: unknown, ctx: Ctx, playerID: PlayerID, rng: Rng): BotAction | undefined {
  return pickOne(legalActionsFromView(game, view, ctx, playerID), rng);
}

/**
 * A uniformly random legal action for `playerID`, chosen on that seat's own view of the full
 * state: a bot knows only what its seat knows.
 */
export function chooseBotMove(
  game: Game<any>,
  state: { G: unknown; ctx: Ctx },
  playerID: PlayerID,
  rng: Rng,
): BotAction | undefined {
  return chooseFromView(game, viewFor(game, state.G, state.ctx, playerID), state.ctx, playerID, rng);
}
