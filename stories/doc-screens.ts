import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import serve from 'koa-static';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../server/export/system-chromium.ts';

/**
 * Screenshots of every moment, for docs/ui.md: each Storybook story named "Moment: ..." at a
 * laptop's and a phone's window size, written under docs/ui/moments/, and the table of them
 * between docs/ui.md's `moments:start` and `moments:end` markers written afresh. The stories are
 * table states from the games' own rules, so the pictures change only when the tables do.
 *
 *   npm run docs:screens               builds Storybook into a temporary folder first
 *   npm run docs:screens -- --built D  uses a Storybook already built into D
 */

const SIZES = [
  { name: 'laptop', width: 1280, height: 800, shown: 480 },
  { name: 'phone', width: 390, height: 844, shown: 180 },
] as const;
const OUT = 'docs/ui/moments';
const DOC = 'docs/ui.md';
const START = '<!-- moments:start -->';
const END = '<!-- moments:end -->';

interface StoryEntry {
  id: string;
  title: string;
  name: string;
  type: string;
}

function builtStorybook(): { dir: string; temporary: boolean } {
  const at = process.argv.indexOf('--built');
  if (at >= 0 && process.argv[at + 1]) return { dir: process.argv[at + 1], temporary: false };
  const dir = mkdtempSync(join(tmpdir(), 'tablewright-storybook-'));
  execFileSync('node_modules/.bin/storybook', ['build', '-o', dir, '--quiet'], { stdio: 'inherit' });
  return { dir, temporary: true };
}

function momentStories(dir: string): StoryEntry[] {
  const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as { entries: Record<string, StoryEntry> };
  return Object.values(index.entries).filter((entry) => entry.type === 'story' && entry.name.startsWith('Moment:'));
}

/** The docs' table: one row per moment, the game's name first. */
function momentTable(shots: { story: StoryEntry; files: Record<string, string> }[]): string {
  const rows = shots.map(({ story, files }) => {
    const game = story.title.split('/')[0];
    const cells = SIZES.map((size) => `<img src="${files[size.name].replace('docs/', '')}" width="${size.shown}" alt="${game}, ${story.name} (${size.width}x${size.height})">`);
    return `| **${game}** · ${story.name.replace(/^Moment: /, '')} | ${cells.join(' | ')} |`;
  });
  const header = `| Moment (Storybook story) | ${SIZES.map((s) => `${s.width}x${s.height}`).join(' | ')} |`;
  return [header, `|---|${SIZES.map(() => '---').join('|')}|`, ...rows].join('\n');
}

async function main(): Promise<void> {
  const { dir, temporary } = builtStorybook();
  const app = new Koa().use(serve(dir));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    mkdirSync(OUT, { recursive: true });
    const shots = [];
    for (const story of momentStories(dir)) {
      const files: Record<string, string> = {};
      for (const size of SIZES) {
        const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
        await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story`);
        await page.locator('[data-testid="moment"], [data-testid="moment-aside"]').first().waitFor({ timeout: 20_000 });
        await page.evaluate(() => document.fonts.ready);
        files[size.name] = `${OUT}/${story.id}-${size.name}.jpg`;
        await page.screenshot({ path: files[size.name], type: 'jpeg', quality: 80, animations: 'disabled' });
        await page.close();
      }
      shots.push({ story, files });
      console.log(`${story.title} · ${story.name}`);
    }
    const doc = readFileSync(DOC, 'utf8');
    const [before, rest] = doc.split(START);
    if (rest === undefined || !rest.includes(END)) throw new Error(`${DOC} has no ${START} ... ${END} section to write the table into`);
    writeFileSync(DOC, `${before}${START}\n${momentTable(shots)}\n${END}${rest.slice(rest.indexOf(END) + END.length)}`);
    console.log(`${shots.length} moments, ${shots.length * SIZES.length} screenshots in ${OUT}; the table in ${DOC}`);
  } finally {
    await browser.close();
    server.close();
    if (temporary) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
