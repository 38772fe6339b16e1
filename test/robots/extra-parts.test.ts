import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SCRIPT_STAGE } from '../../games/kit/script/index.ts';
import { robotsInvariants } from '../../games/robots/invariants.ts';
import { decide, heapTop, pending, powerEvents } from './power-support.ts';
import { content, deck, play, prepared, refused, spread, start } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const hands = { '0': ['red-10', 'red-2', 'gray-9', 'blue-4'], '1': ['gray-5'], '2': ['purple-8'] };

describe('Extra Parts', () => {
  it('draws two from the Factory, then the player discards two, one after the other; then the turn passes', () => {
    let s = play(start(prepared({ hands, heap: ['green-2'], factoryTop: ['green-5', 'green-6', 'green-7'] })), ['0', 'drawFromFactory'], ['0', 'discard', 'red-10']);
    expect(s.G.hands['0']).toEqual(['red-2', 'gray-9', 'blue-4', 'green-5', 'green-6', 'green-7']);
    expect(pending(s)).toMatchObject({ player: '0', kind: 'card', min: 1, max: 1, options: ['red-2', 'gray-9', 'blue-4', 'green-5', 'green-6', 'green-7'] });
    expect(s.ctx.activePlayers).toEqual({ '0': SCRIPT_STAGE });
    s = decide(s, '0', ['green-6']);
    expect(pending(s)?.options).toEqual(['red-2', 'gray-9', 'blue-4', 'green-5', 'green-7']);
    s = decide(s, '0', ['gray-9']);
    expect(pending(s)).toBeNull();
    expect(heapTop(s)).toEqual(['gray-9', 'green-6', 'red-10', 'green-2']);
    expect(s.G.hands['0']).toEqual(['red-2', 'blue-4', 'green-5', 'green-7']);
    expect(s.ctx.currentPlayer).toBe('1');
    expect(s.G.powersFired['extra-parts']).toBe(1);
    expect(robotsInvariants(content, s.G, s.ctx)).toEqual([]);
  });

  it('a discarded power card fires its own power, then Extra Parts goes on', () => {
    let s = play(
      start(prepared({ hands: { ...hands, '0': ['red-10', 'blue-11', 'gray-9'] }, heap: ['green-2', 'green-3', 'green-4', 'green-5'], factoryTop: ['purple-2', 'purple-3', 'purple-4'] })),
      ['0', 'drawFromFactory'],
      ['0', 'discard', 'red-10'],
    );
    s = decide(s, '0', ['blue-11']);
    // The Tractor Beam hauled the lower half of the heap below it (5 cards: 3) under the Factory.
    expect(s.G.factory.slice(-3)).toEqual(['green-4', 'green-3', 'green-2']);
    expect(heapTop(s)).toEqual(['blue-11', 'red-10', 'green-5']);
    expect(pending(s)).toMatchObject({ player: '0', prompt: 'Discard a card (Extra Parts)' });
    s = decide(s, '0', ['gray-9']);
    expect(powerEvents(s).map((e) => e.kind === 'power-due' && e.power)).toEqual(['extra-parts', 'tractor-beam']);
    expect(s.ctx.currentPlayer).toBe('1');
  });

  it('no spread can be laid down after the initial discard, even with the cards Extra Parts drew', () => {
    let s = play(start(prepared({ hands: { ...hands, '0': ['red-10', 'red-2', 'red-3', 'gray-9'] }, factoryTop: ['green-5', 'red-4', 'blue-5'] })), ['0', 'drawFromFactory'], ['0', 'discard', 'red-10']);
    refused(s, '0', 'layDown', 'run', ['red-2', 'red-3', 'red-4']);
    s = decide(s, '0', ['green-5']);
    s = decide(s, '0', ['gray-9']);
    expect(s.G.hands['0']).toEqual(['red-2', 'red-3', 'red-4', 'blue-5']);
    expect(s.ctx.currentPlayer).toBe('1');
    refused(s, '0', 'layDown', 'run', ['red-2', 'red-3', 'red-4']);
  });

  it('ruling: the hand ends during Extra Parts when the player discards their last card; that discard fires nothing', () => {
    const others = deck.cards.map((c) => c.id).filter((id) => !['red-10', 'blue-14'].includes(id));
    const G = prepared({ hands: { '0': ['red-10', 'blue-14'], '1': others.slice(0, 36), '2': others.slice(36) }, turn: { step: 'play' } });
    const s = play(start(G), ['0', 'discard', 'red-10']);
    // Nothing to draw: the Factory is rebuilt from the heap (the Extra Parts card alone, turned up again).
    expect(s.G.results).toHaveLength(1);
    expect(s.G.results[0]).toMatchObject({ endedBy: '0', how: 'discard' });
    expect(s.G.results[0].scores['0'].inHand).toBe(0);
    expect(s.G.handNumber).toBe(2);
    expect(s.G.powersFired).toMatchObject({ 'extra-parts': 1, 'freakin-laser-beam': 0 });
  });

  it('Extra Parts discards a Force Field: its effect starts at once and still bars the next player', () => {
    let s = play(start(prepared({ hands: { ...hands, '0': ['red-10', 'green-13', 'gray-9'] }, heap: ['green-2'], factoryTop: ['purple-2', 'purple-3', 'purple-4'] })), ['0', 'drawFromFactory'], ['0', 'discard', 'red-10']);
    s = decide(s, '0', ['green-13']);
    s = decide(s, '0', ['gray-9']);
    expect(s.G.scripts.effects).toMatchObject([{ effect: 'force-field', owner: '0' }]);
    refused(s, '1', 'takeFromHeap', 'gray-9');
  });

  it('a Freakin’ Laser Beam discarded inside Extra Parts gives a Powered Down owner their cards back, and they are no longer Powered Down while Extra Parts goes on', () => {
    const owner = { '0': ['red-10', 'blue-14', 'gray-9'], '1': [], '2': ['purple-8'] };
    const G = prepared({ hands: owner, heap: ['green-2'], factoryTop: ['purple-2', 'purple-3', 'purple-4'], spreads: [spread('s1', '1', 'run', ['red-4', 'red-5', 'red-6'])], extra: { poweredDown: ['1'] } });
    let s = play(start(G), ['0', 'drawFromFactory'], ['0', 'discard', 'red-10']);
    s = decide(s, '0', ['blue-14']);
    s = decide(s, '0', ['red-5']);
    expect(s.G.hands['1']).toEqual(['red-4', 'red-6']);
    expect(s.G.poweredDown).toEqual([]);
    expect(pending(s)).toMatchObject({ player: '0', prompt: 'Discard a card (Extra Parts)' });
    expect(robotsInvariants(content, s.G, s.ctx)).toEqual([]);
  });
});
