import type { ContentIssue } from '../game-module.ts';
import { DEFAULT_REACTION_SECONDS, type BotPacing } from './bot-pacing.ts';

/**
 * A game's timed windows against its bots' reaction floor: a bot keeps still for the floor's
 * seconds after a window opens, so a window no longer than that is one no bot can ever act in;
 * and a floor of 0 lets bots act before any person can. The windows are the rules' `...Seconds`
 * numbers above 0 (claimWindowSeconds, bidSeconds, ...): every timed window reads one.
 */
export function checkReactionFloor(bots: BotPacing, rules: unknown): ContentIssue[] {
  if (rules === null || typeof rules !== 'object') return [];
  const windows = Object.entries(rules).filter((entry): entry is [string, number] => /Seconds$/.test(entry[0]) && typeof entry[1] === 'number' && entry[1] > 0);
  if (windows.length === 0) return [];
  const floor = bots.reactionSeconds ?? DEFAULT_REACTION_SECONDS;
  if (floor === 0) {
    return [{ file: 'bots', path: ['reactionSeconds'], message: `reactionSeconds is 0, so bots move the instant a timed window opens (${windows.map(([key]) => key).join(', ')} in rules.yaml), before any person can: write at least 1, or leave the line out for ${DEFAULT_REACTION_SECONDS}.` }];
  }
  return windows
    .filter(([, seconds]) => seconds <= floor)
    .map(([key, seconds]) => ({
      file: 'rules',
      path: [key],
      message: `${key} is ${seconds} seconds, but bots keep still for the first ${floor} seconds of a timed window (reactionSeconds in bots.yaml), so no bot could ever act in this one: write a ${key} above ${floor}, or lower reactionSeconds in bots.yaml.`,
    }));
}
