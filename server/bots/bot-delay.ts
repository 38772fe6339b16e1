/** How long a bot "thinks" before each move: a random time between these bounds. */
export interface BotDelay {
  minMs: number;
  maxMs: number;
}

/** Long enough that people at a talking game can follow what the bots do. */
export const DEFAULT_BOT_DELAY: BotDelay = { minMs: 2000, maxMs: 6000 };

export const BOT_DELAY_ENV = 'TABLEWRIGHT_BOT_DELAY_MS';

/** Reads `min,max` (or one number for both) in milliseconds, as TABLEWRIGHT_BOT_DELAY_MS holds it. */
export function parseBotDelay(text: string): BotDelay {
  const parts = text.split(',').map((part) => part.trim());
  const numbers = parts.map(Number);
  const valid = parts.length <= 2 && parts.every((part) => /^\d+$/.test(part));
  if (!valid || numbers[numbers.length - 1] < numbers[0]) {
    throw new Error(`${BOT_DELAY_ENV} must be 'min,max' in milliseconds with min <= max, e.g. 2000,6000; found '${text}'`);
  }
  return { minMs: numbers[0], maxMs: numbers[numbers.length - 1] };
}

export function botDelayFromEnv(env: NodeJS.ProcessEnv = process.env): BotDelay {
  const text = env[BOT_DELAY_ENV];
  return text === undefined || text === '' ? DEFAULT_BOT_DELAY : parseBotDelay(text);
}

export function pickDelay(delay: BotDelay, rng: () => number): number {
  return delay.minMs + Math.floor(rng() * (delay.maxMs - delay.minMs + 1));
}
