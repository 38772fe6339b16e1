import { describe, expect, it } from 'vitest';
import { countEach } from '../../games/kit/count-each.ts';

describe('countEach', () => {
  it('adds one for each id, twice for an id given twice, as a new record that leaves the old one as it was', () => {
    const before = Object.freeze({ a: 2, b: 1 });
    const after = countEach(before, ['b', 'c', 'b']);
    expect(after).toEqual({ a: 2, b: 3, c: 1 });
    expect(Object.keys(after)).toEqual(['a', 'b', 'c']);
    expect(before).toEqual({ a: 2, b: 1 });
  });

  it("counts an id that names one of Object.prototype's members from zero", () => {
    expect(countEach({}, ['constructor', 'toString', 'constructor'])).toEqual({ constructor: 2, toString: 1 });
  });
});
