import { describe, expect, it } from 'vitest';
import { headingAnchors, relativeLinks } from './markdown-links.ts';

describe('Markdown links as the docs test reads them', () => {
  it('finds relative links and images with their place, and leaves out addresses, code and code blocks', () => {
    const page = ['# Title', 'See [a](a.md#Part) and ![pic](img/x.png "t").', 'Not [web](https://x.org) nor `[code](c.md)`.', '```', '[fenced](f.md)', '```', '[here](#title)'].join('\n');
    expect(relativeLinks(page)).toEqual([
      { line: 2, col: 5, path: 'a.md', anchor: 'Part' },
      { line: 2, col: 24, path: 'img/x.png' },
      { line: 7, col: 1, path: '', anchor: 'title' },
    ]);
  });

  it("gives headings GitHub's anchors: punctuation dropped, repeats numbered", () => {
    expect([...headingAnchors('# Decks in a spreadsheet\n## `simulate`: what, why?\n## Notes\n## Notes\n```\n# not a heading\n```')]).toEqual([
      'decks-in-a-spreadsheet',
      'simulate-what-why',
      'notes',
      'notes-1',
    ]);
  });
});
