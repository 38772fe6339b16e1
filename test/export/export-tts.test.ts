import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { blank, colours, exportFixture, readPng } from './export-support.ts';

interface SavedCard {
  Name: string;
  Nickname: string;
  CardID: number;
}
interface SavedDeck {
  Name: string;
  Nickname: string;
  DeckIDs: number[];
  CustomDeck: Record<string, { FaceURL: string; BackURL: string; NumWidth: number; NumHeight: number }>;
  ContainedObjects: SavedCard[];
}

describe('tablewright export --format tts', () => {
  let out: string;
  let deck: SavedDeck;
  beforeAll(async () => {
    const run = await exportFixture('--format', 'tts');
    expect(run.code).toBe(0);
    out = run.out;
    deck = JSON.parse(readFileSync(join(out, 'tts', 'are-you-a-robot.json'), 'utf8')).ObjectStates[0];
  }, 180_000);

  it('saves one face-down deck holding every copy, named as in content', () => {
    expect(deck.Name).toBe('DeckCustom');
    expect(deck.ContainedObjects.map((c) => c.Nickname)).toEqual(['Human', 'Human', 'Robot']);
    expect(deck.DeckIDs).toEqual(deck.ContainedObjects.map((c) => c.CardID));
    expect(deck.DeckIDs).toEqual([100, 100, 101]);
  });

  it('points at a 10x7 sheet whose slots hold the cards the CardIDs name, and the back in the last slot', () => {
    const sheet = deck.CustomDeck['1'];
    expect([sheet.NumWidth, sheet.NumHeight]).toEqual([10, 7]);
    expect(sheet.FaceURL).toBe(pathToFileURL(join(out, 'tts', 'identity-1.png')).href);
    const png = readPng(join(out, 'tts', 'identity-1.png'));
    const back = readPng(join(out, 'tts', 'identity-back.png'));
    const [w, h] = [back.width, back.height];
    expect([png.width, png.height]).toEqual([10 * w, 7 * h]);
    // Poker proportions, as large as a 4096 px sheet allows.
    expect(w / h).toBeCloseTo(63.5 / 88.9, 2);
    expect(10 * w).toBeLessThanOrEqual(4096);
    expect(7 * h).toBeLessThanOrEqual(4096);
    const slot = (i: number) => [(i % 10) * w, Math.floor(i / 10) * h, w, h] as const;
    // CardID 100 and 101 are slots 0 and 1; slot 2 on is empty; slot 69 is the hidden-card back.
    expect(colours(png, ...slot(0))).toBeGreaterThan(8);
    expect(colours(png, ...slot(1))).toBeGreaterThan(8);
    expect(blank(png, ...slot(2))).toBe(true);
    expect(blank(png, ...slot(68))).toBe(true);
    expect(colours(png, ...slot(69))).toBeGreaterThan(8);
    expect(colours(back, 0, 0, w, h)).toBeGreaterThan(8);
  });

  it('writes hosted addresses with --base-url', async () => {
    const { code, out: hosted } = await exportFixture('--format', 'tts', '--base-url', 'https://example.org/ayar/');
    expect(code).toBe(0);
    const saved = JSON.parse(readFileSync(join(hosted, 'tts', 'are-you-a-robot.json'), 'utf8')).ObjectStates[0] as SavedDeck;
    expect(saved.CustomDeck['1'].FaceURL).toBe('https://example.org/ayar/tts/identity-1.png');
    expect(saved.CustomDeck['1'].BackURL).toBe('https://example.org/ayar/tts/identity-back.png');
  }, 180_000);
});
