import type { BotDelay } from '../../games/kit/bots/bot-pacing.ts';

export const BOT_DELAY_ENV = 'TABLEWRIGHT_BOT_DELAY_MS';

/** Reads `min,max` (or one number for both) in milliseconds, as TABLEWRIGHT_BOT_DELAY_MS holds it. */
export function parseBotDelay(text: string): { minMs: number; maxMs: number } {
  const parts = text.split(',').map((part) => part.trim());
  const numbers = parts.map(Number);
  const valid = parts.length <= 2 && parts.every((part) => /^\d+$/.test(part));
  if (!valid || numbers[numbers.length - 1] < numbers[0]) {
    throw new Error(`${BOT_DELAY_ENV} must be 'min,max' in milliseconds with min <= max, e.g. 2000,6000; found '${text}'`);
  }
  return { minMs: numbers[0], maxMs: numbers[numbers.length - 1] };
}

/**
 * The delay TABLEWRIGHT_BOT_DELAY_MS sets for every bot move, in place of the pacing the
 * game's content declares (tests and demos want fast bots); undefined when it is not set.
 */
export function botDelayOverride(env: NodeJS.ProcessEnv = process.env): BotDelay | undefined {
  const text = env[BOT_DELAY_ENV];
  if (text === undefined || text === '') return undefined;
  const { minMs, maxMs } = parseBotDelay(text);
  return { minSeconds: minMs / 1000, maxSeconds: maxMs / 1000 };
}
