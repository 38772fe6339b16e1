import type { BotAction } from '../../kit/bots/random-bot.ts';
import { legalAnswers } from '../../kit/script/index.ts';
import { evenSplit } from '../enumerate.ts';
import { seatsFrom } from '../rules/catalog.ts';
import { chance, firstLegal, move, myGoal, rivals, type BotSeat } from './seat.ts';

/**
 * The split: the first winner proposes (now and then a share in its own favour, else an even
 * one); the others accept a share at least even and refuse less, so an uneven proposal gives way
 * to an even one.
 */
export function chooseSplit(seat: BotSeat): BotAction | undefined {
  const { view, me } = seat;
  const step = view.step;
  if (step.kind !== 'split') return undefined;
  // Nothing of its own to do: once the deadline has passed (held till then), close the split for the table.
  const close = firstLegal(seat, [move('closeSplit')]);
  if (!step.winners.includes(me)) return close;
  const even = Math.floor(step.amount / step.winners.length);
  if (step.proposal) {
    if (step.proposal.accepted.includes(me)) return close;
    return firstLegal(seat, [move('answerSplit', step.proposal.shares[me] >= even)]);
  }
  // The first winner from the Dealer's seat on proposes; the remainder starts with them, so it goes round the table.
  const proposer = seatsFrom(view.players, view.dealer).find((p) => step.winners.includes(p));
  if (proposer !== me) return close;
  const greedy = step.refused.length === 0 && step.amount > step.winners.length && chance(seat, 0.3, 'greedy-split');
  const shares = evenSplit(step.winners, step.amount, step.winners.indexOf(me));
  if (greedy) {
    const other = step.winners.find((p) => p !== me && shares[p] > 0);
    if (other) {
      shares[other] -= 1;
      shares[me] += 1;
    }
  }
  return firstLegal(seat, [move('proposeSplit', shares)]);
}

/** The clean-up: every face-down card is kept (a card in hand is a card to play next round). */
export function chooseKeep(seat: BotSeat): BotAction | undefined {
  const step = seat.view.step;
  if (step.kind !== 'keep') return undefined;
  if (step.ready.includes(seat.me)) return firstLegal(seat, [move('closeKeep')]);
  return firstLegal(seat, [move('keepRobots', seat.view.handDecks[seat.me])]);
}

/** The end: a winner chooses the path its own hidden coin stood for. */
export function choosePath(seat: BotSeat): BotAction | undefined {
  const step = seat.view.step;
  if (step.kind !== 'path' || !step.winners.includes(seat.me) || seat.me in step.votes) return undefined;
  return firstLegal(seat, [move('choosePath', myGoal(seat))]);
}

/** A card waiting on the bot: a player choice falls on the strongest rival; any other, a legal answer. */
export function chooseDecision(seat: BotSeat): BotAction | undefined {
  const pending = seat.view.scripts.running?.pending;
  if (!pending || pending.player !== seat.me) return undefined;
  const foes = rivals(seat).sort((a, b) => (seat.view.power[b] ?? 0) - (seat.view.power[a] ?? 0));
  const preferred = pending.kind === 'player' ? foes.filter((p) => pending.options.includes(p)).map((p) => [p]) : [];
  return firstLegal(seat, [...preferred, ...legalAnswers(pending, 20)].map((answer) => move('decide', answer)));
}
