import { describe, expect, it } from 'vitest';
import { WarmDetector } from './warm-detector.ts';

/** The block (1-based) at whose end the detector first says warm, each block one CPU second at the given rate, played as four games. */
function warmAtBlock(rates: readonly number[]): number | undefined {
  const detector = new WarmDetector(0);
  for (const [i, rate] of rates.entries()) {
    for (let game = 1; game <= 4; game++) {
      if (detector.played(rate / 4, i + game / 4) && game === 4) return i + 1;
    }
  }
  return undefined;
}

// Bias Effect at 2 seats, moves/s of each CPU second of warm-up, on the slow machine of 2026-12-01.
const BIAS_EFFECT_WARMING = [568, 978, 1482, 2627, 3220, 4333, 4444, 4887, 4053, 4841, 4059, 4564, 4340, 5045, 5631, 5298];

describe('WarmDetector', () => {
  it('waits out a rate still climbing through one slow block, and stops once three blocks hold level', () => {
    // Block against block called this warm at block 7 (4,444 against 4,333), a fifth below where it settled.
    expect(warmAtBlock(BIAS_EFFECT_WARMING)).toBe(11);
  });

  it('calls code warm after two windows of level blocks, and never while each block is a fifth faster', () => {
    expect(warmAtBlock([5000, 5000, 5000, 5000, 5000, 5000, 5000])).toBe(6);
    expect(warmAtBlock(Array.from({ length: 30 }, (_, i) => 1000 * 1.2 ** i))).toBeUndefined();
  });

  it('is not fooled by one fast block in a climb', () => {
    // Block against block would stop at block 4 (1,700 against 9,000).
    expect(warmAtBlock([1000, 1300, 9000, 1700, 2200, 2900, 3800, 4000, 4100, 4050, 4080, 4020])).toBe(11);
  });

  it('weighs only whole blocks: games within a second add up to one rate', () => {
    const detector = new WarmDetector(0);
    for (let tenth = 1; tenth <= 30; tenth++) detector.played(100, tenth / 10);
    expect(detector.blockRates).toHaveLength(3);
    for (const rate of detector.blockRates) expect(rate).toBeCloseTo(1000, 0);
  });
});
