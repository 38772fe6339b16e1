import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileURLToPath } from 'node:url';
import { main } from '../../server/cli/main.ts';
import { FIXTURE_CONTENT } from './export-support.ts';

const BROKEN = fileURLToPath(new URL('../fixtures/content/missing-field/', import.meta.url));

function capture() {
  const err: string[] = [];
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (err.push(String(chunk)), true));
  vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  return err;
}

afterEach(() => vi.restoreAllMocks());

describe('tablewright export: mistakes', () => {
  it('prints content errors at file:line:col and exports nothing', async () => {
    const err = capture();
    expect(await main(['export', 'are-you-a-robot', '--format', 'pdf', '--content', BROKEN, '--out', '/nonexistent/never'])).toBe(1);
    expect(err.join('')).toMatch(/missing-field\/are-you-a-robot\/\S+\.yaml:\d+:\d+: error: /);
    expect(err.join('')).toMatch(/nothing was exported/);
  });

  it('says what to write for a wrong format, size, paper, game or address', async () => {
    const cases: [string[], RegExp][] = [
      [['export', 'robots'], /--format must be pdf, tts or png/],
      [['export', 'robots', '--format', 'svg'], /not "svg"/],
      [['export', 'robots', '--format', 'pdf', '--size', 'huge'], /--size must be poker, bridge, tarot, mini or a width and height such as 70x110/],
      [['export', 'robots', '--format', 'pdf', '--paper', 'a3'], /--paper must be a4 or letter/],
      [['export', 'chess', '--format', 'pdf'], /unknown game "chess"/],
      [['export', 'robots', '--format', 'tts', '--public-url', 'ftp://x'], /--public-url must be a plain http\(s\) address/],
      [['export', 'robots', '--format', 'tts', '--public-url', 'play.example.org'], /--public-url must be the address players reach the server at/],
      [['export', 'robots', '--format', 'tts', '--public-url', 'https://play.example.org/?x=1'], /without a query/],
      [['export', 'robots', '--format', 'pdf', '--public-url', 'https://play.example.org'], /--public-url only changes a TTS export/],
      [['export', 'robots', '--format', 'tts', '--base-url', 'https://x.org'], /--base-url is gone: write --public-url/],
    ];
    for (const [args, said] of cases) {
      const err = capture();
      expect(await main(args), args.join(' ')).toBe(1);
      expect(err.join(''), args.join(' ')).toMatch(said);
      vi.restoreAllMocks();
    }
  });

  it('says what to write for a print choice that cannot be printed, before opening a browser', async () => {
    const pdf = ['export', 'are-you-a-robot', '--format', 'pdf', '--content', FIXTURE_CONTENT, '--out', '/nonexistent/never'];
    const cases: [string[], RegExp][] = [
      [[...pdf, '--size', '110x70'], /--size 110x70: .*on its side.*upright as --size 70x110\./],
      [[...pdf, '--size', '0x88'], /--size 0x88: a card width of 0 mm cannot be printed/],
      [[...pdf, '--size', '150x270', '--paper', 'letter'], /does not fit on US Letter paper/],
      // A card bigger than the paper is fine where there is no paper: the TTS export stops at the next mistake.
      [['export', 'robots', '--format', 'tts', '--size', '150x270', '--set', 'one'], /--set must be one-each/],
      [[...pdf, '--backs', 'both'], /--backs must be duplex .*, duplex-short .* or none .*, not "both"/],
      [[...pdf, '--marks', 'maybe'], /--marks must be on or off, not "maybe"/],
      [['export', 'robots', '--format', 'tts', '--backs', 'none'], /--backs shapes the sheets of a PDF: leave it out with --format tts/],
      [[...pdf, '--set', 'all'], /--set must be one-each .* or whole-game .*, not "all"/],
      [[...pdf, '--set', 'one-each', '--players', '2'], /--players counts the cards of the whole game: leave it out with --set one-each/],
      [['export', 'robots', '--format', 'pdf', '--players', '4'], /the whole ROBOTS! game is the same box whatever the table; leave --players out/],
      [[...pdf, '--players', 'six'], /--players must be a whole number of players/],
      [[...pdf, '--players', '3'], /--players: Are You A Robot\? seats 2 to 2 players, not 3/],
      // A name every object has is no paper: `'toString' in PAPERS` was true, and the export then failed deep inside.
      [[...pdf, '--paper', 'toString'], /--paper must be a4 or letter, not "toString"/],
    ];
    for (const [args, said] of cases) {
      const err = capture();
      expect(await main(args), args.join(' ')).toBe(1);
      expect(err.join(''), args.join(' ')).toMatch(said);
      vi.restoreAllMocks();
    }
  });
});
