import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build chunk with no type declarations (boardgame.io is pinned at 0.50.2)
import { RandomPlugin } from 'boardgame.io/dist/cjs/plugin-random-7425844d.js';
import { PortedRandom, type RandomData } from '../../../games/kit/engine/ported-random.ts';

type Draw = (api: any) => unknown;

const draws: Draw[] = [
  (r) => r.D4(),
  (r) => r.D6(3),
  (r) => r.D8(),
  (r) => r.D10(2),
  (r) => r.D12(),
  (r) => r.D20(),
  (r) => r.Die(),
  (r) => r.Die(7, 4),
  (r) => r.Number(),
  (r) => r.Shuffle(['a', 'b', 'c', 'd', 'e', 'f', 'g']),
  (r) => r.Shuffle([]),
];

describe('PortedRandom: boardgame.io 0.50.2\'s random plugin, made once', () => {
  it('draws the numbers boardgame.io draws and leaves the same data, key for key, from a seed and across actions', () => {
    for (const seed of ['bench', 'same-7', 12345, '']) {
      const ported = new PortedRandom();
      let ours: RandomData = { seed };
      let theirs: RandomData = { seed };
      for (let action = 0; action < 40; action++) {
        const draw = draws[(action * 7 + String(seed).length) % draws.length];
        const reference = RandomPlugin.api({ data: theirs });
        const api = ported.forAction(ours);
        expect(draw(api), `${String(seed)} action ${action}`).toEqual(draw(reference));
        expect(draw(api)).toEqual(draw(reference));
        ours = ported.getState();
        theirs = reference._private.getState();
        expect(JSON.stringify(ours)).toBe(JSON.stringify(theirs));
      }
    }
  });

  it('gives one API for every action, its state what the action was given until it draws', () => {
    const ported = new PortedRandom();
    const first = ported.forAction({ seed: 's' });
    expect(ported.isUsed()).toBe(false);
    (first.D6 as () => number)();
    expect(ported.isUsed()).toBe(true);
    const data: RandomData = { seed: 's' };
    expect(ported.forAction(data)).toBe(first);
    expect(ported.getState()).toBe(data);
    expect(ported.isUsed()).toBe(false);
  });
});
