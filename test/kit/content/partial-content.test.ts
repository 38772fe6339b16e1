import { describe, expect, it } from 'vitest';
import type { ContentIssue } from '../../../games/kit/game-module.ts';
import { BrokenContentRead, isPartialContent, partialContent, runContentChecks } from '../../../games/kit/content/partial-content.ts';

const issue = (file: string): ContentIssue => ({ file, path: [], message: `${file} is wrong` });

describe('checks on content with broken files', () => {
  const content = partialContent<Record<string, unknown>>({ deck: { size: 3 }, rules: { players: 2 } }, new Set(['cards']));

  it('reading a broken file throws BrokenContentRead; the clean ones read as usual', () => {
    expect(() => content.cards).toThrow(BrokenContentRead);
    expect(content.deck).toEqual({ size: 3 });
    expect(isPartialContent(content)).toBe(true);
    expect(isPartialContent({ deck: {} })).toBe(false);
  });

  it('skips only the checks that read a broken file; the others report', () => {
    const checks = [(c: Record<string, unknown>) => (c.deck ? [issue('deck')] : []), (c: Record<string, unknown>) => (c.cards ? [issue('cards')] : []), () => [issue('rules')]];
    expect(runContentChecks(content, checks).map((i) => i.file)).toEqual(['deck', 'rules']);
  });

  it('lets any other exception through: a broken check is a bug, not a skipped check', () => {
    expect(() => runContentChecks(content, [() => { throw new TypeError('boom'); }])).toThrow('boom');
  });
});
