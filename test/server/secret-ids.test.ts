import { describe, expect, it } from 'vitest';
import { secretId } from '../../server/harden/secret-ids.ts';

describe('secretId', () => {
  it('hands out base64url ids of the bytes asked for, never the same bytes twice, across refills of its pool', () => {
    // 3,000 credentials of 16 bytes are twelve refills of the 4 KB pool.
    const ids = Array.from({ length: 3000 }, () => secretId(16));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(Buffer.from(id, 'base64url')).toHaveLength(16);
    }
    // Ids of different lengths come from one pool, side by side.
    expect(secretId(9)).toMatch(/^[A-Za-z0-9_-]{12}$/);
  });

  it('looks random: every byte value turns up about equally often', () => {
    const counts = new Array(256).fill(0);
    for (let i = 0; i < 2000; i++) for (const byte of Buffer.from(secretId(32), 'base64url')) counts[byte]++;
    // 64,000 bytes: 250 of each value expected; a chi-square above 400 (p < 1e-7 at 255 degrees) is not random.
    const chiSquare = counts.reduce((sum, n) => sum + (n - 250) ** 2 / 250, 0);
    expect(chiSquare).toBeLessThan(400);
  });

  it('refuses more bytes than its pool holds', () => {
    expect(() => secretId(5000)).toThrow(/at most 4096 bytes/);
  });
});
