import { beforeAll, describe, expect, it, vi } from 'vitest';
import { checkClaim } from '../../games/robots/rules/claim.ts';
import { claimWindow } from '../../games/robots/rules/claim-window.ts';
import { content, play, prepared, refused, spread, start } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const spreads = [spread('s1', '2', 'run', ['gray-5', 'gray-6', 'gray-7'])];
const hands = { '0': ['gray-8', 'blue-9', 'red-12'], '1': ['green-2', 'green-3'], '2': ['purple-8', 'blue-12'] };
/** Player 0 has drawn and discards gray-8, which fits the gray run of player 2. */
const afterDiscard = () => play(start(prepared({ hands, spreads, heap: ['red-14'] })), ['0', 'drawFromFactory'], ['0', 'discard', 'gray-8']);

describe('the ROBOTS! call', () => {
  it('a discard that fits a spread opens the call to every other player, the next player included', () => {
    const s = afterDiscard();
    expect(s.G.claimable).toEqual({ card: 'gray-8', discardedBy: '0' });
    expect(s.ctx.currentPlayer).toBe('1');
    expect(s.ctx.activePlayers).toEqual({ '1': 'turn', '2': 'claim' });
  });

  it('the claimer adds the card to the spread, even with no spread of their own; the card scores for them', () => {
    const s = play(afterDiscard(), ['1', 'callRobots', 's1', 'high']);
    expect(s.G.spreads[0].cards.at(-1)).toEqual({ card: 'gray-8', by: '1', as: 8 });
    expect(s.G.heap).toEqual(['red-14']);
    expect(s.G.claimable).toBeNull();
    expect(s.ctx.activePlayers).toEqual({ '1': 'turn' });
    expect(s.G.events.at(-1)).toEqual({ kind: 'claim', player: '1', card: 'gray-8', spread: 's1', owner: '2', into: ['gray-5', 'gray-6', 'gray-7'] });
    expect(s.G.turn.step).toBe('draw');
  });

  it('the first claim wins; a later one is refused', () => {
    const first = play(afterDiscard(), ['2', 'callRobots', 's1']);
    expect(first.G.spreads[0].cards.at(-1)?.by).toBe('2');
    refused(first, '1', 'callRobots', 's1');
    expect(checkClaim(content, first.G, '1', 's1')?.code).toBe('nothing-to-claim');
  });

  it('the discarder cannot claim their own discard', () => {
    const s = afterDiscard();
    refused(s, '0', 'callRobots', 's1');
    expect(checkClaim(content, s.G, '0', 's1')?.code).toBe('own-discard');
  });

  it('the window closes when the next player draws', () => {
    const drawn = play(afterDiscard(), ['1', 'drawFromFactory']);
    expect(drawn.G.claimable).toBeNull();
    expect(drawn.ctx.activePlayers).toEqual({ '1': 'turn' });
    refused(drawn, '2', 'callRobots', 's1');
    const took = play(afterDiscard(), ['1', 'takeFromHeap', 'gray-8']);
    expect(took.G.claimable).toBeNull();
    refused(took, '2', 'callRobots', 's1');
  });

  it('a discard that fits no spread opens no window; the claim must name a spread the card fits', () => {
    const s = play(start(prepared({ hands, spreads, heap: ['red-14'] })), ['0', 'drawFromFactory'], ['0', 'discard', 'blue-9']);
    expect(s.G.claimable).toBeNull();
    expect(s.ctx.activePlayers).toEqual({ '1': 'turn' });
    const open = afterDiscard();
    expect(checkClaim(content, open.G, '2', 's1', 'low')?.code).toBe('does-not-fit');
    expect(checkClaim(content, open.G, '2', 'nope')?.code).toBe('unknown-spread');
  });

  it('a claim completing the claimer’s own set of five colours constructs their robot', () => {
    const own = [spread('s1', '2', 'set', ['gray-6', 'purple-6', 'red-6', 'green-6'])];
    const s = play(start(prepared({ hands: { ...hands, '0': ['blue-6', 'gray-2'] }, spreads: own, heap: ['red-14'] })), ['0', 'drawFromFactory'], ['0', 'discard', 'blue-6'], ['2', 'callRobots', 's1']);
    expect(s.G.spreads[0].constructed).toBe(6);
  });

  it('in a live match the window holds the next draw and take for claimWindowSeconds; a discard that fits nothing, the end of the game or 0 seconds holds nothing', () => {
    const s = afterDiscard();
    const rules = (claimWindowSeconds: number) => ({ rules: { ...content.rules, claimWindowSeconds } });
    expect(claimWindow(s.G, false, rules(5))).toEqual({ key: `gray-8@${s.G.heap.length}`, seconds: 5, moves: ['drawFromFactory', 'takeFromHeap'], reason: expect.stringMatching(/ROBOTS! window/) });
    expect(claimWindow(s.G, false, rules(0))).toBeUndefined();
    expect(claimWindow(s.G, true, rules(5))).toBeUndefined();
    const plain = play(start(prepared({ hands, spreads, heap: ['red-14'] })), ['0', 'drawFromFactory'], ['0', 'discard', 'red-12']);
    expect(plain.G.claimable).toBeNull();
    expect(claimWindow(plain.G, false, rules(5))).toBeUndefined();
  });
});
