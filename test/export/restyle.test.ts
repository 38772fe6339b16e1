import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { BLEED_MM, CARD_SIZES } from '../../games/kit/cards/card-sizes.ts';
import { PAPERS, sheetGrid } from '../../games/kit/export/sheet-layout.ts';
import { ttsCardPixels } from '../../server/export/export-tts.ts';
import { crop, exportFixture, pdfPages, readPng } from './export-support.ts';

// An artist's restyle of the identity cards in YAML and files alone (test/fixtures/card-faces/restyle/):
// pictures chosen by team, a colour band, the name in the artist's own font with an inline icon.
const RESTYLE = fileURLToPath(new URL('../fixtures/card-faces/restyle/', import.meta.url));
const ART = fileURLToPath(new URL('../fixtures/card-faces/public/', import.meta.url));
const POKER = CARD_SIZES.poker;

/** The share of pixels that differ beyond anti-aliasing between two images of one size. */
function differing(a: PNG, b: PNG): number {
  return pixelmatch(a.data, b.data, undefined, a.width, a.height, { threshold: 0.15 }) / (a.width * a.height);
}

/** The colour at a share of the image's width and height, as #rrggbb. */
function colourAt(png: PNG, fx: number, fy: number): string {
  const i = (Math.floor(fy * png.height) * png.width + Math.floor(fx * png.width)) * 4;
  return `#${[0, 1, 2].map((k) => png.data[i + k].toString(16).padStart(2, '0')).join('')}`;
}

describe("an artist's restyle, made in YAML and image files alone", () => {
  const trimmed = { w: 100, h: Math.round((100 * POKER.heightMm) / POKER.widthMm) };
  let png: PNG;
  let robotPng: PNG;
  let pdfCard: PNG;
  let ttsCard: PNG;
  beforeAll(async () => {
    // One after another: three print pages at once starve a loaded machine.
    const runs = [];
    for (const format of ['png', 'pdf', 'tts']) runs.push(await exportFixture('--content', RESTYLE, '--art', ART, '--format', format));
    for (const run of runs) expect(run.code).toBe(0);
    const [pngOut, pdfOut, ttsOut] = runs.map((r) => r.out);
    png = readPng(join(pngOut, 'png', 'identity', 'human.png'));
    robotPng = readPng(join(pngOut, 'png', 'identity', 'robot.png'));
    const page = pdfPages(join(pdfOut, 'are-you-a-robot-a4.pdf'), 150)[0];
    const cell = sheetGrid(PAPERS.a4, POKER)!.cells[0];
    const dot = (mm: number) => (mm / 25.4) * 150;
    pdfCard = crop(page, [dot(cell.xMm + BLEED_MM), dot(cell.yMm + BLEED_MM), dot(POKER.widthMm), dot(POKER.heightMm)], trimmed.w, trimmed.h);
    const saved = JSON.parse(readFileSync(join(ttsOut, 'tts', 'are-you-a-robot.json'), 'utf8'));
    const sheet = readPng(fileURLToPath(saved.ObjectStates[0].CustomDeck['1'].FaceURL));
    const size = ttsCardPixels({ id: 'identity', name: '', size: 'poker', cards: [] });
    ttsCard = crop(sheet, [0, 0, size.width, size.height], trimmed.w, trimmed.h);
  }, 240_000);

  const pngCard = () => {
    const bleed = (png.width * BLEED_MM) / (POKER.widthMm + 2 * BLEED_MM);
    return crop(png, [bleed, bleed, png.width - 2 * bleed, png.height - 2 * bleed], trimmed.w, trimmed.h);
  };

  it('prints the restyle, not the shipped look: the picture by team to the edge and the colour band', () => {
    expect(colourAt(png, 0.02, 0.05)).toBe('#ffd166');
    expect(colourAt(png, 0.5, 0.95)).toBe('#9b2226');
    expect(colourAt(robotPng, 0.02, 0.05)).toBe('#073b4c');
    expect(colourAt(robotPng, 0.5, 0.95)).toBe('#005f73');
  });

  it('prints the same card in the PNG, the PDF and the Tabletop Simulator sheet', () => {
    const card = pngCard();
    if (process.env.TW_SHOTS) for (const [name, image] of Object.entries({ card, pdfCard, ttsCard })) writeFileSync(join(process.env.TW_SHOTS, `restyle-${name}.png`), PNG.sync.write(image));
    expect(differing(card, pdfCard)).toBeLessThan(0.02);
    expect(differing(card, ttsCard)).toBeLessThan(0.02);
  });
});
