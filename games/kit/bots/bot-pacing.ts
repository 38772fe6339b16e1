import { closestWord } from '../content/closest-word.ts';
import type { ContentIssue } from '../game-module.ts';

/** A delay picked at random between two bounds, in seconds (content/<game>/bots.yaml). */
export interface BotDelay {
  minSeconds: number;
  maxSeconds: number;
}

/** How a game's bots pace themselves at a live table (content/<game>/bots.yaml). */
export interface BotPacing {
  /** What a bot does, for the lobby. */
  about: string;
  think: BotDelay;
  /** Talking games: moves held back for the first `seconds` of the match, each with its own delay. */
  discussion?: { seconds: number; moves: string[]; think: BotDelay };
  /** No move at all in a timed window before this many seconds after it opened, so a person can act first. */
  reactionSeconds?: number;
}

/** The floor when bots.yaml names none: about what a person needs to read a change and click. */
export const DEFAULT_REACTION_SECONDS = 3;

/** Milliseconds a bot still waits before acting in a timed window that opened `sinceOpenMs` ago. */
export function reactionLeftMs(pacing: BotPacing, sinceOpenMs: number): number {
  return Math.max(0, (pacing.reactionSeconds ?? DEFAULT_REACTION_SECONDS) * 1000 - sinceOpenMs);
}

/** Bots that move at once (tests, demos): what TABLEWRIGHT_BOT_DELAY_MS asks for; no talk, no reaction floor. */
export function fastPacing(pacing: BotPacing, delay: BotDelay): BotPacing {
  return { ...pacing, think: delay, discussion: pacing.discussion && { ...pacing.discussion, seconds: 0, think: delay }, reactionSeconds: 0 };
}

export function pickDelayMs(delay: BotDelay, rng: () => number): number {
  return Math.round((delay.minSeconds + rng() * (delay.maxSeconds - delay.minSeconds)) * 1000);
}

/** Whether a move is one the bots hold back while the table talks. */
export function isHeldMove(pacing: BotPacing, move: string): boolean {
  return pacing.discussion?.moves.includes(move) ?? false;
}

/** Milliseconds of talk left at `sinceStartMs` into the match: held moves wait until it is 0. */
export function discussionLeftMs(pacing: BotPacing, sinceStartMs: number): number {
  return Math.max(0, (pacing.discussion?.seconds ?? 0) * 1000 - sinceStartMs);
}

/** Checks of bots.yaml the schema cannot make: delays in order, held moves that exist. */
export function checkBotPacing(pacing: BotPacing, moveNames: readonly string[]): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const order = (delay: BotDelay, path: (string | number)[]) => {
    if (delay.maxSeconds < delay.minSeconds) issues.push({ file: 'bots', path: [...path, 'maxSeconds'], message: `maxSeconds (${delay.maxSeconds}) is below minSeconds (${delay.minSeconds}): write a maxSeconds of at least ${delay.minSeconds}.` });
  };
  order(pacing.think, ['think']);
  if (pacing.discussion) {
    order(pacing.discussion.think, ['discussion', 'think']);
    pacing.discussion.moves.forEach((move, i) => {
      if (moveNames.includes(move)) return;
      const near = closestWord(move, moveNames);
      issues.push({ file: 'bots', path: ['discussion', 'moves', i], message: `'${move}' is not a move of this game: write ${near ? `'${near}'` : `one of ${moveNames.join(', ')}`}.` });
    });
  }
  return issues;
}
