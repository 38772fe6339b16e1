import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Moving content that starts by itself stops within five seconds (WCAG 2.2.2), and a page with
// an animation running draws a frame every sixtieth of a second, which a phone pays in battery
// and the test browser in CPU: no animation of the UI repeats forever, and the pulse
// (ui/components/pulse/pulse.css) breathes a bounded number of times, each user's period short
// enough for those breaths to end within five seconds.
const LONGEST_MS = 5000;

/** Each @keyframes of the CSS, by name, with the properties its frames set. */
function keyframes(css: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const match of css.matchAll(/@keyframes\s+([\w-]+)\s*\{((?:[^{}]*\{[^{}]*\})*)\s*\}/g)) {
    found.set(match[1], [...match[2].matchAll(/([\w-]+)\s*:/g)].map((m) => m[1]));
  }
  return found;
}

/** Every `animation` declaration's value in the CSS. */
const animations = (css: string): string[] => [...css.matchAll(/animation\s*:\s*([^;}]+)/g)].map((m) => m[1].trim());

/** A CSS time in milliseconds (`1.2s`, `900ms`). */
function millis(time: string): number {
  const [, amount, unit] = /^([\d.]+)(m?s)$/.exec(time.trim())!;
  return Number(amount) * (unit === 's' ? 1000 : 1);
}

describe('animations of the UI', () => {
  const files = readdirSync('ui', { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.css'))
    .map((name) => ({ path: join('ui', name), css: readFileSync(join('ui', name), 'utf8') }));
  const frames = new Map(files.flatMap(({ css }) => [...keyframes(css)]));
  const names = new Set(frames.keys());
  const pulse = readFileSync('ui/components/pulse/pulse.css', 'utf8');

  it('are found by this check: it reads every stylesheet of the UI and the pulse among them', () => {
    expect(names).toContain('tw-pulse');
    expect(files.map((f) => f.path)).toContain(join('ui', 'components', 'pulse', 'pulse.css'));
  });

  it('never repeat forever', () => {
    const endless = files.flatMap(({ path, css }) => animations(css).filter((value) => /\binfinite\b/.test(value)).map((value) => `${path}: ${value}`));
    expect(endless).toEqual([]);
  });

  it('the pulse breathes a few times and ends lit, within five seconds at every period a stylesheet gives it, moving only what the compositor moves alone', () => {
    // A box-shadow animated itself is painted again every frame; the glow's opacity is not.
    expect(frames.get('tw-pulse')).toEqual(['opacity']);
    const [declaration] = animations(pulse).filter((value) => value.startsWith('tw-pulse '));
    const count = Number(/\s(\d+)\s/.exec(declaration)![1]);
    expect(count % 2, 'an odd count of alternate breaths ends on the lit frame').toBe(1);
    expect(declaration).toMatch(/\balternate\b/);
    expect(declaration).toMatch(/\bforwards\b/);
    const periods = files.flatMap(({ css }) => [...css.matchAll(/--tw-pulse-period\s*:\s*([\d.]+m?s)/g)].map((m) => millis(m[1])));
    expect(periods.length).toBeGreaterThan(0);
    expect(Math.max(...periods, millis(/var\(--tw-pulse-period,\s*([\d.]+m?s)\)/.exec(declaration)![1])) * count).toBeLessThanOrEqual(LONGEST_MS);
  });

  it('are told apart by this check: a pulse that never ends, or one too slow, is caught', () => {
    expect(animations('.x { animation: glow 1s ease-in-out infinite alternate; }').filter((v) => /\binfinite\b/.test(v))).toHaveLength(1);
    expect(millis('1.8s') * 3).toBeGreaterThan(LONGEST_MS);
    expect(millis('900ms')).toBe(900);
  });
});
