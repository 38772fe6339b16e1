import { beforeAll, describe, expect, it, vi } from 'vitest';
import { EXTRA } from '../../games/evil-robots/state.ts';
import { brokenIn, costOf, dealt, keepAll, pendingOf, play, prepared, refused, start, takenBy, toShowdown, type Prepared } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

/** Seat 1's turn at Power Level `power` with `tokens`, holding Zero Tax (left, 1) and Winner (right, 2). */
function turnOf(power: number, tokens: number, p: Partial<Prepared> = {}) {
  const G = prepared({ players: 5, hands: { 1: { left: 'fx-zero-tax', right: 'fx-winner' } }, coins: { 2: ['tails', 'tails'] }, ...p });
  return start(dealt(G, { power: { 1: power }, tokens: { 1: tokens }, turn: '1' }));
}

describe('a turn', () => {
  it('revealing a Robot Card costs its cost in Action Tokens, and it stays face up', () => {
    expect([costOf('fx-winner'), costOf('fx-zero-tax'), costOf('fx-peek')]).toEqual([2, 1, 0]);
    let state = play(turnOf(4, 3), ['1', 'reveal', 'fx-winner']);
    expect(state.G.tokens['1']).toBe(1);
    expect(state.G.hands['1']).toEqual({ left: 'fx-zero-tax', right: null });
    expect(state.G.faceUp).toEqual([{ card: 'fx-winner', owner: '1' }]);
    state = play(state, ['1', 'reveal', 'fx-zero-tax']);
    expect(state.G.tokens['1']).toBe(0);
    expect(state.G.supply.tokens).toBe(20);
    expect(state.G.step).toEqual({ kind: 'turn', player: '1' });
    // A card costing nothing is revealed with no token left.
    const free = turnOf(4, 0, { hands: { 1: { left: 'fx-peek', right: 'fx-winner' } } });
    expect(play(free, ['1', 'reveal', 'fx-peek']).G.faceUp).toEqual([{ card: 'fx-peek', owner: '1' }]);
    expect(brokenIn(state)).toEqual([]);
  });

  it("turning another player's revealed coin costs 2 tokens, the extra player's either coin included", () => {
    const G = prepared({ players: 4, coins: { 2: ['tails', 'heads'] } });
    let state = start(dealt(G, { power: { 1: 4 }, tokens: { 1: 6 }, turn: '1' }));
    state = play(state, ['1', 'flipCoin', '2', 'shown']);
    expect(state.G.coins['2']).toMatchObject({ hidden: 'tails', shown: 'tails' });
    expect(state.G.tokens['1']).toBe(4);
    state = play(state, ['1', 'flipCoin', EXTRA, 'hidden']);
    expect(state.G.coins[EXTRA]).toMatchObject({ hidden: 'heads', shown: 'heads' });
    state = play(state, ['1', 'flipCoin', EXTRA, 'shown']);
    expect(state.G.coins[EXTRA]).toMatchObject({ hidden: 'heads', shown: 'tails' });
    expect(state.G.tokens['1']).toBe(0);
    // A player's hidden coin is never turned by a move; nor is a coin of nobody.
    const fresh = start(dealt(prepared({ players: 4 }), { power: { 1: 4 }, tokens: { 1: 6 }, turn: '1' }));
    refused(fresh, '1', 'flipCoin', '2', 'hidden');
    refused(fresh, '1', 'flipCoin', '1', 'hidden');
    refused(fresh, '1', 'flipCoin', '7', 'shown');
    expect(brokenIn(state)).toEqual([]);
  });

  it('turning your own revealed coin costs 1 token, but not at Power Level 0', () => {
    const state = play(turnOf(4, 1), ['1', 'flipCoin', '1', 'shown']);
    expect(state.G.coins['1'].shown).toBe('tails');
    expect(state.G.tokens['1']).toBe(0);
    const zero = turnOf(0, 3);
    expect(refused(zero, '1', 'flipCoin', '1', 'shown')).toBe('action/invalid_move');
  });

  it("a player at Power Level 0 may still reveal, turn others' coins and swap", () => {
    const state = play(turnOf(0, 5), ['1', 'reveal', 'fx-winner'], ['1', 'flipCoin', '2', 'shown'], ['1', 'swap', 'left']);
    expect(state.G.faceUp.map((f) => f.card)).toEqual(['fx-winner']);
    expect(state.G.coins['2'].shown).toBe('heads');
    expect(state.G.hands['1'].left).not.toBe('fx-zero-tax');
    expect(state.G.tokens['1']).toBe(1);
  });

  it('swapping puts the card at the bottom of its deck and draws the next, for 1 Influence and no token', () => {
    const before = turnOf(4, 0);
    const top = before.G.decks.left[0];
    const state = play(before, ['1', 'swap', 'left']);
    expect(state.G.hands['1']).toEqual({ left: top, right: 'fx-winner' });
    expect(state.G.decks.left).toEqual([...before.G.decks.left.slice(1), 'fx-zero-tax']);
    expect(state.G.influence['1']).toBe(2);
    expect(state.G.supply.influence).toBe(before.G.supply.influence + 1);
    expect(state.G.tokens['1']).toBe(0);
    expect(brokenIn(state)).toEqual([]);
  });

  it('an action the player cannot pay is refused (INVALID_MOVE) and nothing changes', () => {
    const poor = turnOf(4, 1, { influence: { 1: 0 } });
    expect(refused(poor, '1', 'reveal', 'fx-winner')).toBe('action/invalid_move');
    refused(poor, '1', 'reveal', 'fx-winner');
    refused(poor, '1', 'flipCoin', '2', 'shown');
    refused(poor, '1', 'swap', 'left');
    const broke = turnOf(4, 0);
    refused(broke, '1', 'flipCoin', '1', 'shown');
    refused(broke, '1', 'reveal', 'fx-zero-tax');
    // What can be paid still is.
    expect(play(poor, ['1', 'reveal', 'fx-zero-tax']).G.tokens['1']).toBe(0);
  });

  it('only the player whose turn it is acts, and only with cards of their own', () => {
    const state = turnOf(4, 5);
    for (const [move, ...args] of [['reveal', 'fx-winner'], ['flipCoin', '2', 'shown'], ['swap', 'left'], ['endTurn']] as [string, ...unknown[]][]) {
      refused(state, '2', move, ...args);
      refused(state, null, move, ...args);
    }
    refused(state, '1', 'reveal', state.G.hands['2'].left);
    refused(state, '1', 'swap', 'middle');
  });

  it("nothing else happens while a card waits on its player's decision", () => {
    const state = play(turnOf(4, 3, { hands: { 1: { left: 'fx-peek' } } }), ['1', 'reveal', 'fx-peek']);
    expect(pendingOf(state)).toMatchObject({ player: '1', options: ['0', '2', '3', '4'] });
    for (const [p, move, ...args] of [['1', 'endTurn'], ['1', 'flipCoin', '2', 'shown'], ['1', 'reveal', 'fx-winner'], ['2', 'claim', true], ['2', 'decide', ['0']], ['1', 'decide', ['1']]] as [string, string, ...unknown[]][]) {
      refused(state, p, move, ...args);
    }
    const answered = play(state, ['1', 'decide', ['3']]);
    expect(pendingOf(answered)).toBeNull();
    expect(play(answered, ['1', 'endTurn']).G.step.kind).toBe('offer');
  });

  it('an Endgame card is not revealed on a turn', () => {
    const state = turnOf(4, 3, { hands: { 1: { left: 'fx-endgame-push' } } });
    expect(refused(state, '1', 'reveal', 'fx-endgame-push')).toBe('action/invalid_move');
  });

  it('a swap needs a card in that slot and a card left in its deck', () => {
    const revealed = play(turnOf(4, 3), ['1', 'reveal', 'fx-zero-tax']);
    refused(revealed, '1', 'swap', 'left');
    // Every other left card face up: the left deck is empty, nothing to swap for.
    const G = structuredClone(turnOf(4, 3).G);
    G.faceUp = G.decks.left.splice(0).map((card) => ({ card, owner: '3' }));
    const empty = start(G);
    expect(brokenIn(empty)).toEqual([]);
    refused(empty, '1', 'swap', 'left');
    expect(play(empty, ['1', 'swap', 'right']).G.hands['1'].right).not.toBe('fx-winner');
  });

  it('unused tokens stay with the player until the clean-up sends them back', () => {
    let state = takenBy(start(prepared({ players: 5 })), '1');
    state = play(state, ['1', 'endTurn']);
    expect(state.G.tokens['1']).toBe(3);
    state = toShowdown(state);
    while (state.G.step.kind === 'split') state = play(state, [state.G.step.winners[0], 'closeSplit']);
    expect(state.G.step.kind).toBe('keep');
    expect(Object.values(state.G.tokens)).toEqual([0, 0, 0, 0, 0]);
    expect(state.G.supply.tokens).toBe(20);
    expect(keepAll(state).G.round).toBe(2);
  });
});
