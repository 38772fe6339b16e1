/**
 * How big a content file may get. Content is written by hand: the largest shipped file is
 * 18 KB, nests 15 levels deep and uses no alias. A file far past these is generated, pasted by
 * mistake or hostile, and reading it would hold up `validate` and a `serve --watch` reload for
 * seconds or, with aliases, for ever. Each limit is an error at the place it is crossed.
 */
export interface ContentLimits {
  /** Bytes in one file. */
  fileBytes: number;
  /** Levels of lists and mappings inside one another, aliases counted as written out. */
  depth: number;
  /** `*name` aliases in one file. */
  aliases: number;
  /** Values the aliases of one file repeat in all (an alias of a list repeats each of its values). */
  aliasedValues: number;
}

export const DEFAULT_CONTENT_LIMITS: Readonly<ContentLimits> = Object.freeze({
  fileBytes: 512 * 1024,
  depth: 64,
  aliases: 1000,
  aliasedValues: 100_000,
});

export function contentLimits(overrides: Partial<ContentLimits> = {}): ContentLimits {
  return { ...DEFAULT_CONTENT_LIMITS, ...overrides };
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : bytes >= 1024 ? `${Math.round(bytes / 1024)} KB` : `${bytes} bytes`;
}

export const count = (n: number): string => n.toLocaleString('en-US');
