import { beforeAll, describe, expect, it, vi } from 'vitest';
import { scoreHand, winnerOf } from '../../games/robots/rules/scoring.ts';
import type { RobotsGameover, RobotsState } from '../../games/robots/state.ts';
import { content, play, prepared, refused, spread, start } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

/** A state whose earlier hands left these running totals. */
function withTotals(G: RobotsState, totals: Record<string, number>): RobotsState {
  const scores = Object.fromEntries(Object.entries(totals).map(([p, t]) => [p, { spreads: t, bonus: 0, inHand: 0, total: t }]));
  return { ...G, scores: totals, results: [{ hand: 0, dealer: '1', endedBy: '1', how: 'discard', scores, totals }] };
}

describe('scoring and the end of a hand', () => {
  it('scores each card in a spread for whoever played it, minus the cards left in hand', () => {
    const spreads = [
      spread('s1', '0', 'run', ['red-star', 'red-2', 'red-3', ['red-4', '1']]),
      spread('s2', '1', 'set', ['gray-12', 'green-12', 'wild-1']),
    ];
    spreads[0].cards[0].as = 1;
    const G = prepared({ hands: { '0': ['blue-10'], '1': ['blue-2', 'wild-2'], '2': ['purple-star'] }, spreads });
    expect(scoreHand(content, G)).toEqual({
      '0': { spreads: 15 + 5 + 5, bonus: 0, inHand: 10, total: 15 },
      '1': { spreads: 5 + 10 + 10 + 0, bonus: 0, inHand: 5, total: 20 },
      '2': { spreads: 0, bonus: 0, inHand: 15, total: -15 },
    });
  });

  it('ends the hand when a player discards their last card: scores, and the next hand is dealt by the next dealer', () => {
    const hands = { '0': ['red-2', 'red-3', 'red-4', 'blue-9'], '1': ['gray-5', 'gray-6', 'green-11'], '2': ['purple-8'] };
    const s = play(start(prepared({ hands, heap: ['gray-14'], factoryTop: ['red-5'] })), ['0', 'drawFromFactory'], ['0', 'layDown', 'run', ['red-2', 'red-3', 'red-4']], ['0', 'extend', 's1', ['red-5'], 'high']);
    expect(s.ctx.gameover).toBeUndefined();
    const ended = play(s, ['0', 'discard', 'blue-9']);
    const result = ended.G.results[0];
    expect(result).toMatchObject({ hand: 1, dealer: '2', endedBy: '0', how: 'discard' });
    expect(result.scores['0']).toEqual({ spreads: 20, bonus: 0, inHand: 0, total: 20 });
    expect(result.scores['1'].total).toBe(-20);
    expect(result.scores['2'].total).toBe(-5);
    expect(ended.G.scores).toEqual({ '0': 20, '1': -20, '2': -5 });
    expect(ended.G.handNumber).toBe(2);
    expect(ended.G.dealer).toBe('0');
    expect(ended.ctx.currentPlayer).toBe('1');
    expect(ended.G.spreads).toEqual([]);
    expect(Object.values(ended.G.hands).map((h) => h.length)).toEqual([7, 7, 7]);
    expect(ended.G.heap).toHaveLength(1);
    expect(ended.G.events[0]).toMatchObject({ kind: 'deal', hand: 2, dealer: '0', first: '1' });
  });

  it('a set of one number in all five colours, no wild, constructs the robot: bonus, untouchable, back in the deck next hand', () => {
    const five = ['gray-7', 'purple-7', 'red-7', 'green-7', 'blue-7'];
    const s = play(start(prepared({ hands: { '0': [...five, 'gray-2', 'red-13'], '1': ['gray-5'], '2': ['purple-8'] }, heap: ['gray-14'] })), ['0', 'drawFromFactory'], ['0', 'layDown', 'set', five]);
    expect(s.G.spreads[0].constructed).toBe(7);
    expect(s.G.events.at(-1)).toEqual({ kind: 'construct', player: '0', spread: 's1', number: 7 });
    refused(s, '0', 'extend', 's1', ['gray-2']);
    expect(scoreHand(content, s.G)['0'].bonus).toBe(50);
    expect(scoreHand(content, s.G)['0'].spreads).toBe(25);
  });

  it('a set of five with a wild, or completed by another player, constructs nothing', () => {
    const wild = play(start(prepared({ hands: { '0': ['gray-7', 'purple-7', 'red-7', 'green-7', 'wild-1', 'blue-2'], '1': ['gray-5'], '2': ['purple-8'] }, heap: ['gray-14'] })), ['0', 'drawFromFactory'], ['0', 'layDown', 'set', ['gray-7', 'purple-7', 'red-7', 'green-7', 'wild-1']]);
    expect(wild.G.spreads[0].constructed).toBeNull();
    const spreads = [spread('s1', '1', 'set', ['gray-7', 'purple-7', 'red-7', 'green-7'])];
    const other = play(start(prepared({ hands: { '0': ['blue-7', 'red-2', 'red-3', 'red-4', 'gray-9'], '1': ['gray-5'], '2': ['purple-8'] }, spreads, heap: ['gray-14'] })), ['0', 'drawFromFactory'], ['0', 'layDown', 'run', ['red-2', 'red-3', 'red-4']], ['0', 'extend', 's1', ['blue-7']]);
    expect(other.G.spreads[0].constructed).toBeNull();
    expect(other.G.spreads[0].cards).toHaveLength(5);
  });

  it('ends the game after the hand that takes a single player to the target score', () => {
    const hands = { '0': ['red-2', 'red-3', 'red-4', 'blue-9'], '1': ['gray-5'], '2': ['purple-8'] };
    const s = play(start(withTotals(prepared({ hands, heap: ['gray-14'], factoryTop: ['red-5'] }), { '0': 240, '1': 10, '2': 0 })), ['0', 'drawFromFactory'], ['0', 'layDown', 'run', ['red-2', 'red-3', 'red-4', 'red-5']], ['0', 'discard', 'blue-9']);
    const over = s.ctx.gameover as RobotsGameover;
    expect(over).toEqual({ winner: '0', reason: 'target-reached', scores: { '0': 260, '1': 5, '2': -5 }, hands: 1 });
    refused(s, '1', 'drawFromFactory');
  });

  it('declares the single highest total at or above the target the winner', () => {
    expect(winnerOf(content, { '0': 250, '1': 120, '2': 0 })).toBe('0');
    expect(winnerOf(content, { '0': 260, '1': 270, '2': 0 })).toBe('1');
    expect(winnerOf(content, { '0': 249, '1': 120, '2': 0 })).toBeUndefined();
    expect(winnerOf(content, { '0': 100, '1': 100, '2': 260 })).toBe('2');
    expect(winnerOf(content, { '0': 260, '1': -5, '2': -5 })).toBe('0');
  });

  it('ruling: a tie for the highest total at or above the target plays another hand', () => {
    expect(winnerOf(content, { '0': 260, '1': 260, '2': 0 })).toBeUndefined();
    const hands = { '0': ['red-2', 'red-3', 'red-4', 'blue-9'], '1': ['gray-5'], '2': ['purple-8'] };
    const G = withTotals(prepared({ hands, heap: ['gray-14'], factoryTop: ['red-5'] }), { '0': 230, '1': 255, '2': 0 });
    // Player 0 scores 20 and player 1 loses 5: both reach 250 together.
    const s = play(start(G), ['0', 'drawFromFactory'], ['0', 'layDown', 'run', ['red-2', 'red-3', 'red-4', 'red-5']], ['0', 'discard', 'blue-9']);
    expect(s.G.scores).toEqual({ '0': 250, '1': 250, '2': -5 });
    expect(s.ctx.gameover).toBeUndefined();
    expect(s.G.handNumber).toBe(2);
  });

  it('ruling: a player with no card who finds nothing to draw ends the hand as it stands', () => {
    const base = prepared({ hands: { '0': [], '1': ['gray-5'], '2': ['purple-8'] } });
    const G = { ...base, spreads: [spread('s1', '1', 'set', base.factory)], factory: [], heap: [], poweredDown: ['0'] };
    G.spreads[0].rank = null;
    const s = play(start(G), ['0', 'drawFromFactory']);
    expect(s.G.results[0]).toMatchObject({ endedBy: '0', how: 'no-cards' });
    // Player 1 laid down every other card: far past the target.
    expect((s.ctx.gameover as RobotsGameover).winner).toBe('1');
  });

  it('ruling: a draw from a Factory that runs out again with no card gone into a spread since it was rebuilt ends the hand as it stands (stalled)', () => {
    const hands = { '0': ['red-2', 'red-3', 'red-4', 'blue-9'], '1': ['gray-5'], '2': ['purple-8'] };
    const base = prepared({ hands, heap: ['gray-14'] });
    const empty = { ...base, heap: [...base.heap, ...base.factory], factory: [] };
    // Rebuilt once with nothing played since: the hand ends, scored as it stands, the cards in hand against their holders.
    const stalled = play(start({ ...empty, idleRebuilds: 1 }), ['0', 'drawFromFactory']);
    expect(stalled.G.results[0]).toMatchObject({ endedBy: '0', how: 'stalled' });
    expect(stalled.G.results[0].scores['0'].inHand).toBe(20);
    expect(stalled.G.handNumber).toBe(2);
    // The first time it runs out it is rebuilt, and that rebuild is counted.
    const rebuilt = play(start(empty), ['0', 'drawFromFactory']);
    expect(rebuilt.G.results).toEqual([]);
    expect(rebuilt.G.events.map((e) => e.kind)).toEqual(['reshuffle', 'draw']);
    expect(rebuilt.G.idleRebuilds).toBe(1);
    // A card laid down, added or claimed since counts as play: the count starts again.
    const laid = play(start({ ...base, idleRebuilds: 1 }), ['0', 'drawFromFactory'], ['0', 'layDown', 'run', ['red-2', 'red-3', 'red-4']]);
    expect(laid.G.idleRebuilds).toBe(0);
    const run = spread('s1', '1', 'run', ['red-5', 'red-6', 'red-7']);
    const own = spread('s2', '0', 'set', ['gray-9', 'green-9', 'purple-9']);
    const added = play(start(prepared({ hands, spreads: [run, own], extra: { idleRebuilds: 1 } })), ['0', 'drawFromFactory'], ['0', 'extend', 's1', ['red-4'], 'low']);
    expect(added.G.idleRebuilds).toBe(0);
    const discarded = play(start(prepared({ hands, spreads: [run], extra: { idleRebuilds: 1 } })), ['0', 'drawFromFactory'], ['0', 'discard', 'red-4']);
    expect(discarded.G.idleRebuilds).toBe(1);
    expect(play(discarded, ['2', 'callRobots', 's1', 'low']).G.idleRebuilds).toBe(0);
  });
});
