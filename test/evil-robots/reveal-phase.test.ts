import { beforeAll, describe, expect, it, vi } from 'vitest';
import { brokenIn, costOf, dealt, pendingOf, play, prepared, refused, start } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

/**
 * Five players, seat 3 deals (so the order is 3, 4, 0, 1, 2); seat 1's turn is the countdown's
 * last. Seat 0 holds Winner (a Reveal card) and a token; seat 2 Reveal Flip and a token; seat 4
 * tokens but no Reveal card; seat 3 nothing to spend.
 */
function lastTurn() {
  const G = prepared({
    players: 5,
    dealer: '3',
    hands: { 0: { left: 'fx-zero-tax', right: 'fx-winner' }, 2: { left: 'fx-reveal-flip' }, 3: { left: 'fx-peek' } },
    coins: { 0: ['tails', 'heads'], 1: ['heads', 'heads'], 2: ['tails', 'tails'], 3: ['heads', 'tails'], 4: ['tails', 'tails'] },
  });
  return start(dealt(G, { power: { 0: 5, 1: 4, 2: 3, 3: 2, 4: 0 }, tokens: { 0: 1, 2: 1, 4: 3 }, turn: '1' }));
}

describe('the Reveal phase', () => {
  it('in seat order from the Dealer, a player with a token and a Reveal card may reveal it for 1 token', () => {
    let state = play(lastTurn(), ['1', 'endTurn']);
    // 3 has no token, 4 no Reveal card: seat 0 is first.
    expect(state.G.step).toEqual({ kind: 'reveal-phase', player: '0' });
    // Winner costs 2 on a turn; now it costs the Reveal phase's 1.
    expect(costOf('fx-winner')).toBe(2);
    state = play(state, ['0', 'reveal', 'fx-winner']);
    expect(state.G.tokens['0']).toBe(0);
    expect(state.G.faceUp).toEqual([{ card: 'fx-winner', owner: '0' }]);
    expect(state.G.step).toEqual({ kind: 'reveal-phase', player: '2' });
    // Seat 2's card asks whose coin it turns; the phase waits for the answer.
    state = play(state, ['2', 'reveal', 'fx-reveal-flip']);
    expect(pendingOf(state)).toMatchObject({ player: '2' });
    state = play(state, ['2', 'decide', ['1']]);
    expect(state.G.coins['1'].shown).toBe('tails');
    expect(state.G.step.kind).not.toBe('reveal-phase');
    expect(brokenIn(state)).toEqual([]);
  });

  it('a player may pass, and nobody acts out of turn', () => {
    let state = play(lastTurn(), ['1', 'endTurn']);
    expect(refused(state, '2', 'reveal', 'fx-reveal-flip')).toBe(true);
    expect(refused(state, '2', 'passReveal')).toBe(true);
    state = play(state, ['0', 'passReveal']);
    expect(state.G.step).not.toEqual({ kind: 'reveal-phase', player: '0' });
    expect(state.G.hands['0'].right).toBe('fx-winner');
    expect(state.G.tokens['0']).toBe(1);
  });

  it('only a Reveal card may be revealed in the Reveal phase', () => {
    const state = play(lastTurn(), ['1', 'endTurn']);
    expect(refused(state, '0', 'reveal', 'fx-zero-tax')).toBe(true);
    expect(refused(state, '0', 'flipCoin', '2', 'shown')).toBe(true);
    expect(refused(state, '0', 'swap', 'left')).toBe(true);
  });

  it('players without a token or without a Reveal card are skipped; with nobody able, the reveal follows at once', () => {
    const G = structuredClone(lastTurn().G);
    G.supply.tokens += G.tokens['0'] + G.tokens['2'];
    G.tokens['0'] = 0;
    G.tokens['2'] = 0;
    const state = play(start(G), ['1', 'endTurn']);
    // Good (seat 1's 4) beats Evil (3 + 0): seat 1 alone wins, paid at once, and the clean-up opens.
    expect(state.G.showdown!.winners).toEqual(['1']);
    expect(state.G.step.kind).toBe('keep');
  });

  it('a player who still holds a Reveal card and a token is asked again after a reveal, then the next player', () => {
    const G = structuredClone(lastTurn().G);
    // Seat 0 holds two Reveal cards and 2 tokens.
    G.decks.left = G.decks.left.filter((c) => c !== 'fx-reveal-flip');
    G.decks.left.push(G.hands['0'].left!);
    G.hands['0'].left = 'fx-reveal-flip';
    G.hands['2'].left = G.decks.left.shift()!;
    G.tokens['0'] = 2;
    G.supply.tokens -= 1;
    let state = start(G);
    expect(brokenIn(state)).toEqual([]);
    state = play(state, ['1', 'endTurn'], ['0', 'reveal', 'fx-winner']);
    expect(state.G.tokens['0']).toBe(1);
    expect(state.G.hands['0'].left).toBe('fx-reveal-flip');
    expect(state.G.step).toEqual({ kind: 'reveal-phase', player: '0' });
    state = play(state, ['0', 'passReveal']);
    expect(state.G.step).not.toEqual({ kind: 'reveal-phase', player: '0' });
  });

  it('then every hidden coin is shown', () => {
    let state = play(lastTurn(), ['1', 'endTurn']);
    expect(Object.values(state.G.coins).some((c) => c.open)).toBe(false);
    state = play(state, ['0', 'passReveal'], ['2', 'passReveal']);
    expect(Object.values(state.G.coins).every((c) => c.open)).toBe(true);
    expect(state.G.showdown!.teams).toEqual({ 0: 'neutral', 1: 'good', 2: 'evil', 3: 'neutral', 4: 'evil' });
  });
});
