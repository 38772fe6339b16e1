import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The width the rest of the code keeps to: a budget counted in lines means nothing if lines may run on. */
const WIDEST = 200;

function linesOf(folder: string): { total: number; wide: string[] } {
  const files = readdirSync(folder).filter((f) => /\.tsx?$/.test(f));
  const lines = files.flatMap((f) => readFileSync(join(folder, f), 'utf8').replace(/\n$/, '').split('\n').map((text, i) => ({ at: `${folder}/${f}:${i + 1}`, text })));
  return { total: lines.length, wide: lines.filter((l) => l.text.length > WIDEST).map((l) => `${l.at} (${l.text.length} characters)`) };
}

// Issue 38: the kit must make a game like Crazy Eights cheap. Its budget, kept: at most 250 lines
// of game TypeScript and 100 of UI beyond its YAML and CSS, comments included.
describe('Crazy Eights stays within the budget the kit promises', () => {
  it.each([
    ['games/crazy-eights', 250],
    ['ui/boards/crazy-eights', 100],
  ])('%s: at most %i lines, none wider than the rest of the code', (folder, budget) => {
    const { total, wide } = linesOf(folder);
    expect(wide, `lines over ${WIDEST} characters`).toEqual([]);
    expect(total).toBeLessThanOrEqual(budget);
  });
});
