import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RobotsContent } from '../../games/robots/content-types.ts';
import { checkDiscard } from '../../games/robots/rules/discard.ts';
import { discardPower, powerOf, takesFromHeap } from '../../games/robots/rules/powers.ts';
import { content, play, prepared, refused, start } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const hands = { '0': ['red-2', 'red-3', 'red-4', 'blue-11', 'gray-9'], '1': ['gray-5'], '2': ['purple-8'] };

describe('which discards fire a power', () => {
  it('maps the numbers 10 to 14 to the five powers, in every colour; lower numbers carry none', () => {
    expect(['gray-10', 'red-11', 'blue-12', 'green-13', 'purple-14'].map((c) => powerOf(content, 'classic', c)?.id)).toEqual([
      'extra-parts',
      'tractor-beam',
      'recycle',
      'force-field',
      'freakin-laser-beam',
    ]);
    expect(powerOf(content, 'classic', 'red-9')).toBeUndefined();
    expect(powerOf(content, 'classic', 'wild-1')).toBeUndefined();
  });

  it('stars carry the Singularity only in the Singularity variant', () => {
    expect(powerOf(content, 'classic', 'red-star')).toBeUndefined();
    expect(powerOf(content, 'singularity', 'red-star')?.id).toBe('singularity');
  });

  it('a discard carrying a power fires it: the log says so, the script runs, then the turn passes', () => {
    const s = play(start(prepared({ hands, heap: ['gray-14'] })), ['0', 'drawFromFactory'], ['0', 'discard', 'blue-11']);
    expect(s.G.events.slice(-2)).toEqual([
      { kind: 'discard', player: '0', card: 'blue-11' },
      { kind: 'power-due', player: '0', card: 'blue-11', power: 'tractor-beam' },
    ]);
    expect(s.G.factory.at(-1)).toBe('gray-14');
    expect(s.G.scripts.running).toBeNull();
    expect(s.G.powersFired).toEqual({ 'extra-parts': 0, 'tractor-beam': 1, recycle: 0, 'force-field': 0, 'freakin-laser-beam': 0, singularity: 0 });
    expect(s.ctx.currentPlayer).toBe('1');
  });

  it('a card without a power records nothing', () => {
    const s = play(start(prepared({ hands, heap: ['gray-14'] })), ['0', 'drawFromFactory'], ['0', 'discard', 'gray-9']);
    expect(s.G.events.some((e) => e.kind === 'power-due' || e.kind === 'power-void')).toBe(false);
  });

  it('the discard that ends the hand fires no power', () => {
    const last = { '0': ['red-2', 'red-3', 'red-4', 'blue-11'], '1': ['gray-5'], '2': ['purple-8'] };
    const s = play(start(prepared({ hands: last, heap: ['gray-14'], factoryTop: ['red-5'] })), ['0', 'drawFromFactory'], ['0', 'layDown', 'run', ['red-2', 'red-3', 'red-4', 'red-5']], ['0', 'discard', 'blue-11']);
    expect(s.G.results[0].endedBy).toBe('0');
    expect(discardPower(content, { variant: 'classic', turn: { player: '0', step: 'play', takenFromHeap: [], mustPlay: null } }, 'blue-11', true)).toMatchObject({ fires: false, reason: 'final-discard' });
  });

  it('a power card taken from the Scrap Heap cannot be discarded the same turn; a card without a power can; the next turn it may go, and fires', () => {
    const G = prepared({ hands, heap: ['gray-14', 'green-2', 'purple-12'] });
    let s = play(start(G), ['0', 'takeFromHeap', 'purple-12']);
    expect(checkDiscard(content, s.G, '0', 'purple-12')).toEqual({
      code: 'taken-this-turn',
      message: 'You picked purple-12 up from the Scrap Heap this turn: a power card cannot be your discard on the turn you picked it up. Discard another card.',
    });
    refused(s, '0', 'discard', 'purple-12');
    s = play(s, ['0', 'discard', 'gray-9'], ['1', 'drawFromFactory'], ['1', 'discard', 'gray-5'], ['2', 'drawFromFactory'], ['2', 'discard', 'purple-8'], ['0', 'drawFromFactory'], ['0', 'discard', 'purple-12']);
    expect(s.G.events.at(-1)).toEqual({ kind: 'power-due', player: '0', card: 'purple-12', power: 'recycle' });
    const plain = play(start(prepared({ hands, heap: ['gray-14', 'green-2'] })), ['0', 'takeFromHeap', 'green-2'], ['0', 'discard', 'green-2']);
    expect(plain.G.heap.at(-1)).toBe('green-2');
    expect(plain.ctx.currentPlayer).toBe('1');
  });

  it('several cards taken: every power card among them is barred from the discard that turn, not only the top one; a star too in the Singularity variant', () => {
    const s = play(start(prepared({ hands, heap: ['gray-14', 'red-5', 'blue-12', 'green-3'] })), ['0', 'takeFromHeap', 'red-5'], ['0', 'layDown', 'run', ['red-2', 'red-3', 'red-4', 'red-5']]);
    expect(checkDiscard(content, s.G, '0', 'blue-12')?.code).toBe('taken-this-turn');
    expect(checkDiscard(content, s.G, '0', 'green-3')).toBeUndefined();
    expect(checkDiscard(content, s.G, '0', 'blue-11')).toBeUndefined();
    // A star carries a power only in the Singularity variant.
    for (const [variant, barred] of [['classic', undefined], ['singularity', 'taken-this-turn']]) {
      const star = play(start(prepared({ hands, heap: ['gray-14', 'red-star'], variant })), ['0', 'takeFromHeap', 'red-star']);
      expect(checkDiscard(content, star.G, '0', 'red-star')?.code, variant).toBe(barred);
    }
  });

  it('a power takes from the Scrap Heap when its script picks cards up from it, or draws or moves them into a hand: Recycle does, the others do not', () => {
    const taking = content.powers.powers.filter(takesFromHeap).map((p) => p.id);
    expect(taking).toEqual(['recycle']);
    const power = (script: Record<string, unknown>[]) => ({ id: 'x', name: 'X', text: 'x', script });
    expect(takesFromHeap(power([{ if: { condition: { chosen: '$x' }, then: [{ draw: { from: 'scrap-heap', count: 2 } }] } }]))).toBe(true);
    expect(takesFromHeap(power([{ move: { from: { zone: 'scrap-heap' }, to: 'hand' } }]))).toBe(true);
    expect(takesFromHeap(power([{ move: { from: 'scrap-heap', to: 'factory', at: 'bottom' } }]))).toBe(false);
  });

  it('moving a power to another number is a content edit', () => {
    const edited: RobotsContent = { ...content, powers: { ...content.powers, carriers: [{ number: 9, power: 'recycle' }] } };
    expect(powerOf(edited, 'classic', 'gray-9')?.id).toBe('recycle');
    expect(powerOf(edited, 'classic', 'gray-12')).toBeUndefined();
  });
});
