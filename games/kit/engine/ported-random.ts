/** The random plugin's data: the match's seed, and the generator's state once a number was drawn. */
export interface RandomData {
  seed: string | number;
  prngstate?: AleaState;
}

interface AleaState {
  c: number;
  s0: number;
  s1: number;
  s2: number;
}

const TWO_TO_MINUS_32 = 2.3283064365386963e-10;

/** Baagoe's Mash, as boardgame.io 0.50.2 inlines it (from seedrandom): seeds Alea from a string. */
function mash(): (data: string | number) => number {
  let n = 0xefc8249d;
  return (data) => {
    const text = data.toString();
    for (let i = 0; i < text.length; i++) {
      n += text.charCodeAt(i);
      let h = 0.02519603282416938 * n;
      n = h >>> 0;
      h -= n;
      h *= n;
      n = h >>> 0;
      h -= n;
      n += h * 0x100000000;
    }
    return (n >>> 0) * TWO_TO_MINUS_32;
  };
}

/** Alea's first state for a seed, as boardgame.io's `new Alea(seed)` makes it. */
function seeded(seed: string | number): AleaState {
  const m = mash();
  const state = { c: 1, s0: m(' '), s1: m(' '), s2: m(' ') };
  state.s0 -= m(seed);
  if (state.s0 < 0) state.s0 += 1;
  state.s1 -= m(seed);
  if (state.s1 < 0) state.s1 += 1;
  state.s2 -= m(seed);
  if (state.s2 < 0) state.s2 += 1;
  return state;
}

/**
 * boardgame.io 0.50.2's random plugin API (its `Random` class), number for number, with the
 * plugin's data in the same shape after every draw: the ported flow's one instance, whose API is
 * made once rather than as boardgame.io's Enhance makes it, a dozen closures for every action. The
 * state is a plain field, read and put back as boardgame.io's is (`_private.state`).
 */
export class PortedRandom {
  state: RandomData = { seed: '0' };
  private used = false;
  readonly api: Record<string, unknown> & { _private: PortedRandom };

  constructor() {
    const random = () => this.next();
    const roll = (spots: number, count?: number) =>
      count === undefined ? Math.floor(random() * spots) + 1 : Array.from({ length: count }, () => Math.floor(random() * spots) + 1);
    this.api = {
      D4: (count?: number) => roll(4, count),
      D6: (count?: number) => roll(6, count),
      D8: (count?: number) => roll(8, count),
      D10: (count?: number) => roll(10, count),
      D12: (count?: number) => roll(12, count),
      D20: (count?: number) => roll(20, count),
      Die: (spots = 6, count?: number) => roll(spots, count),
      Number: () => random(),
      Shuffle: <T>(deck: T[]): T[] => {
        const clone = [...deck];
        let source = deck.length;
        let destination = 0;
        const shuffled: T[] = Array.from({ length: source });
        while (source) {
          const index = Math.trunc(source * random());
          shuffled[destination++] = clone[index];
          clone[index] = clone[--source];
        }
        return shuffled;
      },
      _private: this,
    };
  }

  /** The API for one action over the plugin's data. */
  forAction(data: RandomData): this['api'] {
    this.state = data;
    this.used = false;
    return this.api;
  }

  getState(): RandomData {
    return this.state;
  }

  isUsed(): boolean {
    return this.used;
  }

  private next(): number {
    this.used = true;
    const from = this.state.prngstate ?? seeded(this.state.seed);
    const t = 2091639 * from.s0 + from.c * TWO_TO_MINUS_32;
    const c = Math.trunc(t);
    const s2 = t - c;
    this.state = { ...this.state, prngstate: { c, s0: from.s1, s1: from.s2, s2 } };
    return s2;
  }
}
