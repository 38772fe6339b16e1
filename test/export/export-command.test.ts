import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileURLToPath } from 'node:url';
import { main } from '../../server/cli/main.ts';

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
      [['export', 'robots', '--format', 'pdf', '--size', 'huge'], /--size must be one of poker, bridge, tarot, mini/],
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
});
