import type { Position } from './yaml-source.ts';

export type Decoded = { text: string } | { at: Position; message: string };

/**
 * A content file's bytes as text. Node's 'utf8' decoding turns a stray Latin-1 byte into
 * U+FFFD without a word, so a name would be corrupted silently: any byte that is not UTF-8
 * is refused at its line and column instead.
 */
export function decodeUtf8(bytes: Uint8Array): Decoded {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return { at: { line: 1, col: 1 }, message: 'the file is saved as UTF-16: save it as UTF-8 (in VS Code: "Save with Encoding", then "UTF-8").' };
  }
  const bad = firstInvalidByte(bytes);
  if (bad === undefined) return { text: new TextDecoder('utf-8').decode(bytes) };
  const before = new TextDecoder('utf-8').decode(bytes.subarray(0, bad));
  const lines = before.split('\n');
  const hex = bytes[bad].toString(16).toUpperCase().padStart(2, '0');
  return {
    at: { line: lines.length, col: [...lines[lines.length - 1]].length + 1 },
    message: `the byte 0x${hex} is not UTF-8: the file was saved in another encoding (likely Windows-1252 or Latin-1), so this character would be garbled. Save the file as UTF-8 (in VS Code: "Reopen with Encoding" in the old one, then "Save with Encoding", "UTF-8") and check the character here.`,
  };
}

/** The offset of the first byte that does not belong to a well-formed UTF-8 sequence. */
function firstInvalidByte(bytes: Uint8Array): number | undefined {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    const length = b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (length === 0) return i;
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k];
      if (next === undefined || (next & 0xc0) !== 0x80 || !secondByteFits(b, k, next)) return i;
    }
    i += length;
  }
  return undefined;
}

// Overlong forms, surrogates and code points past U+10FFFF are ruled out by the second byte.
function secondByteFits(lead: number, k: number, next: number): boolean {
  if (k !== 1) return true;
  if (lead === 0xe0) return next >= 0xa0;
  if (lead === 0xed) return next <= 0x9f;
  if (lead === 0xf0) return next >= 0x90;
  if (lead === 0xf4) return next <= 0x8f;
  return true;
}
