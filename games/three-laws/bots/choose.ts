import type { BotAction } from '../../kit/bots/random-bot.ts';
import { isLegal } from './legal.ts';
import { keepsLaws, type Draft } from './lawful.ts';
import type { BotSeat } from './seat.ts';

/** One thing the bot could do, and the act it would record (what a law judges). */
export interface Option {
  action: BotAction;
  draft: Draft;
}

/**
 * The first option, in the bot's order of preference, that is legal and keeps the laws in
 * force; when the bot slips, or no legal option keeps them, the first legal one.
 */
export function firstLawful(seat: BotSeat, options: readonly Option[], slip: boolean): BotAction | undefined {
  // Checked in order and no further than the first that is legal and lawful.
  let firstLegal: BotAction | undefined;
  for (const option of options) {
    if (!isLegal(seat, option.action)) continue;
    firstLegal ??= option.action;
    if (slip) break;
    if (keepsLaws(seat, option.draft)) return option.action;
  }
  return firstLegal;
}
