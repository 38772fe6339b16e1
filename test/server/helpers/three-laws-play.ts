import type { Ctx, Game, State } from 'boardgame.io';
import { legalActionsFromView, viewFor, type Rng } from '../../../games/kit/bots/random-bot.ts';
import { loadGames, type LoadedGame } from '../../../games/kit/content/load-content.ts';
import type { RulesFile, ThreeLawsContent } from '../../../games/three-laws/content-types.ts';
import { THREE_LAWS_ID } from '../../../games/three-laws/game.ts';
import { threeLaws } from '../../../games/three-laws/index.ts';
import { gameModules } from '../../../games/registry.ts';
import type { ThreeLawsState } from '../../../games/three-laws/state.ts';
import type { PlannedMove } from './robots-play.ts';

export { THREE_LAWS_ID };

/** The 3 Laws fixture content (test/fixtures/three-laws/good/three-laws/): rules tests and server tests share it. */
export const THREE_LAWS_FIXTURE_ROOT = 'test/fixtures/three-laws/good';

/**
 * The fixture games with 3 Laws rules changed; the accusation window is off unless asked for,
 * so a test that is not about it can play on at once.
 */
export function gamesWithThreeLawsRules(rules: Partial<RulesFile> = {}): LoadedGame[] {
  const shipped = loadGames('content', gameModules.filter((m) => m.id !== THREE_LAWS_ID));
  const fixture = loadGames(THREE_LAWS_FIXTURE_ROOT, [threeLaws]);
  const errors = [...shipped.errors, ...fixture.errors];
  if (errors.length) throw new Error(`the content has errors: ${JSON.stringify(errors)}`);
  return [...shipped.games, ...fixture.games].map((g) => {
    if (g.module.id !== THREE_LAWS_ID) return g;
    const content = g.content as ThreeLawsContent;
    return { module: g.module, content: { ...content, rules: { ...content.rules, accuseWindowSeconds: 0, ...rules } } };
  });
}

export function threeLawsOf(games: LoadedGame[]): { content: ThreeLawsContent; game: Game<ThreeLawsState> } {
  const loaded = games.find((g) => g.module.id === THREE_LAWS_ID)!;
  const content = loaded.content as ThreeLawsContent;
  return { content, game: loaded.module.createGame(content) };
}

// Calls and accusations are rarer in the menu than questions; weighted up so a short match shows them.
const WEIGHTS: Record<string, number> = { callError: 3, accuse: 20, refuseKeys: 2, keepKeys: 2 };

/**
 * A legal move for any seat, chosen on that seat's own view by the kit's menu; seeded, so a run replays.
 * The server deals from its own random seed, so a test that must see every kind of move passes
 * `unseen`: those moves are strongly preferred whenever they are legal.
 */
export function pickThreeLawsMove(game: Game<ThreeLawsState>, state: Pick<State<ThreeLawsState>, 'G' | 'ctx'>, rng: Rng, unseen: ReadonlySet<string> = new Set()): PlannedMove | undefined {
  const ctx = state.ctx as Ctx;
  const options = state.G.players.flatMap((playerID) =>
    legalActionsFromView(game, viewFor(game, state.G, ctx, playerID), ctx, playerID).map((a) => ({ playerID, move: a.move, args: a.args })),
  );
  // One call per act at most, and few of them: a wrong-call storm would crowd out the play.
  const weighted = options.map((m) => {
    const w = m.move === 'callError' ? (rng() < 0.1 ? WEIGHTS.callError : 0) : (WEIGHTS[m.move] ?? 1);
    return { m, w: unseen.has(m.move) ? Math.max(w, 1) * 50 : w };
  });
  let roll = rng() * weighted.reduce((sum, { w }) => sum + w, 0);
  const chosen = weighted.find(({ w }) => (roll -= w) < 0)?.m ?? options[0];
  // The menu names a seat by its label; over the network a seat gives the name it joined with (createAndJoinGame's P<n>).
  return chosen?.move === 'nameSeat' ? { ...chosen, args: [`P${chosen.playerID}`] } : chosen;
}
