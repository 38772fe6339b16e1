import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TtsDeck, TtsSave } from '../../games/kit/export/tts-save.ts';
import { ttsSaveErrors } from '../../games/kit/export/tts-save-check.ts';
import { main } from '../../server/cli/main.ts';
import { FIXTURE_CONTENT, blank, colours, exportFixture, readPng } from './export-support.ts';

const HASHED = /^identity-(1|back)-[0-9a-f]{12}\.png$/;
const readSave = (dir: string): TtsSave => JSON.parse(readFileSync(join(dir, 'are-you-a-robot.json'), 'utf8'));
const fileOf = (url: string) => url.split('/').pop()!;
const quietly = () => {
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  return vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
};
afterEach(() => vi.restoreAllMocks());

describe('tablewright export --format tts', () => {
  let out: string;
  let tts: string;
  let deck: TtsDeck;
  beforeAll(async () => {
    const run = await exportFixture('--format', 'tts');
    expect(run.code).toBe(0);
    out = run.out;
    tts = join(out, 'tts');
    deck = readSave(tts).ObjectStates[0] as TtsDeck;
  }, 180_000);

  it('saves one face-down deck holding every copy, each card named and described as in content', () => {
    expect(ttsSaveErrors(readSave(tts))).toEqual([]);
    expect(deck).toMatchObject({ Name: 'DeckCustom', Nickname: 'Identity card', HideWhenFaceDown: true });
    expect(deck.ContainedObjects.map((c) => c.Nickname)).toEqual(['Human', 'Human', 'Robot']);
    expect(deck.ContainedObjects[2].Description).toMatch(/^You only look human\. You can never fire a laser\./);
    expect(deck.ContainedObjects[2]).toMatchObject({ GMNotes: 'tablewright:identity/robot', HideWhenFaceDown: true, Hands: true });
    expect(deck.DeckIDs).toEqual(deck.ContainedObjects.map((c) => c.CardID));
    expect(deck.DeckIDs).toEqual([100, 100, 101]);
  });

  it('names each image by a hash of its pixels and points at it on this machine', () => {
    const sheet = deck.CustomDeck['1'];
    expect(readdirSync(tts).sort()).toEqual([fileOf(sheet.BackURL), fileOf(sheet.FaceURL), 'are-you-a-robot.json'].sort());
    expect(fileOf(sheet.FaceURL)).toMatch(HASHED);
    expect(sheet.FaceURL).toBe(pathToFileURL(join(tts, fileOf(sheet.FaceURL))).href);
    expect(sheet.BackURL).toBe(pathToFileURL(join(tts, fileOf(sheet.BackURL))).href);
  });

  it('draws a 10x7 sheet whose slots hold the cards the CardIDs name, and the back in the last slot', () => {
    const sheet = deck.CustomDeck['1'];
    expect([sheet.NumWidth, sheet.NumHeight]).toEqual([10, 7]);
    const png = readPng(join(tts, fileOf(sheet.FaceURL)));
    const back = readPng(join(tts, fileOf(sheet.BackURL)));
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

  it('relinks a copied folder to the images beside it, and changes nothing when one is missing', async () => {
    const copy = join(mkdtempSync(join(tmpdir(), 'tablewright-received-')), 'tts of a friend');
    cpSync(tts, copy, { recursive: true });
    quietly();
    expect(await main(['tts', 'relink', copy])).toBe(0);
    const relinked = readSave(copy);
    expect(ttsSaveErrors(relinked)).toEqual([]);
    const sheet = (relinked.ObjectStates[0] as TtsDeck).CustomDeck['1'];
    expect(sheet.FaceURL).toBe(pathToFileURL(join(copy, fileOf(deck.CustomDeck['1'].FaceURL))).href);
    expect(sheet.FaceURL).toContain('tts%20of%20a%20friend');
    expect((relinked.ObjectStates[0] as TtsDeck).ContainedObjects[0].CustomDeck['1']).toEqual(sheet);
    const before = readFileSync(join(copy, 'are-you-a-robot.json'), 'utf8');
    rmSync(join(copy, fileOf(sheet.BackURL)));
    const err = quietly();
    expect(await main(['tts', 'relink', copy])).toBe(1);
    expect(err.mock.calls.join('')).toContain(`names images that are not in ${copy}: ${fileOf(sheet.BackURL)}`);
    expect(readFileSync(join(copy, 'are-you-a-robot.json'), 'utf8')).toBe(before);
  });

  it('re-exported with --public-url: the same pictures keep their names, the server addresses them, stale images go', async () => {
    const first = readdirSync(tts).filter((f) => f.endsWith('.png')).sort();
    writeFileSync(join(tts, 'identity-2-0123456789ab.png'), 'an image of an earlier export');
    writeFileSync(join(tts, 'notes.txt'), 'the artist keeps this');
    quietly();
    expect(await main(['export', 'are-you-a-robot', '--content', FIXTURE_CONTENT, '--out', out, '--format', 'tts', '--public-url', 'https://play.example.org/'])).toBe(0);
    const saved = readSave(tts);
    expect(ttsSaveErrors(saved)).toEqual([]);
    const sheet = (saved.ObjectStates[0] as TtsDeck).CustomDeck['1'];
    expect(sheet.FaceURL).toMatch(/^https:\/\/play\.example\.org\/tts\/are-you-a-robot\/identity-1-[0-9a-f]{12}\.png$/);
    expect(sheet.BackURL).toMatch(/^https:\/\/play\.example\.org\/tts\/are-you-a-robot\/identity-back-[0-9a-f]{12}\.png$/);
    expect(readdirSync(tts).filter((f) => f.endsWith('.png')).sort()).toEqual(first);
    expect([fileOf(sheet.FaceURL), fileOf(sheet.BackURL)].sort()).toEqual(first);
    expect(existsSync(join(tts, 'notes.txt'))).toBe(true);
  }, 180_000);
});
