import type { State } from 'boardgame.io';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { EXTRA, type EvilState, type EvilView } from '../../games/evil-robots/state.ts';
import { freezeDeep } from '../../games/kit/engine/freeze-deep.ts';
import { brokenIn, dealt, play, prepared, seen, start, takenBy } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const SEATS = ['0', '1', '2', '3'];

/** Four players mid-countdown: seat 1 took the first card and holds Peek and Show; every hidden coin differs from its shown one. */
function midRound(): State<EvilState> {
  const G = prepared({ players: 4, hands: { 1: { left: 'fx-peek', right: 'fx-tokens' }, 2: { left: 'fx-show' } }, coins: { 0: ['tails', 'heads'], 1: ['heads', 'tails'], 2: ['tails', 'heads'], 3: ['heads', 'tails'] } });
  return takenBy(start(G), '1');
}

/** Each card id as the JSON of a view would spell it. */
const quoted = (cards: readonly (string | null)[]) => cards.filter((c): c is string => c !== null).map((c) => JSON.stringify(c));

/** A view as text, but for its public tally, which names every Robot Card (each at 0 until revealed). */
const textOf = (view: EvilView) => JSON.stringify(view);

describe('what each viewer receives', () => {
  it("a seat sees its own hand, and of the others' only which decks they hold cards from", () => {
    const state = midRound();
    for (const seat of SEATS) {
      const view = seen(state, seat);
      expect(view.me).toBe(seat);
      expect(view.hand).toEqual(state.G.hands[seat]);
      expect(view.handDecks).toEqual(Object.fromEntries(SEATS.map((p) => [p, ['left', 'right']])));
      expect((view as unknown as Record<string, unknown>).hands).toBeUndefined();
      const text = textOf(view);
      for (const other of SEATS.filter((p) => p !== seat)) for (const card of quoted([state.G.hands[other].left, state.G.hands[other].right])) expect(text, `seat ${seat} sees ${card}`).not.toContain(card);
      // What is public reaches every seat: Influence, Power, tokens, the stack, the Dealer, the log.
      expect(view).toMatchObject({ influence: state.G.influence, power: state.G.power, tokens: state.G.tokens, stack: state.G.stack, dealer: state.G.dealer, allocation: state.G.allocation, log: state.G.log });
    }
  });

  it('each hidden coin reaches only its owner; revealed coins and the extra player’s reach everyone', () => {
    const state = midRound();
    for (const viewer of SEATS) {
      const view = seen(state, viewer);
      for (const owner of SEATS) {
        expect(view.coins[owner].shown).toBe(state.G.coins[owner].shown);
        expect(view.coins[owner].hidden, `${viewer} looks at ${owner}`).toBe(owner === viewer ? state.G.coins[owner].hidden : null);
      }
      expect(view.coins[EXTRA]).toEqual({ hidden: 'tails', shown: 'heads', open: true });
    }
  });

  it('a peek shows a hidden coin to the peeker alone; a shown coin reaches everyone; at the reveal all are shown', () => {
    let state = play(midRound(), ['1', 'reveal', 'fx-peek'], ['1', 'decide', ['3']]);
    expect(seen(state, '1').coins['3'].hidden).toBe('heads');
    for (const viewer of ['0', '2', null]) expect(seen(state, viewer).coins['3'].hidden).toBeNull();
    // Seat 2 shows seat 0's hidden coin on its turn: everyone sees it.
    state = play(state, ['1', 'endTurn']);
    state = takenBy(state, '2');
    state = play(state, ['2', 'reveal', 'fx-show'], ['2', 'decide', ['0']]);
    for (const viewer of [...SEATS, null]) expect(seen(state, viewer).coins['0'].hidden).toBe('tails');
    expect(seen(state, '2').coins['1'].hidden).toBeNull();
    expect(brokenIn(state)).toEqual([]);
    // Once the round is revealed, every coin is open to all.
    const G = dealt(prepared({ players: 4, coins: { 1: ['tails', 'heads'] } }), { power: { 0: 4, 1: 3, 2: 2, 3: 1 }, turn: '0' });
    const over = play(start(G), ['0', 'endTurn']);
    for (const viewer of [...SEATS, null]) expect(seen(over, viewer).coins['1'].hidden).toBe('tails');
  });

  it('a spectator sees no hidden coin and no hand', () => {
    const state = midRound();
    const text = textOf(seen(state, null));
    for (const spectator of [null, '7']) {
      const view = seen(state, spectator);
      expect(view.me).toBeNull();
      expect(view.hand).toBeNull();
      for (const owner of SEATS) expect(view.coins[owner].hidden).toBeNull();
      expect(view.handDecks).toEqual(Object.fromEntries(SEATS.map((p) => [p, ['left', 'right']])));
    }
    for (const card of quoted(SEATS.flatMap((p) => [state.G.hands[p].left, state.G.hands[p].right]))) expect(text).not.toContain(card);
  });

  it('the decks are counts in every view', () => {
    const state = midRound();
    for (const viewer of [...SEATS, null]) {
      const view = seen(state, viewer);
      expect((view as unknown as Record<string, unknown>).decks).toBeUndefined();
      expect(view.deckCounts).toEqual({ left: state.G.decks.left.length, right: state.G.decks.right.length });
      const text = textOf(view);
      for (const card of quoted([...state.G.decks.left, ...state.G.decks.right])) expect(text, `${viewer} sees ${card}`).not.toContain(card);
    }
  });

  it("a card's question: only the player deciding sees its options", () => {
    const state = play(midRound(), ['1', 'reveal', 'fx-peek']);
    expect(seen(state, '1').scripts.running?.pending).toMatchObject({ player: '1', options: ['0', '2', '3'] });
    for (const viewer of ['0', null]) expect(seen(state, viewer).scripts.running?.pending).toMatchObject({ player: '1', options: [] });
  });

  it("a frozen state's coins and hands are viewed once per viewer, and a coin changed in the next state is seen in it", () => {
    const state = midRound();
    freezeDeep(state);
    const first = seen(state, '0');
    expect(seen(state, '0').coins).toBe(first.coins);
    expect(seen(state, '2').handDecks).toBe(first.handDecks);
    expect(first.coins['1'].hidden).toBeNull();
    expect(seen(state, '1').coins['1'].hidden).toBe('heads');
    // Seat 0 is let peek at seat 1's hidden coin; seat 2 now holds no left card.
    const G = { ...state.G, coins: { ...state.G.coins, 1: { ...state.G.coins['1'], seenBy: ['0'] } }, hands: { ...state.G.hands, 2: { left: null, right: state.G.hands['2'].right } } };
    const next = { ...state, G };
    freezeDeep(next);
    expect(seen(next, '0').coins['1'].hidden).toBe('heads');
    expect(seen(next, '3').coins['1'].hidden).toBeNull();
    expect(seen(next, '0').handDecks['2']).toEqual(['right']);
    expect(seen(state, '0').coins['1'].hidden).toBeNull();
    expect(seen(state, '0').handDecks['2']).toEqual(['left', 'right']);
  });
});
