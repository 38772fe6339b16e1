import type { ContentIssue } from '../game-module.ts';
import type { HowToPlay } from '../kit-content-files.ts';

/**
 * A number of the game's content that its how-to-play summary gives players, as the words that
 * say it there: `**250 points**` for rules.yaml's targetScore. A game lists its facts
 * (GameModule.howToPlayFacts); the kit checks the summary against them, so changing the number
 * in content without the summary (or the other way round) is a content error like any other.
 */
export interface HowToPlayFact {
  /** The words the summary must hold, exactly, numbers included. */
  says: string;
  /** Where the number comes from, in a designer's words: "targetScore in rules.yaml (250)". */
  from: string;
  /** A field of how-to-play.yaml that must be exactly `says` (e.g. `players`), rather than text somewhere in it. */
  field?: 'players' | 'minutes' | 'title' | 'tagline';
}

const NUMBER = '[0-9]+(?:\\s?[–-]\\s?[0-9]+)?';

/** "2–5" for a range, "5" when both ends are one number: how the summaries write a range. */
export function range(min: number, max: number): string {
  return min === max ? `${min}` : `${min}–${max}`;
}

/** The summary's `players` field, "2–5 players", from a `{ min, max }` of the content. */
export function playersFact(players: { min: number; max: number }, from = 'players in rules.yaml'): HowToPlayFact {
  return { field: 'players', says: `${range(players.min, players.max)} players`, from: `${from} is ${players.min} to ${players.max}` };
}

/** Every fact the summary gives with another number, at those words, with what to write instead. */
export function checkHowToPlayFacts(howToPlay: HowToPlay, facts: readonly HowToPlayFact[]): ContentIssue[] {
  const texts = textsOf(howToPlay);
  const said = new Set(facts.map((f) => f.says));
  const issues: ContentIssue[] = [];
  for (const fact of facts) {
    if (fact.field) {
      const value = howToPlay[fact.field];
      if (value === undefined || String(value) === fact.says) continue;
      issues.push({ file: 'howToPlay', path: [fact.field], message: `${fact.field} says "${value}", but ${fact.from}: write \`${fact.field}: ${fact.says}\`, or change the content if "${value}" is what you meant.` });
      continue;
    }
    if (texts.some((t) => t.text.includes(fact.says))) continue;
    // The same words with another number are where the summary went stale.
    const stale = new RegExp(escape(fact.says).replace(/[0-9]+(?:\\s?[–-]\\s?[0-9]+)?/g, NUMBER), 'g');
    const found = texts.flatMap((t) => [...t.text.matchAll(stale)].map((m) => ({ ...t, match: m[0] }))).find((t) => !said.has(t.match));
    // A summary may leave a number out; only one it gives otherwise is wrong.
    if (found) issues.push({ file: 'howToPlay', path: found.path, find: found.match, message: `the summary says "${found.match}", but ${fact.from}: write "${fact.says}" here, or change the content if "${found.match}" is what you meant.` });
  }
  return issues;
}

function textsOf(howToPlay: HowToPlay): { path: (string | number)[]; text: string }[] {
  const texts: { path: (string | number)[]; text: string }[] = [];
  const add = (path: (string | number)[], text: unknown) => {
    if (typeof text === 'string') texts.push({ path, text });
  };
  add(['goal'], howToPlay.goal);
  (howToPlay.sections ?? []).forEach((section, i) => {
    add(['sections', i, 'heading'], section.heading);
    for (const list of ['paragraphs', 'steps', 'points'] as const) (section[list] ?? []).forEach((text, j) => add(['sections', i, list, j], text));
  });
  (howToPlay.glossary ?? []).forEach((term, i) => add(['glossary', i, 'meaning'], term.meaning));
  return texts;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
