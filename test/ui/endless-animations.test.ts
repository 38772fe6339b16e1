import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// An animation that never ends runs for as long as its element shows: one that moves anything but
// opacity or transform is laid out or painted again every frame (a box-shadow pulse was, on the
// ROBOTS! call, the 3 Laws accusation and every confirm), which a phone pays in battery. The
// compositor runs opacity and transform alone: ui/components/pulse/pulse.css breathes a glow so.
const COMPOSITED = new Set(['opacity', 'transform']);

/** Each @keyframes of the CSS, by name, with the properties its frames set. */
function keyframes(css: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const match of css.matchAll(/@keyframes\s+([\w-]+)\s*\{((?:[^{}]*\{[^{}]*\})*)\s*\}/g)) {
    const properties = [...match[2].matchAll(/([\w-]+)\s*:/g)].map((m) => m[1]);
    found.set(match[1], properties);
  }
  return found;
}

/** The keyframes (of `names`) named by every `animation` declaration of the CSS that repeats forever. */
function endless(css: string, names: ReadonlySet<string>): string[] {
  return [...css.matchAll(/animation\s*:\s*([^;}]+)/g)]
    .filter((m) => /\binfinite\b/.test(m[1]))
    .flatMap((m) => m[1].split(/[\s,]+/).filter((word) => names.has(word)));
}

describe('endless animations', () => {
  const files = readdirSync('ui', { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.css'))
    .map((name) => ({ path: join('ui', name), css: readFileSync(join('ui', name), 'utf8') }));
  const frames = new Map(files.flatMap(({ css }) => [...keyframes(css)]));
  const names = new Set(frames.keys());

  it('find the keyframes they name (the check reads every stylesheet of the UI)', () => {
    expect(frames.get('tw-pulse')).toEqual(['opacity']);
    const named = files.flatMap(({ path, css }) => endless(css, names).map((name) => `${path}: ${name}`));
    expect(named).toContain('ui/components/pulse/pulse.css: tw-pulse');
  });

  it('move only what the compositor moves alone: opacity and transform', () => {
    const painted = files.flatMap(({ path, css }) =>
      endless(css, names)
        .filter((name) => frames.get(name)!.some((property) => !COMPOSITED.has(property)))
        .map((name) => `${path}: ${name} sets ${frames.get(name)!.join(', ')}`),
    );
    expect(painted).toEqual([]);
  });

  it('are told apart from the rest by this check: a box-shadow pulse is caught', () => {
    const css = '.x { animation: glow 1s ease-in-out infinite alternate; } @keyframes glow { from { box-shadow: 0 0 0 #0000; } to { box-shadow: 0 0 1rem #f00; } }';
    const glow = keyframes(css);
    expect(endless(css, new Set(glow.keys()))).toEqual(['glow']);
    expect(glow.get('glow')).toEqual(['box-shadow', 'box-shadow']);
  });
});
