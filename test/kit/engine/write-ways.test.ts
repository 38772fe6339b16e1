import { describe, expect, it } from 'vitest';
import { freezeDeep } from '../../../games/kit/engine/freeze-deep.ts';
import { WriteWays, copyToDepth, writeDepth, type Way } from '../../../games/kit/engine/write-ways.ts';

interface Table {
  hands: Record<string, { cards: string[]; seen: string[] }>;
  log: { text: string }[];
  scripts: { effects: string[]; runs: { vars: Record<string, string> }[] };
  round: number;
}

const table = (): Table => ({
  hands: { 0: { cards: ['a', 'b'], seen: [] }, 1: { cards: ['c'], seen: ['a'] } },
  log: [{ text: 'one' }, { text: 'two' }],
  scripts: { effects: [], runs: [] },
  round: 1,
});

/** Runs `code` the ways `ways` gives, as the lean engine does: the first way that does not throw. */
function run(ways: WriteWays, name: string, G: Table, code: (G: Table) => Table | void): { way: Way; tried: Way[]; G: Table } {
  freezeDeep(G);
  const tried: Way[] = [];
  for (const way of ways.ways(name)) {
    tried.push(way);
    const drafted = ways.draft(name, way, G);
    let after: Table;
    try {
      after = code(drafted) ?? drafted;
    } catch {
      continue;
    }
    ways.record(name, way, G, drafted, after);
    freezeDeep(after);
    return { way, tried, G: after };
  }
  throw new Error(`${name} threw every way`);
}

const identity = new Map<object, object>();

/** Each object of `copy` paired with the object of `original` in its place, as the copy way notes them. */
function pairs(copy: unknown, original: unknown, out = new Map<object, object>()): Map<object, object> {
  if (typeof copy !== 'object' || copy === null || typeof original !== 'object' || original === null) return out;
  out.set(copy, original);
  for (const key of Object.keys(copy)) pairs((copy as Record<string, unknown>)[key], (original as Record<string, unknown>)[key], out);
  return out;
}

describe('write-ways: where code without an immer draft may write', () => {
  it('writeDepth finds the deepest object written to, by value and by a replaced object', () => {
    const before = table();
    const after = structuredClone(before);
    const copiedFrom = pairs(after, before);
    expect(writeDepth(before.hands, after.hands, copiedFrom), 'nothing written').toBe(-1);
    after.hands[0].cards.push('d');
    expect(writeDepth(before.hands, after.hands, copiedFrom), 'an array at depth 2 grew').toBe(2);
    after.hands[0].cards.pop();
    after.hands[0].seen = [];
    expect(writeDepth(before.hands, after.hands, copiedFrom), 'an equal array put in its place: its holder at depth 1 was written').toBe(1);
    expect(writeDepth(before.round, 2, identity), 'a replaced value writes only to what holds it').toBe(-1);
    expect(writeDepth(before.log, [], identity)).toBe(-1);
  });

  it('copyToDepth copies down to the depth asked and shares the rest', () => {
    const G = table();
    const copy = copyToDepth(G.hands, 1);
    expect(copy).toEqual(G.hands);
    expect(copy).not.toBe(G.hands);
    expect(copy[0]).not.toBe(G.hands[0]);
    expect(copy[0].cards).toBe(G.hands[0].cards);
    expect(copyToDepth(G.hands, -1)).toBe(G.hands);
    expect(copyToDepth(G.log, 0)[1]).toBe(G.log[1]);
    const whole = copyToDepth(G.hands, Infinity);
    expect(whole[0].cards).toEqual(['a', 'b']);
    expect(whole[0].cards).not.toBe(G.hands[0].cards);
  });

  it('copyToDepth gives a frozen object or list back as a writable copy, its keys in the same order', () => {
    const G = table();
    freezeDeep(G);
    const hands = copyToDepth(G.hands, 0);
    expect(hands).not.toBe(G.hands);
    expect(Object.isFrozen(hands)).toBe(false);
    expect(Object.keys(hands)).toEqual(Object.keys(G.hands));
    expect(hands[1]).toBe(G.hands[1]);
    const log = copyToDepth(G.log, 0);
    expect(log).not.toBe(G.log);
    expect(Object.isFrozen(log)).toBe(false);
    expect(log).toEqual(G.log);
    log.push({ text: 'three' });
    expect(G.log).toHaveLength(2);
  });

  it('after one whole copy, code that writes deep in one part is given that part copied down to that depth and the rest shared, frozen', () => {
    const ways = new WriteWays();
    const draw = (G: Table) => {
      G.hands[0].cards.push('z');
      G.log.push({ text: 'drew' });
    };
    const first = run(ways, 'draw', table(), draw);
    expect(first.tried).toEqual(['plain', 'copy']);
    const second = run(ways, 'draw', first.G, draw);
    expect(second.way).toBe('part');
    expect(second.G.hands[0].cards).toEqual(['a', 'b', 'z', 'z']);
    expect(first.G.hands[0].cards, 'the state before stays as it was').toEqual(['a', 'b', 'z']);
    expect(second.G.hands[1].cards, 'copied down to the depth the code writes at').not.toBe(first.G.hands[1].cards);
    expect(second.G.log[0], 'the log is copied, its lines shared').toBe(first.G.log[0]);
    expect(second.G.scripts).toBe(first.G.scripts);
    expect(Object.isFrozen(second.G.hands[0].cards) && Object.isFrozen(second.G.log)).toBe(true);
  });

  it('learns a deeper write when code writes deeper than it was seen to, and an equal value put in place', () => {
    const ways = new WriteWays();
    run(ways, 'move', table(), (G) => void G.log.push({ text: 'x' }));
    const deeper = run(ways, 'move', table(), (G) => {
      G.log.push({ text: 'x' });
      G.hands[1].seen.push('b');
    });
    expect(deeper.tried, 'the part way threw on the frozen hand, the copy taught it').toEqual(['part', 'copy']);
    const resetEffects = (G: Table) => {
      G.hands[1].seen.push('c');
      G.scripts.effects = [];
    };
    expect(run(ways, 'move', deeper.G, resetEffects).tried).toEqual(['part', 'copy']);
    const again = run(ways, 'move', deeper.G, resetEffects);
    expect(again.tried, 'an equal array assigned is seen as a write to what holds it').toEqual(['part']);
    expect(again.G.hands[1].seen).toEqual(['a', 'b', 'c']);
  });

  it('copies a part whole once code is seen to write there to something it then drops', () => {
    const ways = new WriteWays();
    const start = () => {
      const G = table();
      G.scripts.runs.push({ vars: { kept: 'x' } }, { vars: {} });
      return G;
    };
    const endRun = (G: Table) => void G.scripts.runs.pop();
    const pickThenEnd = (G: Table) => {
      G.scripts.runs[1].vars.picked = 'b';
      G.scripts.runs.pop();
    };
    run(ways, 'script', start(), endRun);
    expect(run(ways, 'script', start(), endRun).tried).toEqual(['part']);
    expect(run(ways, 'script', start(), pickThenEnd).tried, 'the write to the dropped run shows nowhere in the result').toEqual(['part', 'copy']);
    const whole = run(ways, 'script', start(), pickThenEnd);
    expect(whole.tried, 'so the scripts part is copied whole').toEqual(['part']);
    expect(whole.G.scripts.runs).toEqual([{ vars: { kept: 'x' } }]);
  });
});
