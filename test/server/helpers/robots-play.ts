import type { Ctx, Game, State } from 'boardgame.io';
import seedrandom from 'seedrandom';
import { legalActionsFromView, viewFor, type Rng } from '../../../games/kit/bots/random-bot.ts';
import { loadGames, type LoadedGame } from '../../../games/kit/content/load-content.ts';
import type { RobotsContent, RulesFile } from '../../../games/robots/content-types.ts';
import { ROBOTS_ID } from '../../../games/robots/game.ts';
import type { RobotsState } from '../../../games/robots/state.ts';
import { gameModules } from '../../../games/registry.ts';

export { ROBOTS_ID };

/** The ROBOTS! fixture content (test/fixtures/robots/good/robots/): rules tests and server tests share it. */
export const ROBOTS_FIXTURE_ROOT = 'test/fixtures/robots/good';

/**
 * The shipped games, ROBOTS! with its fixture content and its rules changed by `rules` (a
 * content override, as a designer would edit rules.yaml); the ROBOTS! window is off unless
 * asked for, so a test that is not about it can play the next draw at once.
 */
export function gamesWithRobotsRules(rules: Partial<RulesFile> = {}): LoadedGame[] {
  const shipped = loadGames('content', gameModules.filter((m) => m.id !== ROBOTS_ID));
  const fixture = loadGames(ROBOTS_FIXTURE_ROOT, gameModules.filter((m) => m.id === ROBOTS_ID));
  const errors = [...shipped.errors, ...fixture.errors];
  if (errors.length) throw new Error(`the content has errors: ${JSON.stringify(errors)}`);
  return [...shipped.games, ...fixture.games].map((g) => {
    if (g.module.id !== ROBOTS_ID) return g;
    const content = g.content as RobotsContent;
    return { module: g.module, content: { ...content, rules: { ...content.rules, claimWindowSeconds: 0, ...rules } } };
  });
}

export function robotsOf(games: LoadedGame[]): { content: RobotsContent; game: Game<RobotsState> } {
  const loaded = games.find((g) => g.module.id === ROBOTS_ID)!;
  const content = loaded.content as RobotsContent;
  return { content, game: loaded.module.createGame(content) };
}

export interface PlannedMove {
  playerID: string;
  move: string;
  args: unknown[];
}

/** What a move shows of the game: a take of several heap cards is told apart from a take of the top one. */
export function moveKind(m: PlannedMove, G: RobotsState): string {
  if (m.move === 'takeFromHeap') return G.heap.at(-1) === m.args[0] ? 'takeTop' : 'takeSeveral';
  return m.move;
}

// The rarer moves get more weight, so a few hundred moves show each of them.
const WEIGHTS: Record<string, number> = { takeSeveral: 8, callRobots: 8, extend: 4, layDown: 4, decide: 4 };

/**
 * A legal move for one of the seats that may act, each seat choosing with the kit's bot on
 * its own view; weighted towards rare moves, seeded so a run can be replayed. `unplayed` says
 * which kinds a test still waits for, and `wanted` which moves it waits for (a decision naming
 * a hidden card): those are strongly preferred whenever they are legal, so whatever seed the
 * server deals, every wanted kind comes up.
 */
export function pickRobotsMove(
  game: Game<RobotsState>,
  state: Pick<State<RobotsState>, 'G' | 'ctx'>,
  rng: Rng,
  unplayed: (kind: string) => boolean = () => false,
  wanted: (move: PlannedMove) => boolean = () => false,
): PlannedMove | undefined {
  const ctx = state.ctx as Ctx;
  const active = ctx.activePlayers ? Object.keys(ctx.activePlayers) : [ctx.currentPlayer];
  const options = active.flatMap((playerID) =>
    legalActionsFromView(game, viewFor(game, state.G, ctx, playerID), ctx, playerID)
      .filter((a) => a.kind === 'move')
      .map((a) => ({ playerID, move: a.move, args: a.args })),
  );
  const weighted = options.map((m) => {
    const kind = moveKind(m, state.G);
    return { m, w: (WEIGHTS[kind] ?? 1) * (unplayed(kind) ? 50 : 1) * (wanted(m) ? 50 : 1) };
  });
  let roll = rng() * weighted.reduce((sum, { w }) => sum + w, 0);
  for (const { m, w } of weighted) if ((roll -= w) < 0) return m;
  return options.at(-1);
}

export const seededRng = (seed: string): Rng => seedrandom(seed);
