import { afterAll, beforeAll } from 'vitest';
import { BOT_DELAY_ENV } from '../../server/bots/bot-delay.ts';

/**
 * The server's bots move after `min,max` ms for this file's tests (TABLEWRIGHT_BOT_DELAY_MS), as
 * it was after them; `undefined` takes the override away, so the content's own pacing is used.
 */
export function useBotDelay(range: string | undefined): void {
  let before: string | undefined;
  beforeAll(() => {
    before = process.env[BOT_DELAY_ENV];
    if (range === undefined) delete process.env[BOT_DELAY_ENV];
    else process.env[BOT_DELAY_ENV] = range;
  });
  afterAll(() => {
    if (before === undefined) delete process.env[BOT_DELAY_ENV];
    else process.env[BOT_DELAY_ENV] = before;
  });
}
