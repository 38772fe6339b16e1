import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RobotsContent } from '../../games/robots/content-types.ts';
import { checkDiscard } from '../../games/robots/rules/discard.ts';
import { decide, heapTop, pending } from './power-support.ts';
import { content, deck, play, prepared, refused, spread, start } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const base = {
  hands: {
    '0': ['green-13', 'gray-2', 'gray-3'],
    '1': ['red-10', 'blue-11', 'purple-12', 'blue-14', 'gray-9'],
    '2': ['red-14', 'purple-9', 'purple-2'],
  },
  heap: ['green-2', 'green-3', 'green-4'],
  spreads: [spread('s1', '0', 'set', ['red-5', 'blue-5', 'gray-5']), spread('s2', '2', 'set', ['red-7', 'blue-7', 'gray-7'])],
};
/** Player 0 has discarded a Force Field; it is player 1's turn. */
const shielded = () => play(start(prepared(base)), ['0', 'drawFromFactory'], ['0', 'discard', 'green-13']);

describe('Force Field', () => {
  it('the next player cannot take from the Scrap Heap and must draw from the Factory', () => {
    const s = shielded();
    expect(s.G.scripts.effects).toMatchObject([{ effect: 'force-field', owner: '0', until: 'end-of-next-player-turn' }]);
    refused(s, '1', 'takeFromHeap', 'green-13');
    refused(s, '1', 'takeFromHeap', 'green-13');
    expect(play(s, ['1', 'drawFromFactory']).G.turn.step).toBe('play');
  });

  it('ruling: it also bars the next player’s ROBOTS! call, not the other players’', () => {
    const G = prepared({ ...base, hands: { ...base.hands, '0': ['red-13', 'gray-2', 'gray-3'] }, spreads: [spread('s1', '2', 'set', ['green-13', 'blue-13', 'gray-13'])] });
    const s = play(start(G), ['0', 'drawFromFactory'], ['0', 'discard', 'red-13']);
    expect(s.G.claimable).toEqual({ card: 'red-13', discardedBy: '0' });
    refused(s, '1', 'callRobots', 's1');
    expect(play(s, ['2', 'callRobots', 's1']).G.spreads[0].cards).toHaveLength(4);
  });

  it('lasts one round: the turn after the next player’s may take from the heap again', () => {
    const s = play(shielded(), ['1', 'drawFromFactory'], ['1', 'discard', 'gray-9']);
    expect(s.G.scripts.effects).toEqual([]);
    expect(play(s, ['2', 'takeFromHeap', 'gray-9']).G.hands['2']).toContain('gray-9');
  });

  it('does not bar Extra Parts or the Tractor Beam', () => {
    let s = play(shielded(), ['1', 'drawFromFactory'], ['1', 'discard', 'red-10']);
    expect(pending(s)).toMatchObject({ player: '1', prompt: 'Discard a card (Extra Parts)' });
    s = decide(s, '1', ['gray-9']);
    s = decide(s, '1', ['blue-11']);
    expect(s.G.powersFired).toMatchObject({ 'extra-parts': 1, 'tractor-beam': 1 });
    expect(heapTop(s).slice(0, 2)).toEqual(['blue-11', 'gray-9']);
  });

  it('bars discarding a Recycle, with the reason; any other card may go, and the turn after, a Recycle may be discarded again', () => {
    const G = prepared({ ...base, hands: { ...base.hands, '2': ['red-12', 'purple-9', 'purple-2'] } });
    let s = play(start(G), ['0', 'drawFromFactory'], ['0', 'discard', 'green-13'], ['1', 'drawFromFactory']);
    expect(checkDiscard(content, s.G, '1', 'purple-12')).toEqual({
      code: 'force-field',
      message: "The Force Field discarded just before your turn bars the Scrap Heap, and purple-12's Recycle would take from it: discard another card.",
    });
    refused(s, '1', 'discard', 'purple-12');
    expect(checkDiscard(content, s.G, '1', 'blue-11')).toBeUndefined();
    s = play(s, ['1', 'discard', 'gray-9'], ['2', 'drawFromFactory'], ['2', 'discard', 'red-12']);
    expect(pending(s)).toMatchObject({ player: '2', prompt: 'Take a card from the Scrap Heap (Recycle)' });
  });

  it('ruling: with only Recycles in hand, one may be discarded under it, and its power takes nothing from the heap', () => {
    const G = prepared({ ...base, hands: { ...base.hands, '1': ['purple-12'] }, factoryTop: ['purple-3', 'red-12'] });
    const s = play(start(G), ['0', 'drawFromFactory'], ['0', 'discard', 'green-13'], ['1', 'drawFromFactory'], ['1', 'discard', 'purple-12']);
    expect(pending(s)).toBeNull();
    expect(heapTop(s)).toEqual(['purple-12', 'green-13', 'green-4', 'green-3', 'green-2']);
    expect(s.G.hands['1']).toEqual(['red-12']);
    expect(s.ctx.currentPlayer).toBe('2');
  });

  it('Extra Parts under it cannot discard a Recycle either', () => {
    const s = play(shielded(), ['1', 'drawFromFactory'], ['1', 'discard', 'red-10']);
    expect(pending(s)).toMatchObject({ player: '1', prompt: 'Discard a card (Extra Parts)' });
    expect(pending(s)!.options).toEqual(expect.arrayContaining(['blue-11', 'blue-14', 'gray-9']));
    expect(pending(s)!.options).not.toContain('purple-12');
    refused(s, '1', 'decide', ['purple-12']);
  });

  it('the bar follows the power, not the number: a Recycle moved to the 9s is barred, a 12 is not', () => {
    const moved: RobotsContent = { ...content, powers: { ...content.powers, carriers: [{ number: 9, power: 'recycle' }] } };
    const s = play(shielded(), ['1', 'drawFromFactory']);
    expect(checkDiscard(moved, s.G, '1', 'gray-9')?.code).toBe('force-field');
    expect(checkDiscard(moved, s.G, '1', 'purple-12')).toBeUndefined();
  });

  it('the next player may still fire a Freakin’ Laser Beam, but not at the owner’s spreads', () => {
    const s = play(shielded(), ['1', 'drawFromFactory'], ['1', 'discard', 'blue-14']);
    expect(pending(s)).toMatchObject({ player: '1', options: ['red-7', 'blue-7', 'gray-7'] });
  });

  it('with only the owner’s spreads on the table, the laser finds no target and stays on the heap', () => {
    const s = play(start(prepared({ ...base, spreads: [base.spreads[0]] })), ['0', 'drawFromFactory'], ['0', 'discard', 'green-13'], ['1', 'drawFromFactory'], ['1', 'discard', 'blue-14']);
    expect(pending(s)).toBeNull();
    expect(heapTop(s)[0]).toBe('blue-14');
    expect(s.G.spreads[0].cards).toHaveLength(3);
  });

  it('the protection ends with the round: the player after may laser the owner', () => {
    const s = play(shielded(), ['1', 'drawFromFactory'], ['1', 'discard', 'gray-9'], ['2', 'drawFromFactory'], ['2', 'discard', 'red-14']);
    expect(pending(s)).toMatchObject({ player: '2', options: ['red-5', 'blue-5', 'gray-5', 'red-7', 'blue-7', 'gray-7'] });
  });

  it('ruling: no effect outlives its hand', () => {
    const mine = ['red-10', 'green-13', 'gray-9'];
    const others = deck.cards.map((c) => c.id).filter((id) => !mine.includes(id));
    const G = prepared({ hands: { '0': mine, '1': others.slice(0, 36), '2': others.slice(36) }, turn: { step: 'play' } });
    let s = play(start(G), ['0', 'discard', 'red-10']);
    s = decide(s, '0', ['green-13']);
    expect(s.G.handNumber).toBe(2);
    expect(s.G.powersFired['force-field']).toBe(1);
    expect(s.G.scripts.effects).toEqual([]);
  });
});
