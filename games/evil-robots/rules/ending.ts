import { violation, type Violation } from '../../kit/violation.ts';
import type { EvilContent } from '../content-types.ts';
import type { EvilState, Path, PlayerID } from '../state.ts';
import { askCounted, askRule } from './ask.ts';
import { favourInTie } from '../../kit/rules/favour-in-tie.ts';
import { seatsFrom } from './catalog.ts';
import { actionCost } from './turn.ts';

/**
 * The next player in seat order from the Dealer who is asked whether to reveal: from the Dealer
 * when `from` is null, else from `from` itself when `again` (a player who has just revealed may
 * reveal their other card) or from the seat after it; null when nobody is left. Who is asked
 * depends only on what the table sees (the tokens left against the cost), never on the cards in
 * hand: skipping a player without a Reveal card would tell everyone what they hold. At the end
 * Endgame cards are free, so everyone is asked.
 */
export function nextRevealer(G: EvilState, content: EvilContent, type: 'reveal' | 'endgame', from: PlayerID | null, again = false): PlayerID | null {
  const order = seatsFrom(G.players, G.dealer);
  const rest = from === null ? order : order.slice(order.indexOf(from) + (again ? 0 : 1));
  // Whether a player holds any face-down card at all is public (the backs show it).
  const holds = (p: PlayerID) => G.hands[p].left !== null || G.hands[p].right !== null;
  const canPay = (p: PlayerID) => type === 'endgame' || (G.tokens[p] > 0 && actionCost(G, content, p, 'reveal-phase') <= G.tokens[p]);
  return rest.find((p) => holds(p) && canPay(p)) ?? null;
}

export function checkPassReveal(G: EvilState, player: PlayerID | null | undefined): Violation | undefined {
  if (G.step.kind !== 'reveal-phase' && G.step.kind !== 'endgame') return violation('not-now', 'There is nothing to pass now.');
  if (player !== G.step.player) return violation('not-your-turn', 'It is not your moment to reveal.');
  return undefined;
}

/** The Influence that ends the game, as the face-up cards have it now. */
export function endgameAt(G: EvilState, content: EvilContent): number {
  return askCounted<number>(G, content, 'endgame-at', {}, content.rules.endgameAt);
}

export const reachedEnd = (G: EvilState, content: EvilContent): boolean => G.players.some((p) => G.influence[p] >= endgameAt(G, content));

/**
 * The players with the most Influence: every one of them wins, unless a face-up card gives the
 * tie to a team and some of them were on it in the last round. Pure: the invariants ask it too.
 */
export function finalWinners(G: EvilState, content: EvilContent): { winners: PlayerID[]; changedBy: string[] } {
  const most = Math.max(...G.players.map((p) => G.influence[p]));
  const tied = G.players.filter((p) => G.influence[p] === most);
  if (tied.length < 2) return { winners: tied, changedBy: [] };
  const goesTo = askRule<string>(G, content, 'influence-tie', {}, 'share');
  const winners = favourInTie(tied, (p) => G.showdown?.teams[p] === goesTo.value);
  return { winners, changedBy: winners.length < tied.length ? goesTo.changedBy : [] };
}

export function checkPath(G: EvilState, player: PlayerID | null | undefined, path: unknown): Violation | undefined {
  if (G.step.kind !== 'path') return violation('not-over', 'The game is not over yet.');
  if (player == null || !G.step.winners.includes(player)) return violation('not-a-winner', 'Only the winners choose the robots\u2019 path.');
  if (Object.hasOwn(G.step.votes, player)) return violation('already-voted', 'You have chosen already.');
  if (path !== 'good' && path !== 'evil') return violation('bad-path', 'Choose good or evil.');
  return undefined;
}

/** What settles a tied vote on the path: a coin (the rulebook), or a face-up card's `good` or `evil`. */
export const pathTie = (G: EvilState, content: EvilContent): 'coin' | Path => askRule<'coin' | Path>(G, content, 'path-tie', {}, 'coin').value;

/**
 * The winners' choice: the majority of their votes; a tie goes to `tie` (a card's word), or is
 * settled by a coin (`coin` is boardgame.io's random, called only then).
 */
export function decidePath(votes: Record<PlayerID, Path>, coin: () => Path, tie: 'coin' | Path = 'coin'): { path: Path; coinFlip: boolean } {
  const good = Object.values(votes).filter((v) => v === 'good').length;
  const evil = Object.values(votes).length - good;
  if (good === evil) return tie === 'coin' ? { path: coin(), coinFlip: true } : { path: tie, coinFlip: false };
  return { path: good > evil ? 'good' : 'evil', coinFlip: false };
}
