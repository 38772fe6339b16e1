import type { ContentIssue } from '../game-module.ts';

/** Thrown when a check reads a content file that did not parse or validate: that check is skipped. */
export class BrokenContentRead extends Error {
  constructor(readonly key: string) {
    super(`the content file "${key}" has errors; checks that read it wait until it is fixed.`);
  }
}

const partials = new WeakSet<object>();

/**
 * A game's content with some files broken: reading a broken file's key throws
 * BrokenContentRead, so a game's check that needs it is skipped while its other checks still
 * run on the files that parsed and matched their schemas.
 */
export function partialContent<C extends object>(content: C, broken: ReadonlySet<string>): C {
  const proxy = new Proxy(content, {
    get(target, key, receiver) {
      if (typeof key === 'string' && broken.has(key)) throw new BrokenContentRead(key);
      return Reflect.get(target, key, receiver);
    },
  });
  partials.add(proxy);
  return proxy;
}

/** Whether some files of this content are missing (see partialContent). */
export function isPartialContent(content: unknown): boolean {
  return typeof content === 'object' && content !== null && partials.has(content);
}

/** A check's issues, or none when it needs a broken file (its schema errors say what to fix first). */
export function skipIfBroken(check: () => ContentIssue[]): ContentIssue[] {
  try {
    return check();
  } catch (error) {
    if (error instanceof BrokenContentRead) return [];
    throw error;
  }
}

/**
 * Runs a game's checks one by one, each on its own: one that reads a broken file is skipped
 * and the others still report. A game's checkContent is written as `runContentChecks(content,
 * [checkRules, checkDecks, ...])` so that a schema error in one file hides no other mistake.
 */
export function runContentChecks<C>(content: C, checks: readonly ((content: C) => ContentIssue[])[]): ContentIssue[] {
  return checks.flatMap((check) => skipIfBroken(() => check(content)));
}
