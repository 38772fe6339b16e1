import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * How far two pictures of one card may differ: a pixel differs when pixelmatch's colour
 * distance is past THRESHOLD (its anti-aliased edge pixels never count), and a card fails
 * when more than MAX_SHARE of its pixels differ (about 50 of a poker card's 102,000 at 100 dpi).
 * Measured here: every shipped card's export and story agree on every pixel (306 pictures);
 * the faults the test exists for differ by far more: a ROBOTS! card's screen-reader label
 * printed in its corner 0.40-2.3% of the card, italic flavour text printed upright 0.5%.
 */
const THRESHOLD = 0.1;
export const MAX_SHARE = 0.0005;

export interface Comparison {
  /** Pixels that differ, as a share of the card. */
  share: number;
  /** The two pictures' sizes, when they differ (nothing is compared then). */
  sizes?: string;
  diff?: PNG;
}

export function comparePictures(story: PNG, exported: PNG): Comparison {
  if (story.width !== exported.width || story.height !== exported.height) {
    return { share: 1, sizes: `the story drew ${story.width}x${story.height} px, the export ${exported.width}x${exported.height} px` };
  }
  const diff = new PNG({ width: story.width, height: story.height });
  const differing = pixelmatch(story.data, exported.data, diff.data, story.width, story.height, { threshold: THRESHOLD });
  return { share: differing / (story.width * story.height), diff };
}

/** Writes what an artist needs to see a difference: both pictures and the difference in red, as <name>-storybook.png, -export.png, -diff.png. */
export function writeEvidence(dir: string, name: string, story: PNG, exported: PNG, diff: PNG | undefined): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}-storybook.png`), PNG.sync.write(story));
  writeFileSync(join(dir, `${name}-export.png`), PNG.sync.write(exported));
  if (diff) writeFileSync(join(dir, `${name}-diff.png`), PNG.sync.write(diff));
}

/** The part of `picture` inside a box of whole pixels: one card cut from a photographed sheet. */
export function cropPicture(picture: PNG, box: { x: number; y: number; width: number; height: number }): PNG {
  const part = new PNG({ width: box.width, height: box.height });
  PNG.bitblt(picture, part, box.x, box.y, box.width, box.height, 0, 0);
  return part;
}
