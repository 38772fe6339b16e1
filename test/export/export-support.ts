import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import { main } from '../../server/cli/main.ts';

/** Two identity designs, Human x2 and Robot x1, poker-sized (test/fixtures/export/). */
export const FIXTURE_CONTENT = fileURLToPath(new URL('../fixtures/export/', import.meta.url));

/** Runs `tablewright export are-you-a-robot ...` on the fixture into a fresh folder. */
export async function exportFixture(...args: string[]): Promise<{ code: number; out: string }> {
  const out = mkdtempSync(join(tmpdir(), 'tablewright-export-'));
  const code = await main(['export', 'are-you-a-robot', '--content', FIXTURE_CONTENT, '--out', out, ...args]);
  return { code, out };
}

export function readPng(path: string): PNG {
  return PNG.sync.read(readFileSync(path));
}

/** `png` cut to [x, y, w, h] and scaled to `width` x `height`, each pixel the mean of the pixels it covers. */
export function crop(png: PNG, [x, y, w, h]: number[], width: number, height: number): PNG {
  const out = new PNG({ width, height });
  for (let j = 0; j < height; j++) {
    for (let i = 0; i < width; i++) {
      const [x0, x1] = [Math.floor(x + (i * w) / width), Math.max(Math.floor(x + (i * w) / width) + 1, Math.floor(x + ((i + 1) * w) / width))];
      const [y0, y1] = [Math.floor(y + (j * h) / height), Math.max(Math.floor(y + (j * h) / height) + 1, Math.floor(y + ((j + 1) * h) / height))];
      const sum = [0, 0, 0, 0];
      for (let v = y0; v < y1; v++) for (let u = x0; u < x1; u++) for (let k = 0; k < 4; k++) sum[k] += png.data[(v * png.width + u) * 4 + k];
      const n = (x1 - x0) * (y1 - y0);
      for (let k = 0; k < 4; k++) out.data[(j * width + i) * 4 + k] = Math.round(sum[k] / n);
    }
  }
  return out;
}

/** Renders every page of a PDF with poppler's pdftoppm at `dpi`; the pages in order. */
export function pdfPages(pdf: string, dpi: number): PNG[] {
  const dir = mkdtempSync(join(tmpdir(), 'tablewright-pdf-'));
  execFileSync('pdftoppm', ['-r', String(dpi), '-png', pdf, join(dir, 'page')]);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.png'))
    .sort()
    .map((f) => readPng(join(dir, f)));
}

/** The pixel's brightness, 0 (black) to 255 (white). */
export function brightness(png: PNG, x: number, y: number): number {
  const i = (Math.round(y) * png.width + Math.round(x)) * 4;
  return (png.data[i] + png.data[i + 1] + png.data[i + 2]) / 3;
}

/** How many distinct colours a rectangle holds (sampled on a grid): 1 for a blank area, many for a drawn card. */
export function colours(png: PNG, x: number, y: number, width: number, height: number): number {
  const seen = new Set<number>();
  for (let j = 0; j < 40; j++) {
    for (let i = 0; i < 40; i++) {
      const px = Math.floor(x + ((i + 0.5) * width) / 40);
      const py = Math.floor(y + ((j + 0.5) * height) / 40);
      const k = (py * png.width + px) * 4;
      seen.add((png.data[k] << 16) | (png.data[k + 1] << 8) | png.data[k + 2]);
    }
  }
  return seen.size;
}

/** Whether a rectangle is paper white throughout (sampled on a grid). */
export function blank(png: PNG, x: number, y: number, width: number, height: number): boolean {
  for (let j = 0; j < 20; j++) {
    // Off the picture the brightness is NaN, which no comparison with 250 refuses: it is not white either.
    for (let i = 0; i < 20; i++) if (!(brightness(png, x + ((i + 0.5) * width) / 20, y + ((j + 0.5) * height) / 20) >= 250)) return false;
  }
  return true;
}
