import { beforeAll, describe, expect, it, vi } from 'vitest';
import { robotOf, tableFor } from '../../games/evil-robots/rules/catalog.ts';
import { EXTRA } from '../../games/evil-robots/state.ts';
import { brokenIn, content, keepAll, play, prepared, start, takenBy, toShowdown } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const SEEDS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
const BOX = 35 + 5 * 15;

/** The values the rulebook's table gives each player count, and the starting Influence. */
const TABLE: Record<number, { values: number[]; start: number }> = {
  3: { values: [1, 2, 3, 4, 5], start: 2 },
  4: { values: [1, 2, 3, 4, 5, 6], start: 2 },
  5: { values: [1, 2, 3, 4, 5, 6], start: 3 },
  6: { values: [1, 2, 3, 4, 5, 6, 7], start: 3 },
  7: { values: [1, 2, 3, 4, 5, 6, 7, 8], start: 4 },
  8: { values: [1, 2, 3, 4, 5, 6, 7, 8, 9], start: 4 },
  9: { values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], start: 5 },
};

/** A Power Card's printed value, from its id (the stack keeps 0 for a card turned to its zero side). */
const printed = (card: string) => Number(card.replace('power-', ''));

describe('setup', () => {
  it('each player count uses its Power Card values and starting Influence, paid from the supply', () => {
    for (let n = 3; n <= 9; n++) {
      const allocations = new Set<number>();
      for (const seed of SEEDS) {
        const { G, ctx } = start(undefined, { numPlayers: n, seed });
        const placed = [G.allocation, ...(G.power[EXTRA] != null ? [G.power[EXTRA]!] : []), ...G.stack.map((c) => printed(c.card))];
        expect(placed.sort((a, b) => a - b), `${n} players`).toEqual(TABLE[n].values);
        expect(Object.values(G.influence)).toEqual(Array(n).fill(TABLE[n].start));
        expect(G.supply).toEqual({ influence: BOX - n * TABLE[n].start, tokens: 20 });
        expect(Object.values(G.tokens)).toEqual(Array(n).fill(0));
        expect(G.players.every((p) => G.power[p] === null)).toBe(true);
        expect(brokenIn({ G, ctx })).toEqual([]);
        allocations.add(G.allocation);
      }
      // The allocation is a card turned up from the shuffled deck: it varies from deal to deal.
      expect(allocations.size, `${n} players`).toBeGreaterThan(1);
    }
  });

  it('at 3 and 4 players an extra player has a Power Card and one heads and one tails coin, both shown', () => {
    for (let n = 3; n <= 9; n++) {
      const { G } = start(undefined, { numPlayers: n, seed: `extra-${n}` });
      if (n <= 4) {
        expect(tableFor(content, n).extraPlayer).toBe(true);
        expect(TABLE[n].values).toContain(G.power[EXTRA]);
        expect(G.coins[EXTRA]).toEqual({ hidden: 'tails', shown: 'heads', open: true, seenBy: [] });
      } else {
        expect(EXTRA in G.power, `${n} players`).toBe(false);
        expect(EXTRA in G.coins, `${n} players`).toBe(false);
      }
    }
  });

  it('the Dealer holds the rest highest first, the lowest turned to its zero side', () => {
    for (let n = 3; n <= 9; n++) {
      for (const seed of SEEDS) {
        const { G } = start(undefined, { numPlayers: n, seed });
        const cards = G.stack.map((c) => printed(c.card));
        expect(cards).toEqual([...cards].sort((a, b) => b - a));
        expect(G.stack.map((c) => c.value)).toEqual([...cards.slice(0, -1), 0]);
        // One card per player: nobody is left without one at the end of the countdown.
        expect(G.stack).toHaveLength(n);
      }
    }
  });

  it('each player holds one Robot Card from each deck', () => {
    for (const n of [3, 6, 9]) {
      const { G } = start(undefined, { numPlayers: n, seed: `hands-${n}` });
      const held = G.players.flatMap((p) => [G.hands[p].left!, G.hands[p].right!]);
      for (const p of G.players) {
        expect(robotOf(content, G.hands[p].left!).deck).toBe('left');
        expect(robotOf(content, G.hands[p].right!).deck).toBe('right');
      }
      expect(new Set(held).size).toBe(2 * n);
      expect(G.decks.left.length + G.decks.right.length).toBe(content.robots.robots.length - 2 * n);
    }
  });

  it('every player flips two coins at random: the first hidden, the second revealed', () => {
    const faces = new Set<string>();
    for (const seed of SEEDS) {
      const { G } = start(undefined, { numPlayers: 6, seed });
      for (const p of G.players) {
        expect(G.coins[p]).toMatchObject({ open: false, seenBy: [] });
        faces.add(`${G.coins[p].hidden}/${G.coins[p].shown}`);
      }
    }
    expect([...faces].sort()).toEqual(['heads/heads', 'heads/tails', 'tails/heads', 'tails/tails']);
  });

  it('the first Dealer is the first seat, and the highest card is offered first', () => {
    for (const seed of SEEDS) {
      const { G } = start(undefined, { numPlayers: 5, seed });
      expect(G.dealer).toBe('0');
      expect(G.round).toBe(1);
      expect(G.step).toMatchObject({ kind: 'offer', value: G.stack[0].value, first: true, claims: [], passed: [] });
    }
  });

  it('cards kept from last round count: nobody gets a second from the same deck', () => {
    // Seat 0 reveals its left card (free) on its turn; the others keep both of theirs.
    let state = start(prepared({ players: 5, hands: { 0: { left: 'fx-peek' } }, coins: { 1: ['heads', 'tails'] } }));
    state = takenBy(state, '1');
    state = play(state, ['1', 'endTurn']);
    state = takenBy(state, '0');
    state = play(state, ['0', 'reveal', 'fx-peek'], ['0', 'decide', ['2']]);
    state = toShowdown(state);
    while (state.G.step.kind === 'split') state = play(state, [state.G.step.winners[0], 'closeSplit']);
    const before = structuredClone(state.G);
    state = keepAll(state);
    expect(state.G.round).toBe(2);
    // Seat 0 draws the top of the left deck (the revealed card went under it); nobody else draws.
    expect(state.G.hands['0']).toEqual({ left: before.decks.left[0], right: before.hands['0'].right });
    for (const p of ['1', '2', '3', '4']) expect(state.G.hands[p]).toEqual(before.hands[p]);
    expect(state.G.decks.left).toEqual(before.decks.left.slice(1));
    expect(state.G.decks.right).toEqual(before.decks.right);
    expect(brokenIn(state)).toEqual([]);
  });
});
