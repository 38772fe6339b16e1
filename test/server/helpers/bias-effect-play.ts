import type { Ctx, Game, State } from 'boardgame.io';
import type { Rng } from '../../../games/kit/bots/random-bot.ts';
import { loadGames, type LoadedGame } from '../../../games/kit/content/load-content.ts';
import type { BiasContent } from '../../../games/bias-effect/content-types.ts';
import { enumerateMoves } from '../../../games/bias-effect/enumerate.ts';
import { BIAS_EFFECT_ID } from '../../../games/bias-effect/game.ts';
import { biasEffect } from '../../../games/bias-effect/index.ts';
import { bidCap } from '../../../games/bias-effect/rules/bid-effects.ts';
import { bidExtras } from '../../../games/bias-effect/rules/bids.ts';
import { algorithmOf, sideOf } from '../../../games/bias-effect/rules/catalog.ts';
import type { BiasState, BiasView, PlayerID } from '../../../games/bias-effect/state.ts';
import { gameModules } from '../../../games/registry.ts';
import type { PlannedMove } from './robots-play.ts';

export { BIAS_EFFECT_ID };

/** The Bias Effect fixture content (test/fixtures/bias-effect/good/bias-effect/): rules tests and server tests share it. */
export const BIAS_EFFECT_FIXTURE_ROOT = 'test/fixtures/bias-effect/good';

/** The shipped games, Bias Effect with its fixture content instead of content/bias-effect/. */
export function gamesWithBiasEffectFixture(): LoadedGame[] {
  const shipped = loadGames('content', gameModules.filter((m) => m.id !== BIAS_EFFECT_ID));
  const fixture = loadGames(BIAS_EFFECT_FIXTURE_ROOT, [biasEffect]);
  const errors = [...shipped.errors, ...fixture.errors];
  if (errors.length) throw new Error(`the content has errors: ${JSON.stringify(errors)}`);
  return [...shipped.games, ...fixture.games];
}

export function biasEffectOf(games: LoadedGame[]): { content: BiasContent; game: Game<BiasState> } {
  const loaded = games.find((g) => g.module.id === BIAS_EFFECT_ID)!;
  const content = loaded.content as BiasContent;
  return { content, game: loaded.module.createGame(content) };
}

/**
 * Whether playing an Algorithm card of the fixture now asks its player a decision: the kit asks
 * only when there is a real choice, so choosing another player needs two others, and deleting a
 * belief of one side needs two of that side in the mind.
 */
function asksADecision(content: BiasContent, G: Pick<BiasState, 'players' | 'mind'>, card: string): boolean {
  return algorithmOf(content, card).script.some((step) => {
    if ('choose-player' in step) return G.players.length > 2;
    const choose = step['choose-card'] as { from?: string; where?: { side?: string } } | undefined;
    if (choose?.from !== 'mind') return false;
    return G.mind.filter((c) => choose.where?.side === undefined || sideOf(content, c) === choose.where.side).length > 1;
  });
}

/** What a move shows of the game: a trade of a card told from keeping them all, the two controls, a card that asks a decision. */
export function biasMoveKind(m: PlannedMove, content: BiasContent, G: Pick<BiasState, 'players' | 'mind'>): string {
  if (m.move === 'trade') return m.args[0] === null ? 'trade:none' : 'trade:card';
  if (m.move === 'control') return `control:${String(m.args[0])}`;
  if (m.move === 'playAlgorithm') return asksADecision(content, G, m.args[0] as string) ? 'playAlgorithm:asks' : 'playAlgorithm';
  return m.move;
}

/**
 * The bid that would tie every seat for the highest total, one chip above the largest bonus on
 * the table; undefined when this seat cannot afford it. Read from public facts only (the mind,
 * identities, effects, chips), so every seat aims at the same total without knowing a bid.
 */
export function tyingBid(content: BiasContent, view: BiasView, playerID: PlayerID): number | undefined {
  const extras = (p: PlayerID) => {
    const { bonus, edit } = bidExtras(content, view, p);
    return bonus + edit;
  };
  const target = Math.max(...view.players.map((p) => Math.max(0, extras(p)))) + 1;
  const reachable = (p: PlayerID) => {
    const bid = target - extras(p);
    return bid >= 0 && bid <= view.chips[p] && bid <= (bidCap(view.scripts, p) ?? Infinity);
  };
  return view.players.every(reachable) ? target - extras(playerID) : undefined;
}

/**
 * A legal move for any seat, chosen among what enumerate.ts offers on that seat's own view;
 * seeded, so a run replays. The server deals from its own random seed, so kinds of move in
 * `unseen` are strongly preferred whenever legal, and while `wantTie` the bid that ties the
 * table is.
 */
export function pickBiasMove(
  game: Game<BiasState>,
  content: BiasContent,
  state: Pick<State<BiasState>, 'G' | 'ctx'>,
  rng: Rng,
  unseen: ReadonlySet<string> = new Set(),
  wantTie = false,
): PlannedMove | undefined {
  const ctx = state.ctx as Ctx;
  const options = state.G.players.flatMap((playerID) => {
    const view = game.playerView!({ G: state.G, ctx, playerID }) as unknown as BiasView;
    const tie = wantTie && view.step.kind === 'bid' ? tyingBid(content, view, playerID) : undefined;
    return enumerateMoves(view, ctx, content, playerID).map((m) => ({ m: { playerID, move: m.move, args: m.args }, tie: tie !== undefined && m.args[0] === tie }));
  });
  const weighted = options.map(({ m, tie }) => ({ m, w: tie ? 500 : unseen.has(biasMoveKind(m, content, state.G)) ? 50 : 1 }));
  let roll = rng() * weighted.reduce((sum, { w }) => sum + w, 0);
  return (weighted.find(({ w }) => (roll -= w) < 0) ?? weighted[0])?.m;
}
