import type { BotAction } from '../../kit/bots/random-bot.ts';
import { bidCap } from '../rules/bid-effects.ts';
import { bidExtras } from '../rules/bids.ts';
import { sideOf } from '../rules/catalog.ts';
import { mindCount, type MindCount } from '../rules/mind.ts';
import type { PlayerID, Side } from '../state.ts';
import { programGain } from './goals.ts';
import { firstLegal, move } from './legal.ts';
import { decides, opponentsOf, type BotSeat } from './seat.ts';

/** How one player stands to a Belief up for bidding, as anyone at the table can work it out. */
interface Stance {
  player: PlayerID;
  /** What they would do with it, winning. */
  choice: 'program' | 'delete';
  /** What winning is worth to them, in chips. */
  want: number;
  /** The most they would bid: their stake, their share of their chips, their means. */
  limit: number;
  /** Their bonus and bid edits at this reveal (public). */
  extra: number;
  /** The most they may bid now: their chips, or less under a card's cap. */
  means: number;
}

/**
 * A player's stance by their identity: what the Belief is worth to them (more the richer they
 * are), up to all of botHabits.bidShare of their chips for a Belief that helps them, half when they only want it gone and someone else wants it programmed (unbid, a Belief
 * is deleted anyway: everyone ties at 0), nothing otherwise.
 */
function stanceOf(seat: BotSeat, p: PlayerID, side: Side, mind: MindCount): Stance {
  const { view, content, habits } = seat;
  const gain = programGain(content, view, p, mind, side);
  const contested = view.players.some((q) => q !== p && programGain(content, view, q, mind, side) > 0);
  const [want, share] = gain > 0 ? [gain, habits.bidShare] : gain < 0 && contested ? [-gain, habits.bidShare / 2] : [0, 0];
  const means = Math.min(view.chips[p], bidCap(view.scripts, p) ?? Infinity);
  const { bonus, edit } = bidExtras(content, view, p);
  // A player rich in chips spends them more freely: they buy nothing once the A.I. is autonomous.
  const stake = Math.floor(want * Math.max(1, view.chips[p] / content.rules.startingChips));
  return { player: p, choice: gain > 0 ? 'program' : 'delete', want, limit: Math.max(0, Math.min(means, stake, Math.ceil(share * view.chips[p]))), extra: bonus + edit, means };
}

const top = (s: Stance) => Math.max(0, s.limit + s.extra);

/**
 * In secret, once per Belief. The bot bids what should beat the rivals' totals it expects (a
 * rival would do otherwise with the Belief; each total is their public bonus and edits and what
 * their identity makes them put on it), a chip more or not by a stable chance, never past what
 * beats all the rivals can afford, its means, its stake, or a stable share of botHabits.bidShare
 * of its chips. When a player who would do the same with it stands to win it anyway, the one
 * who can put up most carries the bid and the others keep their chips (two allies bidding alike
 * would tie, and a tie deletes). A Belief it does not care about gets nothing, or now and then
 * (botHabits.bluff) a chip, so its bids tell the table less.
 */
export function chooseBid(seat: BotSeat): BotAction | undefined {
  const { view, me, content, habits } = seat;
  if (view.step.kind !== 'bid' || view.step.sealed.committed.includes(me) || view.belief === null) return undefined;
  const side = sideOf(content, view.belief);
  const mind = mindCount(content, view.mind);
  const mine = stanceOf(seat, me, side, mind);
  const others = opponentsOf(seat).map((p) => stanceOf(seat, p, side, mind));
  const rivals = others.filter((s) => s.choice !== mine.choice);
  const expected = Math.max(0, ...rivals.map(top));
  const sure = Math.max(0, ...rivals.map((s) => Math.max(0, s.means + s.extra)));
  const carrier = [mine, ...others.filter((s) => s.choice === mine.choice && s.want > 0)].sort((a, b) => top(b) - top(a) || view.players.indexOf(a.player) - view.players.indexOf(b.player))[0];
  const carried = carrier.player !== me && top(carrier) > expected;
  const share = 0.5 + 0.5 * seat.chanceOf(`share-${view.belief}`);
  const limit = Math.min(mine.limit, Math.max(1, Math.round(share * habits.bidShare * view.chips[me])));
  const jitter = seat.chanceOf(`bid-${view.belief}`) < 0.5 ? 0 : 1;
  let bid = carried || mine.want <= 0 ? 0 : Math.max(0, Math.min(expected + 1 - mine.extra + jitter, sure + 1 - mine.extra, limit));
  if (bid === 0 && !carried && mine.want <= 0 && decides(seat, `bluff-${view.belief}`, habits.bluff)) bid = 1;
  return firstLegal(seat, [move('bid', bid), move('bid', 0)]);
}
