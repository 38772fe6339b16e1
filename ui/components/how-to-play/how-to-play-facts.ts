import type { HowToPlay } from '../../../games/kit/kit-content-files.ts';

/** "2–10 players · 2–15 min", from the summary's optional fields; empty when it gives neither. */
export function howToPlayFacts(howToPlay: HowToPlay): string[] {
  const facts: string[] = [];
  if (howToPlay.players) facts.push(howToPlay.players);
  if (howToPlay.minutes !== undefined) facts.push(`${howToPlay.minutes} min`);
  return facts;
}
