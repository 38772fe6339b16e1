import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Face } from '../../games/evil-robots/state.ts';
import { brokenIn, costOf, dealt, passAsked, pendingOf, play, prepared, refused, seen, start, type Hand } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const H: Face = 'heads';
const T: Face = 'tails';

/**
 * Five players, seat 3 deals (so the order is 3, 4, 0, 1, 2); seat 1's turn is the countdown's
 * last. Every seat holds two face-down cards. Seat 0 holds Winner (a Reveal card) and a token;
 * seat 2 Reveal Flip and a token; seat 4 three tokens but no Reveal card; seats 1 and 3 no token.
 */
function lastTurn() {
  const G = prepared({
    players: 5,
    dealer: '3',
    hands: { 0: { left: 'fx-zero-tax', right: 'fx-winner' }, 2: { left: 'fx-reveal-flip' }, 3: { left: 'fx-peek' } },
    coins: { 0: [T, H], 1: [H, H], 2: [T, T], 3: [H, T], 4: [T, T] },
  });
  return start(dealt(G, { power: { 0: 5, 1: 4, 2: 3, 3: 2, 4: 0 }, tokens: { 0: 1, 2: 1, 4: 3 }, turn: '1' }));
}

/** A face-down card of a hand goes under its deck, leaving the slot empty (everything still in one place). */
function emptySlot(G: ReturnType<typeof lastTurn>['G'], seat: string, deck: 'left' | 'right'): void {
  G.decks[deck].push(G.hands[seat][deck]!);
  G.hands[seat][deck] = null;
}

describe('the Reveal phase', () => {
  it('in seat order from the Dealer, every seat with a token and a face-down card is asked; a Reveal card costs 1 token', () => {
    let state = play(lastTurn(), ['1', 'endTurn']);
    // 3 has no token; 4 has tokens and face-down cards, though no Reveal card: asked first.
    expect(state.G.step).toEqual({ kind: 'reveal-phase', player: '4' });
    state = play(state, ['4', 'passReveal']);
    expect(state.G.step).toEqual({ kind: 'reveal-phase', player: '0' });
    // Winner costs 2 on a turn; now it costs the Reveal phase's 1.
    expect(costOf('fx-winner')).toBe(2);
    state = play(state, ['0', 'reveal', 'fx-winner']);
    expect(state.G.tokens['0']).toBe(0);
    expect(state.G.faceUp).toEqual([{ card: 'fx-winner', owner: '0' }]);
    // Seat 0 cannot pay again, seat 1 has no token: seat 2.
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
    refused(state, '2', 'reveal', 'fx-reveal-flip');
    refused(state, '2', 'passReveal');
    refused(state, '0', 'reveal', 'fx-winner');
    refused(state, '0', 'passReveal');
    state = play(state, ['4', 'passReveal'], ['0', 'passReveal']);
    expect(state.G.step).toEqual({ kind: 'reveal-phase', player: '2' });
    expect(state.G.hands['0'].right).toBe('fx-winner');
    expect(state.G.tokens['0']).toBe(1);
  });

  it('only a Reveal card may be revealed in the Reveal phase', () => {
    const asked = play(lastTurn(), ['1', 'endTurn']);
    // Seat 4, asked, holds no Reveal card: it can reveal neither of its cards, only pass.
    for (const deck of ['left', 'right'] as const) refused(asked, '4', 'reveal', asked.G.hands['4'][deck]);
    const state = play(asked, ['4', 'passReveal']);
    refused(state, '0', 'reveal', 'fx-zero-tax');
    refused(state, '0', 'flipCoin', '2', 'shown');
    refused(state, '0', 'swap', 'left');
  });

  it('a seat without a Reveal card is still asked, and passes: the step never tells what a hand holds', () => {
    const { asked, state } = passAsked(play(lastTurn(), ['1', 'endTurn']));
    // Seats 4 (no Reveal card), 0 and 2 (a Reveal card each) alike; 3 and 1 hold no token.
    expect(asked).toEqual(['4', '0', '2']);
    expect(state.G.step.kind).toBe('keep');
  });

  it("seats without a token, short of the phase's cost or without any face-down card are skipped; with nobody able, the reveal follows at once", () => {
    // Seat 4 holds no face-down card (public: no card backs): skipped despite its tokens.
    const empty = structuredClone(lastTurn().G);
    emptySlot(empty, '4', 'left');
    emptySlot(empty, '4', 'right');
    expect(passAsked(play(start(empty), ['1', 'endTurn'])).asked).toEqual(['0', '2']);
    // One face-down card is enough to be asked.
    const one = structuredClone(lastTurn().G);
    emptySlot(one, '4', 'left');
    expect(passAsked(play(start(one), ['1', 'endTurn'])).asked).toEqual(['4', '0', '2']);
    // With Zero Tax face up the phase costs seat 4 (Power Level 0) 2 tokens: with 1 it is skipped, with 2 asked.
    const taxed = (tokens: number) => {
      const G = structuredClone(lastTurn().G);
      G.faceUp.push({ card: G.hands['0'].left!, owner: '0' });
      G.hands['0'].left = null;
      G.supply.tokens += G.tokens['4'] - tokens;
      G.tokens['4'] = tokens;
      expect(brokenIn(start(G))).toEqual([]);
      return passAsked(play(start(G), ['1', 'endTurn'])).asked;
    };
    expect(taxed(1)).toEqual(['0', '2']);
    expect(taxed(2)).toEqual(['4', '0', '2']);
    // Nobody with a token: no one is asked.
    const G = structuredClone(lastTurn().G);
    G.supply.tokens += G.tokens['0'] + G.tokens['2'] + G.tokens['4'];
    G.tokens['0'] = 0;
    G.tokens['2'] = 0;
    G.tokens['4'] = 0;
    const state = play(start(G), ['1', 'endTurn']);
    // Good (seat 1's 4) beats Evil (3 + 0): seat 1 alone wins, paid at once, and the clean-up opens.
    expect(state.G.showdown!.winners).toEqual(['1']);
    expect(state.G.step.kind).toBe('keep');
  });

  it('a seat that still holds a face-down card and can pay is asked again after a reveal, then the next seat', () => {
    // Seat 0 holds Winner and Zero Tax (not a Reveal card) with 2 tokens: asked again all the same.
    const G = structuredClone(lastTurn().G);
    G.tokens['0'] = 2;
    G.supply.tokens -= 1;
    let state = play(start(G), ['1', 'endTurn'], ['4', 'passReveal'], ['0', 'reveal', 'fx-winner']);
    expect(state.G.tokens['0']).toBe(1);
    expect(state.G.step).toEqual({ kind: 'reveal-phase', player: '0' });
    refused(state, '0', 'reveal', 'fx-zero-tax');
    state = play(state, ['0', 'passReveal']);
    expect(state.G.step).toEqual({ kind: 'reveal-phase', player: '2' });

    // Seat 0 holds two Reveal cards and 2 tokens: it reveals both, then seat 2 is asked.
    const two = structuredClone(lastTurn().G);
    two.decks.left = two.decks.left.filter((c) => c !== 'fx-reveal-flip');
    two.decks.left.push(two.hands['0'].left!);
    two.hands['0'].left = 'fx-reveal-flip';
    two.hands['2'].left = two.decks.left.shift()!;
    two.tokens['0'] = 2;
    two.supply.tokens -= 1;
    state = start(two);
    expect(brokenIn(state)).toEqual([]);
    state = play(state, ['1', 'endTurn'], ['4', 'passReveal'], ['0', 'reveal', 'fx-winner']);
    expect(state.G.tokens['0']).toBe(1);
    expect(state.G.hands['0'].left).toBe('fx-reveal-flip');
    expect(state.G.step).toEqual({ kind: 'reveal-phase', player: '0' });
    state = play(state, ['0', 'reveal', 'fx-reveal-flip'], ['0', 'decide', ['4']]);
    // Seat 0's hand is empty and its tokens spent: seat 2 (holding no Reveal card now) is next.
    expect(state.G.step).toEqual({ kind: 'reveal-phase', player: '2' });
  });

  it('a coin turned back in the Reveal phase says who turned it, with what, and the showdown shows it as it lies', () => {
    const G = prepared({
      players: 5,
      dealer: '3',
      hands: { 0: { left: 'fx-zero-tax', right: 'fx-winner' }, 2: { left: 'fx-reveal-flip' }, 3: { left: 'fx-peek' } },
      coins: { 0: [T, H], 1: [H, H], 2: [T, T], 3: [H, T], 4: [T, T] },
    });
    let state = start(dealt(G, { power: { 0: 5, 1: 4, 2: 3, 3: 2, 4: 0 }, tokens: { 0: 1, 1: 2, 2: 1, 4: 3 }, turn: '1' }));
    // Seat 1 turns seat 4's revealed coin to heads; in the Reveal phase seat 2's card turns it back.
    state = play(state, ['1', 'flipCoin', '4', 'shown']);
    expect(state.G.coins['4'].shown).toBe(H);
    state = play(state, ['1', 'endTurn'], ['4', 'passReveal'], ['0', 'passReveal'], ['2', 'reveal', 'fx-reveal-flip'], ['2', 'decide', ['4']]);
    const lines = state.G.log.map((l) => [l.player, l.text]);
    expect(lines).toContainEqual(['1', "turns player 4's revealed coin to heads."]);
    expect(lines).toContainEqual(['2', "turns player 4's revealed coin to tails with Fixture Reveal Flip."]);
    const texts = state.G.log.map((l) => l.text);
    expect(texts.findIndex((t) => t.includes('to tails'))).toBeGreaterThan(texts.indexOf('reveals Fixture Reveal Flip.'));
    // The showdown: seat 4 is Evil from two tails, and every seat and a spectator receive those coins.
    expect(state.G.showdown!.teams['4']).toBe('evil');
    for (const viewer of ['0', '1', '2', '3', '4', null]) expect(seen(state, viewer).coins['4'], `seen by ${viewer}`).toEqual({ hidden: T, shown: T, open: true });
    expect(brokenIn(state)).toEqual([]);
  });

  it('then every hidden coin is shown', () => {
    let state = play(lastTurn(), ['1', 'endTurn']);
    expect(Object.values(state.G.coins).some((c) => c.open)).toBe(false);
    state = play(state, ['4', 'passReveal'], ['0', 'passReveal'], ['2', 'passReveal']);
    expect(Object.values(state.G.coins).every((c) => c.open)).toBe(true);
    expect(state.G.showdown!.teams).toEqual({ 0: 'neutral', 1: 'good', 2: 'evil', 3: 'neutral', 4: 'evil' });
  });
});

/**
 * The table of `lastTurn`, seat 1 at 8 Influence so that its win (6) reaches the end, with every
 * seat's two face-down cards given: the Reveal phase and then the Endgame step are played.
 */
function withHands(hands: Record<string, Hand>) {
  const G = prepared({ players: 5, dealer: '3', hands, influence: { 1: 8 }, coins: { 0: [T, H], 1: [H, H], 2: [T, T], 3: [H, T], 4: [T, T] } });
  return start(dealt(G, { power: { 0: 5, 1: 4, 2: 3, 3: 2, 4: 0 }, tokens: { 0: 1, 2: 1, 4: 3 }, turn: '1' }));
}

describe('who is asked to reveal', () => {
  it('never depends on the hand: two tables that differ only in the face-down cards held ask the same seats, in the same order', () => {
    // No Reveal or Endgame card anywhere.
    const plain = withHands({
      0: { left: 'fx-peek', right: 'fx-allocation' },
      1: { left: 'fx-flip-hidden', right: 'fx-grant' },
      2: { left: 'fx-match', right: 'fx-team-good' },
      3: { left: 'fx-zero-tax', right: 'fx-tokens' },
      4: { left: 'fx-neutral-wins', right: 'fx-take-influence' },
    });
    // Reveal and Endgame cards with seats 4, 0 and 2; seat 1 and 3 none.
    const loaded = withHands({
      0: { left: 'fx-endgame-push', right: 'fx-winner' },
      1: { left: 'fx-flip-hidden', right: 'fx-grant' },
      2: { left: 'fx-match', right: 'fx-endgame-gain' },
      3: { left: 'fx-zero-tax', right: 'fx-tokens' },
      4: { left: 'fx-reveal-flip', right: 'fx-take-influence' },
    });
    for (const state of [plain, loaded]) expect(brokenIn(state)).toEqual([]);
    // Only the cards differ: tokens, Influence, coins and Power alike.
    expect([loaded.G.tokens, loaded.G.influence, loaded.G.coins, loaded.G.power]).toEqual([plain.G.tokens, plain.G.influence, plain.G.coins, plain.G.power]);
    const [a, b] = [plain, loaded].map((s) => passAsked(play(s, ['1', 'endTurn'])));
    // The Reveal phase (the seats with a token, from the Dealer), then the end (every seat holding a card).
    expect(a.asked).toEqual(['4', '0', '2', '3', '4', '0', '1', '2']);
    expect(b.asked).toEqual(a.asked);
    expect(a.state.G.step).toEqual({ kind: 'path', winners: ['1'], votes: {} });
    expect(b.state.G.step).toEqual(a.state.G.step);
  });
});
