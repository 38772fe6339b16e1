import type { BotAction } from '../../kit/bots/random-bot.ts';
import { legalAnswers, type PendingDecision } from '../../kit/script/index.ts';
import { walkOf, weighAnswers } from './explore.ts';
import { firstLegal, move } from './legal.ts';
import { choiceAsking, runningScript } from './running.ts';
import type { BotSeat } from './seat.ts';
import { cloneSim, simOf } from './sim.ts';
import { rivalry } from './worth.ts';

/** Every answer weighed by what the rest of the card would then be worth to the bot, best first. */
function rankedAnswers(seat: BotSeat, pending: PendingDecision): string[][] {
  const running = runningScript(seat);
  const choice = running && choiceAsking(running.script, pending.prompt);
  if (!running || !choice) return [];
  const start = simOf(seat.view, seat.me);
  const walk = walkOf(seat, running.owner, start, undefined, running.winner);
  const weighed = weighAnswers(walk, pending, choice.args.as, choice.rest, cloneSim(start), { self: running.self });
  return weighed.sort((a, b) => b.value - a.value).map((w) => w.answer);
}

/** Without the card's script to follow: a player choice falls on the strongest rival (the richest first). */
function rivalFirst(seat: BotSeat, pending: PendingDecision): string[][] {
  if (pending.kind !== 'player') return [];
  const weights = rivalry(seat);
  return pending.options.filter((p) => Object.hasOwn(weights, p)).sort((a, b) => weights[b] - weights[a]).map((p) => [p]);
}

/**
 * A card waiting on the bot's decision gets the answer that serves it best (e.g. the belief of
 * the other side deleted, chips taken from the richest rival), else a legal one.
 */
export function chooseDecision(seat: BotSeat): BotAction | undefined {
  const pending = seat.view.scripts.running?.pending;
  if (!pending || pending.player !== seat.me) return undefined;
  const answers = [...rankedAnswers(seat, pending), ...rivalFirst(seat, pending), ...legalAnswers(pending, 50)];
  return firstLegal(seat, answers.map((answer) => move('decide', answer)));
}
