import { beforeAll, describe, expect, it, vi } from 'vitest';
import { checkTakeFromHeap } from '../../games/robots/rules/draw.ts';
import { checkLayDown } from '../../games/robots/rules/plays.ts';
import { act, content, play, prepared, refused, spread, start } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const hand3 = { '0': ['red-2', 'red-3', 'red-4', 'blue-9'], '1': ['gray-5', 'gray-6', 'green-11'], '2': ['purple-8', 'blue-12', 'green-3'] };

describe('the turn', () => {
  it('draws the top card of the Robot Factory and moves on to play', () => {
    const s = play(start(prepared({ hands: hand3, heap: ['gray-14'], factoryTop: ['blue-2'] })), ['0', 'drawFromFactory']);
    expect(s.G.hands['0']).toContain('blue-2');
    expect(s.G.factory[0]).not.toBe('blue-2');
    expect(s.G.turn.step).toBe('play');
    expect(s.G.events.at(-1)).toEqual({ kind: 'draw', player: '0' });
  });

  it('refuses playing or discarding before drawing, drawing twice, and any move out of turn', () => {
    const s = start(prepared({ hands: hand3, heap: ['gray-14'] }));
    refused(s, '0', 'discard', 'blue-9');
    refused(s, '0', 'layDown', 'run', ['red-2', 'red-3', 'red-4']);
    refused(s, '1', 'drawFromFactory');
    const drew = play(s, ['0', 'drawFromFactory']);
    refused(drew, '0', 'drawFromFactory');
    refused(drew, '0', 'takeFromHeap', 'gray-14');
    refused(drew, '2', 'discard', 'purple-8');
  });

  it('takes the top card of the Scrap Heap with no duty to play it', () => {
    const s = play(start(prepared({ hands: hand3, heap: ['gray-14', 'green-6'] })), ['0', 'takeFromHeap', 'green-6'], ['0', 'discard', 'green-6']);
    expect(s.G.heap).toEqual(['gray-14', 'green-6']);
    expect(s.G.turn.player).toBe('1');
  });

  it('takes several cards from the Scrap Heap only if the bottom-most can be played at once', () => {
    const s = start(prepared({ hands: hand3, heap: ['red-5', 'gray-12', 'green-6'] }));
    const taken = play(s, ['0', 'takeFromHeap', 'red-5']);
    expect(taken.G.hands['0']).toEqual([...hand3['0'], 'red-5', 'gray-12', 'green-6']);
    expect(taken.G.turn.mustPlay).toBe('red-5');
    expect(taken.G.heap).toEqual([]);
    const other = start(prepared({ hands: hand3, heap: ['purple-5', 'gray-12', 'green-6'] }));
    expect(checkTakeFromHeap(content, other.G, '0', 'purple-5')?.code).toBe('cannot-play-bottom');
    refused(other, '0', 'takeFromHeap', 'purple-5');
    refused(other, '0', 'takeFromHeap', 'not-a-card');
  });

  it('cannot end the turn until the bottom-most card taken is in a spread', () => {
    const taken = play(start(prepared({ hands: hand3, heap: ['red-5', 'gray-12', 'green-6'] })), ['0', 'takeFromHeap', 'red-5']);
    refused(taken, '0', 'discard', 'blue-9');
    const played = play(taken, ['0', 'layDown', 'run', ['red-2', 'red-3', 'red-4', 'red-5']]);
    expect(played.G.turn.mustPlay).toBeNull();
    expect(act(played, '0', 'discard', 'blue-9').ok).toBe(true);
  });

  it('refuses a play that would leave the bottom-most card taken with nowhere to go', () => {
    const taken = play(start(prepared({ hands: hand3, heap: ['red-5', 'gray-12', 'green-6'] })), ['0', 'takeFromHeap', 'red-5']);
    // Laying down 2-3-4 alone still lets red-5 extend it: allowed.
    expect(act(taken, '0', 'layDown', 'run', ['red-2', 'red-3', 'red-4']).ok).toBe(true);
    // red-4 is needed for the only spread blue-4 can join (a set of fours): the run would strand it.
    const hands = { '0': ['red-2', 'red-3', 'red-4', 'gray-4'], '1': ['gray-5'], '2': ['purple-8'] };
    const bound = play(start(prepared({ hands, heap: ['blue-4', 'green-12'] })), ['0', 'takeFromHeap', 'blue-4']);
    expect(checkLayDown(content, bound.G, '0', 'run', ['red-2', 'red-3', 'red-4'])?.code).toBe('strands-must-play');
    refused(bound, '0', 'layDown', 'run', ['red-2', 'red-3', 'red-4']);
    expect(act(bound, '0', 'layDown', 'set', ['red-4', 'gray-4', 'blue-4']).ok).toBe(true);
  });

  it('lays down as many spreads as the player likes', () => {
    const hands = { '0': ['red-2', 'red-3', 'red-4', 'gray-9', 'green-9', 'blue-9', 'purple-12'], '1': ['gray-5'], '2': ['purple-8'] };
    const s = play(start(prepared({ hands, heap: ['gray-14'] })), ['0', 'drawFromFactory'], ['0', 'layDown', 'run', ['red-2', 'red-3', 'red-4']], ['0', 'layDown', 'set', ['gray-9', 'green-9', 'blue-9']]);
    expect(s.G.spreads.map((x) => [x.id, x.owner, x.kind])).toEqual([
      ['s1', '0', 'run'],
      ['s2', '0', 'set'],
    ]);
    refused(s, '0', 'layDown', 'run', ['red-2', 'red-3', 'red-4']);
  });

  it('extends any player’s spread only once the player has a spread of their own', () => {
    const spreads = [spread('s1', '1', 'run', ['gray-5', 'gray-6', 'gray-7'])];
    const hands = { '0': ['gray-8', 'red-2', 'red-3', 'red-4', 'blue-11'], '1': ['green-2'], '2': ['purple-8'] };
    const s = play(start(prepared({ hands, spreads, heap: ['gray-14'] })), ['0', 'drawFromFactory']);
    refused(s, '0', 'extend', 's1', ['gray-8'], 'high');
    const own = play(s, ['0', 'layDown', 'run', ['red-2', 'red-3', 'red-4']], ['0', 'extend', 's1', ['gray-8'], 'high']);
    expect(own.G.spreads[0].cards.at(-1)).toEqual({ card: 'gray-8', by: '0', as: 8 });
    expect(own.G.spreads[0].owner).toBe('1');
  });

  it('discarding puts the card on top of the Scrap Heap and passes the turn to the left', () => {
    const s = play(start(prepared({ hands: hand3, heap: ['gray-14'] })), ['0', 'drawFromFactory'], ['0', 'discard', 'blue-9']);
    expect(s.G.heap).toEqual(['gray-14', 'blue-9']);
    expect(s.ctx.currentPlayer).toBe('1');
    expect(s.G.turn).toEqual({ player: '1', step: 'draw', takenFromHeap: [], mustPlay: null });
    const back = play(s, ['1', 'drawFromFactory'], ['1', 'discard', 'gray-5'], ['2', 'drawFromFactory'], ['2', 'discard', 'green-3']);
    expect(back.ctx.currentPlayer).toBe('0');
  });

  it('a player who plays their last card is Powered Down: the turn passes, and next turn they must draw from the Factory', () => {
    const hands = { '0': ['red-2', 'red-3'], '1': ['gray-5', 'gray-6'], '2': ['purple-8', 'blue-12'] };
    const s = play(start(prepared({ hands, heap: ['gray-14'], factoryTop: ['red-4'] })), ['0', 'drawFromFactory'], ['0', 'layDown', 'run', ['red-2', 'red-3', 'red-4']]);
    expect(s.G.poweredDown).toEqual(['0']);
    expect(s.G.hands['0']).toEqual([]);
    expect(s.ctx.currentPlayer).toBe('1');
    expect(s.G.claimable).toBeNull();
    expect(s.G.events.at(-1)).toEqual({ kind: 'powered-down', player: '0' });
    const round = play(s, ['1', 'drawFromFactory'], ['1', 'discard', 'gray-5'], ['2', 'drawFromFactory'], ['2', 'discard', 'purple-8']);
    expect(round.ctx.currentPlayer).toBe('0');
    refused(round, '0', 'takeFromHeap', 'purple-8');
    const drew = play(round, ['0', 'drawFromFactory']);
    expect(drew.G.poweredDown).toEqual([]);
    expect(drew.G.hands['0']).toHaveLength(1);
  });

  it('rebuilds an empty Robot Factory from the Scrap Heap when someone must draw, one card turned up', () => {
    const base = prepared({ hands: hand3, heap: ['gray-14'] });
    const G = { ...base, heap: [...base.heap, ...base.factory], factory: [] };
    const s = play(start(G), ['0', 'drawFromFactory']);
    expect(s.G.heap).toHaveLength(1);
    expect(s.G.factory.length).toBe(G.heap.length - 2);
    expect(s.G.events.map((e) => e.kind)).toEqual(['reshuffle', 'draw']);
    expect(s.G.hands['0']).toHaveLength(5);
  });
});
