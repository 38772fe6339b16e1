import type { Ctx, Game } from 'boardgame.io';
import type { Rng } from '../../../games/kit/bots/random-bot.ts';
import { loadGames, type LoadedGame } from '../../../games/kit/content/load-content.ts';
import type { EvilContent } from '../../../games/evil-robots/content-types.ts';
import { enumerateMoves, isLegal, stateFromView } from '../../../games/evil-robots/enumerate.ts';
import { EVIL_ROBOTS_ID } from '../../../games/evil-robots/game.ts';
import { evilRobots } from '../../../games/evil-robots/index.ts';
import { robotOf } from '../../../games/evil-robots/rules/catalog.ts';
import type { EvilState, EvilView, PlayerID } from '../../../games/evil-robots/state.ts';
import { gameModules } from '../../../games/registry.ts';
import type { ClientSeat as GenericClientSeat } from './client-seat.ts';
import type { PlannedMove } from './robots-play.ts';

export { EVIL_ROBOTS_ID };
export { connectClientSeat } from './client-seat.ts';

/** The Evil Robots fixture content (test/fixtures/evil-robots/good/evil-robots/): rules tests and server tests share it. */
export const EVIL_ROBOTS_FIXTURE_ROOT = 'test/fixtures/evil-robots/good';

/** The shipped games, Evil Robots with its fixture content (fx-* cards that say what they do) instead of content/evil-robots/. */
export function gamesWithEvilRobotsFixture(): LoadedGame[] {
  const shipped = loadGames('content', gameModules.filter((m) => m.id !== EVIL_ROBOTS_ID));
  const fixture = loadGames(EVIL_ROBOTS_FIXTURE_ROOT, [evilRobots]);
  const errors = [...shipped.errors, ...fixture.errors];
  if (errors.length) throw new Error(`the content has errors: ${JSON.stringify(errors)}`);
  return [...shipped.games, ...fixture.games];
}

export function evilRobotsOf(games: LoadedGame[]): { content: EvilContent; game: Game<EvilState> } {
  const loaded = games.find((g) => g.module.id === EVIL_ROBOTS_ID)!;
  const content = loaded.content as EvilContent;
  return { content, game: loaded.module.createGame(content) };
}

/** The names of a card's script steps (`- peek-coin: {...}` is named `peek-coin`), nested `if` branches included. */
function stepNames(script: unknown): string[] {
  if (!Array.isArray(script)) return [];
  return script.flatMap((step: Record<string, unknown>) =>
    Object.entries(step).flatMap(([name, body]) => {
      const nested = body && typeof body === 'object' ? [...stepNames((body as Record<string, unknown>).then), ...stepNames((body as Record<string, unknown>).else)] : [];
      return [name, ...nested];
    }),
  );
}

/** Whether a Robot Card's script lets its owner look at another player's hidden coin. */
export const peeks = (content: EvilContent, card: string): boolean => stepNames(robotOf(content, card).script).includes('peek-coin');

/** Whether a Robot Card's script asks its owner to choose (a coin, a player, a card). */
export const asks = (content: EvilContent, card: string): boolean => stepNames(robotOf(content, card).script).some((s) => s.startsWith('choose-'));

/**
 * What a move shows of the game: a claim told from a pass, an offer of Influence from an offer
 * of nothing, a reveal of a card that peeks or asks from a plain one, a split accepted from one
 * refused, a clean-up keeping a card from one returning all.
 */
export function evilMoveKind(m: PlannedMove, content: EvilContent): string {
  const [arg] = m.args;
  if (m.move === 'claim') return arg ? 'claim:yes' : 'claim:no';
  if (m.move === 'offer') return (arg as number) > 0 ? 'offer' : 'offer:0';
  if (m.move === 'reveal') return peeks(content, arg as string) ? 'reveal:peek' : asks(content, arg as string) ? 'reveal:asks' : 'reveal';
  if (m.move === 'answerSplit') return arg ? 'answerSplit:yes' : 'answerSplit:no';
  if (m.move === 'keepRobots') return (arg as string[]).length > 0 ? 'keep:some' : 'keep:none';
  return m.move;
}

/** A seat as its own client holds the match: the view and ctx the server last sent it. */
export interface SeatState {
  playerID: PlayerID;
  view: EvilView;
  ctx: Ctx;
}

/**
 * Every legal move of one seat from its own view: enumerate.ts's menu (which never closes a
 * timed window: the server would hold that until the window has lasted its seconds), plus
 * keeping a single face-down card at the clean-up, which the menu leaves out.
 */
export function seatMoves(content: EvilContent, seat: SeatState): PlannedMove[] {
  const { playerID, view, ctx } = seat;
  const menu = enumerateMoves(view, ctx, content, playerID);
  const state = stateFromView(view);
  const single = view.step.kind === 'keep' ? view.handDecks[playerID].map((d) => [d]) : [];
  const keepOne = single.filter((keep) => isLegal(state, content, playerID, 'keepRobots', [keep])).map((keep) => ({ move: 'keepRobots', args: [keep] }));
  return [...menu, ...keepOne].map((m) => ({ playerID, move: m.move, args: m.args }));
}

// The plain weights of a kind: a split is accepted more often than refused so a round ends
// without the deadline; swaps cost Influence, so they are rarer once seen, or the game drags.
const WEIGHTS: Record<string, number> = { 'answerSplit:yes': 6, 'claim:yes': 2, swap: 0.3, 'offer:0': 0.3 };
/** How much more an unseen kind weighs than a seen one: whenever such a move is legal, it is almost surely chosen. */
const UNSEEN = 100;

/**
 * The weight of a move while the fixture's one peeking card (a left card) has not been played:
 * its holder reveals it at once; others churn the left deck, swapping their left card and
 * returning their cards at the clean-up, so the peeking card comes round.
 */
function peekHunt(m: PlannedMove, kind: string, content: EvilContent, view: EvilView): number {
  const left = view.hand?.left;
  if (kind === 'reveal:peek') return 1000;
  if (m.move === 'swap' && m.args[0] === 'left' && !(left && peeks(content, left))) return 20;
  if (kind === 'keep:none') return 10;
  return 0;
}

/**
 * The weight of a turn's coin flip while no split has been played: a split needs two seats on
 * the winning team, and a seat showing the face of its hidden coin is on a team (Neutral never
 * wins), so a seat turns its own coin to match and leaves the others' alone.
 */
function splitHunt(m: PlannedMove, w: number, view: EvilView): number {
  if (m.move !== 'flipCoin') return w;
  const mine = view.coins[m.playerID];
  return m.args[0] === m.playerID && mine.shown !== mine.hidden ? Math.max(w, 30) : w * 0.1;
}

/**
 * While kinds of move are still unseen the match must not end: a seat with more than a little
 * Influence swaps it away (a swap costs 1 Influence and no token), so nobody nears the end.
 */
const BRAKE_AT = 2;
const brake = (m: PlannedMove, w: number, view: EvilView): number => (m.move === 'swap' && view.influence[m.playerID] > BRAKE_AT ? Math.max(w, 200) : w);

/**
 * A legal move for any seat, chosen among what each seat's own view allows; seeded, so the
 * choices replay (the server deals from its own seed). Kinds of move in `unseen` are strongly
 * preferred whenever legal, so a single match shows every kind the test needs.
 */
export function pickEvilMove(content: EvilContent, seats: SeatState[], rng: Rng, unseen: ReadonlySet<string> = new Set()): PlannedMove | undefined {
  const weighted = seats.flatMap((seat) =>
    seatMoves(content, seat).map((m) => {
      const kind = evilMoveKind(m, content);
      let w = (WEIGHTS[kind] ?? 1) * (unseen.has(kind) ? UNSEEN : 1);
      if (unseen.has('reveal:peek')) w = Math.max(w, peekHunt(m, kind, content, seat.view));
      if (unseen.has('proposeSplit')) w = splitHunt(m, w, seat.view);
      if ([...unseen].some((k) => k !== 'choosePath')) w = brake(m, w, seat.view);
      return { m, w };
    }),
  );
  let roll = rng() * weighted.reduce((sum, { w }) => sum + w, 0);
  return (weighted.find(({ w }) => (roll -= w) < 0) ?? weighted.at(-1))?.m;
}

export type ClientSeat = GenericClientSeat<EvilState>;

/** What a seat's client holds now, for the move picker. */
export function seatStateOf(seat: ClientSeat): SeatState {
  const state = seat.client.getState()!;
  return { playerID: seat.playerID!, view: state.G as unknown as EvilView, ctx: state.ctx };
}
