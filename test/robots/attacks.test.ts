import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SCRIPT_STAGE } from '../../games/kit/script/index.ts';
import { robotsInvariants } from '../../games/robots/invariants.ts';
import { checkExtend } from '../../games/robots/rules/index.ts';
import { decide, heapTop, pending } from './power-support.ts';
import { content, play, prepared, refused, spread, start } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

/** Player 1's red run, extended by players 0 and 2; player 2's set of fives; player 0's run. */
const table = (extra: object = {}) =>
  prepared({
    hands: { '0': ['blue-14', 'red-star', 'gray-2'], '1': ['gray-13'], '2': ['purple-9'] },
    heap: ['green-2', 'green-3'],
    spreads: [
      spread('s1', '1', 'run', [['red-4', '0'], 'red-5', 'red-6', 'red-7', ['red-8', '2']]),
      spread('s2', '2', 'set', ['red-11', 'blue-11', 'gray-11', 'green-11']),
      spread('s3', '0', 'run', ['purple-4', 'purple-5', 'purple-6']),
    ],
    ...extra,
  });
const laser = (G = table()) => play(start(G), ['0', 'drawFromFactory'], ['0', 'discard', 'blue-14']);

describe('Freakin’ Laser Beam', () => {
  it('offers every card of every spread, the player’s own included (highly illogical, but allowed)', () => {
    const s = laser();
    expect(pending(s)).toMatchObject({ player: '0', kind: 'card' });
    expect(pending(s)!.options).toEqual(['red-4', 'red-5', 'red-6', 'red-7', 'red-8', 'red-11', 'blue-11', 'gray-11', 'green-11', 'purple-4', 'purple-5', 'purple-6']);
  });

  it('the card hit and the laser go under the Scrap Heap, the laser at the very bottom; a spread still whole stays', () => {
    const s = decide(laser(), '0', ['blue-11']);
    expect(s.G.heap.slice(0, 2)).toEqual(['blue-14', 'blue-11']);
    expect(heapTop(s)[0]).toBe('green-3');
    expect(s.G.spreads.find((x) => x.id === 's2')!.cards.map((p) => p.card)).toEqual(['red-11', 'gray-11', 'green-11']);
    expect(s.ctx.currentPlayer).toBe('1');
    expect(robotsInvariants(content, s.G, s.ctx)).toEqual([]);
  });

  it('breaks an extended spread: every other card goes back to the hand of the player who played it', () => {
    const s = decide(laser(), '0', ['red-6']);
    expect(s.G.spreads.map((x) => x.id)).toEqual(['s2', 's3']);
    expect(s.G.hands).toEqual({ '0': ['red-star', 'gray-2', expect.any(String), 'red-4'], '1': ['gray-13', 'red-5', 'red-7'], '2': ['purple-9', 'red-8'] });
    expect(s.G.heap.slice(0, 2)).toEqual(['blue-14', 'red-6']);
    expect(s.G.events.find((e) => e.kind === 'spread-hit')).toEqual({ kind: 'spread-hit', player: '0', card: 'red-6', spread: 's1', owner: '1', broken: ['red-4', 'red-5', 'red-7', 'red-8'], brokenTo: 'hands' });
    expect(robotsInvariants(content, s.G, s.ctx)).toEqual([]);
  });

  it('lasering one’s own spread breaks it back into one’s own hand', () => {
    const s = decide(laser(), '0', ['purple-5']);
    expect(s.G.hands['0']).toEqual(expect.arrayContaining(['purple-4', 'purple-6']));
    expect(s.G.spreads.map((x) => x.id)).toEqual(['s1', 's2']);
  });

  it('no attack touches a Constructed Robot', () => {
    const robot = spread('s4', '1', 'set', ['gray-9', 'purple-9', 'red-9', 'green-9', 'blue-9'], { constructed: 9 });
    const hands = { '0': ['blue-14', 'gray-2'], '1': ['gray-13'], '2': ['purple-8'] };
    const s = laser(prepared({ hands, spreads: [robot, spread('s5', '2', 'set', ['red-12', 'blue-12', 'gray-12'])] }));
    expect(pending(s)!.options).toEqual(['red-12', 'blue-12', 'gray-12']);
    const alone = laser(prepared({ hands, spreads: [robot] }));
    expect(pending(alone)).toBeNull();
    expect(alone.G.spreads[0].cards).toHaveLength(5);
    expect(heapTop(alone)[0]).toBe('blue-14');
  });

  it('ruling: with no spread to hit, nothing happens and the laser stays on top of the heap', () => {
    const s = laser(prepared({ hands: { '0': ['blue-14', 'gray-2'], '1': ['gray-13'], '2': [] }, heap: ['green-2'] }));
    expect(heapTop(s)).toEqual(['blue-14', 'green-2']);
    expect(s.ctx.currentPlayer).toBe('1');
  });

  it('a player whose last spread is broken can no longer extend anyone’s spread', () => {
    const G = table({ hands: { '0': ['blue-14', 'red-star', 'purple-11'], '1': ['gray-13'], '2': ['purple-9'] } });
    let s = decide(laser(G), '0', ['purple-5']);
    s = play(s, ['1', 'drawFromFactory'], ['1', 'discard', 'gray-13'], ['2', 'drawFromFactory'], ['2', 'discard', 'purple-9'], ['0', 'drawFromFactory']);
    expect(checkExtend(content, s.G, '0', 's2', ['purple-11'])?.code).toBe('no-own-spread');
  });
});

describe('the Singularity variant', () => {
  const singular = (extra: object = {}) => play(start(table({ variant: 'singularity', ...extra })), ['0', 'drawFromFactory'], ['0', 'discard', 'red-star']);

  it('a star swallows a card of an opponent’s spread only (not one’s own, not a robot)', () => {
    expect(pending(singular())!.options).toEqual(['red-4', 'red-5', 'red-6', 'red-7', 'red-8', 'red-11', 'blue-11', 'gray-11', 'green-11']);
    const classic = play(start(table()), ['0', 'drawFromFactory'], ['0', 'discard', 'red-star']);
    expect(pending(classic)).toBeNull();
    expect(classic.G.powersFired.singularity).toBe(0);
  });

  it('the star and the card go under the Robot Factory, the star at the very bottom; a whole spread stays', () => {
    const s = decide(singular(), '0', ['green-11']);
    expect(s.G.factory.slice(-2)).toEqual(['green-11', 'red-star']);
    expect(s.G.spreads.find((x) => x.id === 's2')!.cards).toHaveLength(3);
    expect(s.ctx.currentPlayer).toBe('1');
  });

  it('a broken spread’s other cards go under the Scrap Heap in the order its owner chooses', () => {
    let s = decide(singular(), '0', ['red-6']);
    expect(s.G.events.find((e) => e.kind === 'spread-hit')).toMatchObject({ card: 'red-6', owner: '1', brokenTo: 'scrap-heap' });
    expect(pending(s)).toMatchObject({ player: '1', kind: 'order', options: ['red-4', 'red-5', 'red-7', 'red-8'], min: 4, max: 4 });
    expect(s.ctx.activePlayers).toEqual({ '1': SCRIPT_STAGE });
    refused(s, '0', 'decide', ['red-8', 'red-7', 'red-5', 'red-4']);
    refused(s, '1', 'decide', ['red-8', 'red-7', 'red-5']);
    s = decide(s, '1', ['red-8', 'red-4', 'red-7', 'red-5']);
    expect(s.G.heap.slice(0, 4)).toEqual(['red-5', 'red-7', 'red-4', 'red-8']);
    expect(heapTop(s).slice(0, 2)).toEqual(['green-3', 'green-2']);
    expect(s.G.factory.slice(-2)).toEqual(['red-6', 'red-star']);
    expect(s.G.hands['2']).toEqual(['purple-9']);
    expect(s.ctx).toMatchObject({ currentPlayer: '1', activePlayers: { '1': 'turn' } });
    expect(robotsInvariants(content, s.G, s.ctx)).toEqual([]);
  });

  it('a Powered Down owner orders their broken spread without it passing through their hand', () => {
    let s = singular({ hands: { '0': ['blue-14', 'red-star', 'gray-2'], '1': [], '2': ['purple-9'] }, extra: { poweredDown: ['1'] } });
    s = decide(s, '0', ['red-5']);
    expect(pending(s)).toMatchObject({ player: '1', kind: 'order' });
    expect(s.G.hands['1']).toEqual([]);
    expect(robotsInvariants(content, s.G, s.ctx)).toEqual([]);
    s = decide(s, '1', ['red-4', 'red-6', 'red-7', 'red-8']);
    expect(s.G.poweredDown).toEqual(['1']);
    expect(s.G.heap.slice(0, 4)).toEqual(['red-8', 'red-7', 'red-6', 'red-4']);
  });

  it('Force Fields do not protect against it', () => {
    const G = table({ variant: 'singularity', hands: { '0': ['green-13', 'gray-2'], '1': ['red-star', 'gray-13'], '2': ['purple-9'] } });
    const s = play(start(G), ['0', 'drawFromFactory'], ['0', 'discard', 'green-13'], ['1', 'drawFromFactory'], ['1', 'discard', 'red-star']);
    expect(pending(s)!.options).toEqual(expect.arrayContaining(['purple-4', 'purple-5', 'purple-6']));
  });
});
