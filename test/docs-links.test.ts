import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingAnchors, relativeLinks } from './support/markdown-links.ts';

const markdownUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownUnder(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });

const PAGES = ['README.md', ...markdownUnder('docs')];
const read = (file: string) => readFileSync(file, 'utf8');

/** Each dead link as `file:line:col: what`. */
function deadLinks(file: string): string[] {
  const text = read(file);
  return relativeLinks(text).flatMap((link) => {
    const where = `${file}:${link.line}:${link.col}`;
    const target = link.path === '' ? file : normalize(join(dirname(file), link.path));
    if (!existsSync(target)) return [`${where}: ${link.path} does not exist`];
    if (link.anchor === undefined || !target.endsWith('.md') || statSync(target).isDirectory()) return [];
    return headingAnchors(read(target)).has(link.anchor) ? [] : [`${where}: ${target} has no heading #${link.anchor}`];
  });
}

describe('the docs: links and index', () => {
  it.each(PAGES)('%s: every relative link leads to a file, and its #heading exists', (file) => {
    expect(deadLinks(file)).toEqual([]);
  });

  it('docs/README.md lists every page under docs/', () => {
    const listed = new Set(relativeLinks(read('docs/README.md')).map((link) => normalize(join('docs', link.path))));
    const unlisted = PAGES.filter((page) => page.startsWith('docs/') && page !== 'docs/README.md' && !listed.has(page));
    expect(unlisted.map((page) => `${relative('docs', page)} is missing from docs/README.md`)).toEqual([]);
  });
});
