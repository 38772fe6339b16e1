import { describe, expect, it } from 'vitest';
import { shrinkTogether, SMALLEST, type FitJob } from '../../ui/components/card/shrink-together.ts';

/**
 * A box whose words fit at any factor up to `fitsUpTo`, on a page that counts its layouts: a
 * measure after a write lays the page out, a measure after a measure does not.
 */
function page() {
  let dirty = false;
  let layouts = 0;
  const box = (fitsUpTo: number, smallest?: number) => {
    const marked = { dataset: {} as DOMStringMap } as HTMLElement;
    let applied = Number.NaN;
    const job: FitJob = {
      marked,
      smallest,
      apply: (factor) => {
        applied = factor;
        dirty = true;
      },
      fits: () => {
        if (dirty) layouts++;
        dirty = false;
        return applied <= fitsUpTo;
      },
    };
    return { job, marked, applied: () => applied };
  };
  return { box, layouts: () => layouts };
}

/** The search one box at a time, as it was before boxes were fitted together. */
function alone(fitsUpTo: number, smallest = SMALLEST): { factor: number; overflow: boolean } {
  if (1 <= fitsUpTo) return { factor: 1, overflow: false };
  if (smallest > fitsUpTo) return { factor: smallest, overflow: true };
  let [low, high] = [smallest, 1];
  for (let i = 0; i < 7; i++) {
    const mid = (low + high) / 2;
    if (mid <= fitsUpTo) low = mid;
    else high = mid;
  }
  return { factor: low, overflow: false };
}

describe('boxes shrunk together', () => {
  const limits = [1.5, 1, 0.93, 0.71, 0.62, 0.5, 0.45, 0.2];

  it('finds for each box the factor the search one box at a time found, applies it and marks it', () => {
    const p = page();
    const boxes = limits.map((limit) => p.box(limit));
    shrinkTogether(boxes.map((b) => b.job));
    const found = boxes.map((b) => ({ factor: b.applied(), fit: b.marked.dataset.fit, overflow: b.marked.dataset.overflow === 'true' }));
    expect(found).toEqual(limits.map((limit) => ({ factor: alone(limit).factor, fit: alone(limit).factor.toFixed(2), overflow: alone(limit).overflow })));
    expect(found.filter((f) => f.overflow)).toHaveLength(2);
  });

  it("keeps each box's own smallest size", () => {
    const p = page();
    const [strict, loose] = [p.box(0.3, 0.25), p.box(0.3, 0.4)];
    shrinkTogether([strict.job, loose.job]);
    expect([strict.applied(), loose.applied()]).toEqual([alone(0.3, 0.25).factor, 0.4]);
    expect([strict.marked.dataset.overflow, loose.marked.dataset.overflow]).toEqual([undefined, 'true']);
  });

  it('lays the page out once per step, however many boxes: at most nine times, once when all fit whole', () => {
    const many = page();
    shrinkTogether(Array.from({ length: 120 }, (_, i) => many.box(limits[i % limits.length]).job));
    expect(many.layouts()).toBe(9);
    const whole = page();
    shrinkTogether(Array.from({ length: 120 }, () => whole.box(1).job));
    expect(whole.layouts()).toBe(1);
  });

  it('sets up before the first size and puts back after the last, and clears an overflow it no longer has', () => {
    const p = page();
    const b = p.box(0.8);
    const order: string[] = [];
    b.marked.dataset.overflow = 'true';
    shrinkTogether([{ ...b.job, begin: () => order.push('begin'), apply: (f) => (order.push(`apply ${f}`), b.job.apply(f)), end: () => order.push('end') }]);
    expect([order[0], order[1], order.at(-2), order.at(-1)]).toEqual(['begin', 'apply 1', `apply ${alone(0.8).factor}`, 'end']);
    expect(b.marked.dataset.overflow).toBeUndefined();
  });
});
