import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RobotsContent } from '../../games/robots/content-types.ts';
import { discardPower, powerOf } from '../../games/robots/rules/powers.ts';
import { content, play, prepared, start } from './support.ts';

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

  it('a card taken from the Scrap Heap this turn fires no power when discarded', () => {
    const s = play(start(prepared({ hands, heap: ['gray-14', 'purple-12'] })), ['0', 'takeFromHeap', 'purple-12'], ['0', 'discard', 'purple-12']);
    expect(s.G.events.at(-1)).toEqual({ kind: 'power-void', player: '0', card: 'purple-12', power: 'recycle', reason: 'taken-this-turn' });
    const later = play(start(prepared({ hands, heap: ['gray-14', 'purple-12'] })), ['0', 'takeFromHeap', 'purple-12'], ['0', 'discard', 'blue-11']);
    expect(later.G.events.filter((e) => e.kind === 'power-due')).toMatchObject([{ card: 'blue-11' }]);
  });

  it('moving a power to another number is a content edit', () => {
    const edited: RobotsContent = { ...content, powers: { ...content.powers, carriers: [{ number: 9, power: 'recycle' }] } };
    expect(powerOf(edited, 'classic', 'gray-9')?.id).toBe('recycle');
    expect(powerOf(edited, 'classic', 'gray-12')).toBeUndefined();
  });
});
