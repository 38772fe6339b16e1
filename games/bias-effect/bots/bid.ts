import type { BotAction } from '../../kit/bots/random-bot.ts';
import { identityOf, sideOf } from '../rules/catalog.ts';
import { biasBonus } from '../rules/identities.ts';
import { mindCount, type MindCount } from '../rules/mind.ts';
import type { PlayerID } from '../state.ts';
import { bidValue, othersTopAtMost } from './bid-odds.ts';
import { controlWorth, type ControlOutcome } from './control-worth.ts';
import { programGain } from './goals.ts';
import { firstLegal, move } from './legal.ts';
import { decides, opponentsOf, type BotSeat } from './seat.ts';
import { bidEffectsAt } from './sim.ts';
import { someOf } from '../../kit/frozen-lists.ts';

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
 * is deleted anyway: everyone ties at 0), nothing otherwise. `gains`: what programming it is worth to each player.
 */
function stanceOf(seat: BotSeat, p: PlayerID, gains: Record<PlayerID, number>, mind: MindCount): Stance {
  const { view, content, habits } = seat;
  const gain = gains[p];
  const contested = someOf(view.players, (q) => q !== p && gains[q] > 0);
  const [want, share] = gain > 0 ? [gain, habits.bidShare] : gain < 0 && contested ? [-gain, habits.bidShare / 2] : [0, 0];
  // The effects' reading every seat's weighing shares (sim.ts), with the rules' bonus (rules/bids.ts bidExtras).
  const effects = bidEffectsAt(view);
  const means = Math.min(view.chips[p], effects.cap[p] ?? Infinity);
  const bonus = effects.noBonus[p] ? 0 : biasBonus(identityOf(content, view.identities[p]), mind, content.rules.bonusPerBelief);
  const edit = effects.edit[p];
  // A player rich in chips spends them more freely: they buy nothing once the A.I. is autonomous.
  const stake = Math.floor(want * Math.max(1, view.chips[p] / content.rules.startingChips));
  return { player: p, choice: gain > 0 ? 'program' : 'delete', want, limit: Math.max(0, Math.min(means, stake, Math.ceil(share * view.chips[p]))), extra: bonus + edit, means };
}

const top = (s: Stance) => Math.max(0, s.limit + s.extra);

/** A chip while the bot holds fewer than it started with is worth this much more to it: it needs chips to bid at all. */
const SHORT_CHIP = 1.5;
/** At most this many chips of stable noise on each bid's expected worth: two bots that weigh a Belief alike bid apart. */
const NOISE = 0.75;

/** The most a player would put on this Belief: botHabits.bidShare of their chips for one they want programmed, half that for one they want gone, within their means. */
const mostOf = (seat: BotSeat, s: Stance): number =>
  s.want <= 0 ? 0 : Math.min(s.means, Math.ceil((s.choice === 'program' ? seat.habits.bidShare : seat.habits.bidShare / 2) * seat.view.chips[s.player]));

/**
 * What becomes of the Belief if the bot does not win control, `rivals` strongest first: the
 * strongest who bids at all most likely takes it and does as they would; with none bidding,
 * everyone ties at 0: it is deleted and nobody won the bid, so the Life card pays no one.
 */
export function outcomeIfNotWon(rivals: readonly { player: PlayerID; choice: Stance['choice']; top: number }[]): ControlOutcome {
  const strongest = rivals.find((s) => s.top > 0);
  return strongest ? { choice: strongest.choice, winner: strongest.player } : { choice: 'delete', winner: null };
}

/**
 * In secret, once per Belief. The bot weighs what winning control is worth to it (control-worth.ts:
 * the mind it would make against the one a rival would, and the Life card to come for the bid
 * winner, on the leaning each leaves), in chips as dear as its pouch makes them, and bids the
 * amount, up to the most it would put on it (mostOf), whose expected worth is best: its chance of
 * the highest total against the others' (a rival bidding evenly between SHARE_LOW and all of their
 * most, an ally its bonus alone) times the worth less the bid, plus its chance of a tie (which
 * deletes the Belief, pays no bid winner and spends the bid) times what that is worth to it; a stable bit of noise on
 * each amount keeps bots that weigh it alike apart. When a player who would do the same with it
 * stands to win it anyway, the one who can put up most carries the bid and the others keep their
 * chips (two allies bidding alike would tie, and a tie deletes). A Belief it does not care about
 * gets nothing, or now and then (botHabits.bluff) a chip, so its bids tell the table less.
 */
export function chooseBid(seat: BotSeat): BotAction | undefined {
  const { view, me, content, habits } = seat;
  if (view.step.kind !== 'bid' || view.step.sealed.committed.includes(me) || view.belief === null) return undefined;
  const belief = view.belief;
  const side = sideOf(content, belief);
  const mind = mindCount(content, view.mind);
  const gains: Record<PlayerID, number> = {};
  for (const p of view.players) gains[p] = programGain(content, view, p, mind, side);
  const mine = stanceOf(seat, me, gains, mind);
  const others = opponentsOf(seat).map((p) => stanceOf(seat, p, gains, mind));
  const rivals = others.filter((s) => s.choice !== mine.choice).sort((a, b) => top(b) - top(a));
  const carrier = [mine, ...others.filter((s) => s.choice === mine.choice && s.want > 0)].sort((a, b) => top(b) - top(a) || view.players.indexOf(a.player) - view.players.indexOf(b.player))[0];
  const carried = carrier.player !== me && top(carrier) > Math.max(0, ...rivals.map(top));
  let bid = 0;
  if (!carried && mine.want > 0) {
    const otherwise = outcomeIfNotWon(rivals.map((s) => ({ player: s.player, choice: s.choice, top: top(s) })));
    const chip = view.chips[me] < content.rules.startingChips ? SHORT_CHIP : 1;
    // A tie deletes the Belief and pays nobody the Life card's gifts to the bid winner.
    const { win, tie } = controlWorth(seat, belief, side, otherwise);
    const [worth, tieWorth] = [win / chip, tie / chip];
    const topAtMost = othersTopAtMost(others.map((s) => ({ extra: s.extra, most: s.choice === mine.choice ? 0 : mostOf(seat, s) })));
    let best = -Infinity;
    for (let b = 0; b <= mostOf(seat, mine); b++) {
      const value = bidValue(b, mine.extra, worth, tieWorth, topAtMost) + NOISE * seat.chanceOf(`bid-${belief}-${b}`);
      if (value > best) [best, bid] = [value, b];
    }
  }
  if (bid === 0 && !carried && mine.want <= 0 && decides(seat, `bluff-${belief}`, habits.bluff)) bid = 1;
  return firstLegal(seat, [move('bid', bid), move('bid', 0)]);
}
