import { describe, expect, it } from 'vitest';
import { decodeUtf8 } from '../../../games/kit/content/decode-utf8.ts';

const bytes = (...parts: (string | number[])[]) => Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'utf8')] : p)));

describe('reading content bytes as UTF-8', () => {
  it('reads UTF-8 text, accents, emoji and a byte-order mark as they are', () => {
    expect(decodeUtf8(bytes('name: Trilobét 🤖\n'))).toEqual({ text: 'name: Trilobét 🤖\n' });
    expect(decodeUtf8(bytes([0xef, 0xbb, 0xbf], 'a: 1\n'))).toEqual({ text: 'a: 1\n' });
  });

  it('points at the first byte that is not UTF-8, counting characters before it on its line', () => {
    const decoded = decodeUtf8(bytes('a: 1\nname: é ', [0xe9], 't\n'));
    expect('at' in decoded && decoded.at).toEqual({ line: 2, col: 9 });
    expect('message' in decoded && decoded.message).toMatch(/^the byte 0xE9 is not UTF-8: .*Save the file as UTF-8/);
  });

  it('refuses overlong forms, surrogates and a sequence cut short', () => {
    for (const bad of [[0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe2, 0x82], [0xf5, 0x80, 0x80, 0x80]]) {
      expect('at' in decodeUtf8(bytes('x: ', bad)), bad.join(',')).toBe(true);
    }
  });

  it('says so when the file is UTF-16', () => {
    const decoded = decodeUtf8(bytes([0xff, 0xfe], [0x61, 0]));
    expect('message' in decoded && decoded.message).toMatch(/saved as UTF-16: save it as UTF-8/);
  });
});
