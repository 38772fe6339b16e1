import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { colours, exportFixture, readPng } from './export-support.ts';

/** Pixels at 300 dpi across a length in millimetres. */
const dots = (mm: number) => Math.round((mm / 25.4) * 300);

describe('tablewright export --format png', () => {
  it('writes one 300 dpi PNG per design, bleed included, and the back; each a drawn card', async () => {
    const { code, out } = await exportFixture('--format', 'png');
    expect(code).toBe(0);
    const dir = join(out, 'png', 'identity');
    expect(readdirSync(dir).sort()).toEqual(['back.png', 'human.png', 'robot.png']);
    for (const file of ['human.png', 'robot.png', 'back.png']) {
      const png = readPng(join(dir, file));
      // Poker, 63.5 x 88.9 mm, with 3 mm of bleed on every side.
      expect([png.width, png.height], file).toEqual([dots(69.5), dots(94.9)]);
      expect(colours(png, 0, 0, png.width, png.height), file).toBeGreaterThan(8);
    }
    const human = readPng(join(dir, 'human.png'));
    const robot = readPng(join(dir, 'robot.png'));
    expect(human.data.equals(robot.data)).toBe(false);
  }, 180_000);

  it('draws every card at the size --size names', async () => {
    const { code, out } = await exportFixture('--format', 'png', '--size', 'mini');
    expect(code).toBe(0);
    const png = readPng(join(out, 'png', 'identity', 'human.png'));
    expect([png.width, png.height]).toEqual([dots(44.45 + 6), dots(63.5 + 6)]);
    expect(colours(png, 0, 0, png.width, png.height)).toBeGreaterThan(8);
  }, 180_000);
});
