import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cardsOf } from '../../games/bias-effect/rules/catalog.ts';
import { setupMatch } from '../../games/bias-effect/rules/deal.ts';
import { brokenIn, content, keepOrder, one, play, prepared, quietRound, seats, start, tieRound, turnOf, withRules } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const ALGORITHMS = cardsOf(content.algorithms.algorithms).length;

describe('setup', () => {
  it("deals every match of a content its own decks and counts: one match's writes and a shuffle that works in place leave the next deal as it was", () => {
    const fresh = structuredClone(setupMatch(content, seats(3), keepOrder));
    const inPlace = <T>(items: T[]): T[] => {
      items.push(items.shift()!);
      return items;
    };
    const first = setupMatch(content, seats(3), inPlace);
    first.stats.lifeOutcomes[Object.keys(first.stats.lifeOutcomes)[0]] = 5;
    first.stats.algorithmsPlayed[Object.keys(first.stats.algorithmsPlayed)[0]] = 5;
    first.stats.algorithmsTraded[Object.keys(first.stats.algorithmsTraded)[1]] = 5;
    first.beliefDeck.pop();
    first.lifeDeck.pop();
    expect(setupMatch(content, seats(3), keepOrder)).toEqual(fresh);
  });

  it('each player count deals its identity set, 5 chips and 3 cards, and the bank holds the rest', () => {
    const sets: Record<number, string[]> = { 2: ['left', 'right'], 3: ['left', 'right', 'moderate'], 4: ['left', 'right', 'far-left', 'far-right'], 5: ['left', 'right', 'far-left', 'far-right', 'moderate'] };
    for (const n of [2, 3, 4, 5]) {
      const seatZero = new Set<string>();
      for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
        const { G, ctx } = start(undefined, { numPlayers: n, seed });
        expect(Object.values(G.identities).sort()).toEqual([...sets[n]].sort());
        seatZero.add(G.identities['0']);
        expect(Object.values(G.chips)).toEqual(Array(n).fill(5));
        expect(G.bank).toBe(100 - 5 * n);
        // 3 dealt, then round 1 opens with its draw of 1.
        for (const p of G.players) expect(G.hands[p]).toHaveLength(4);
        expect(new Set(Object.values(G.hands).flat()).size).toBe(4 * n);
        expect(G.algorithmDeck).toHaveLength(ALGORITHMS - 4 * n);
        expect(G.autonomy).toBe(1);
        expect(G.mind).toEqual([]);
        expect(G.firstPlayer).toBe('0');
        expect(G.step.kind).toBe('trade');
        expect(ctx.gameover).toBeUndefined();
        expect(brokenIn({ G, ctx } as never)).toEqual([]);
      }
      // Dealt at random: over eight deals seat 0 does not always get the same identity.
      expect(seatZero.size, `${n} players`).toBeGreaterThan(1);
    }
    // Without the round's draw, exactly the starting hand is dealt.
    const noDraw = withRules({ drawPerRound: 0 });
    const { G } = start(undefined, { numPlayers: 4, content: noDraw });
    for (const p of G.players) expect(G.hands[p]).toHaveLength(3);
  });

  it('a round begins with everyone drawing one Algorithm card', () => {
    let state = start(prepared({ identities: ['left', 'right', 'moderate'] }));
    // Round 1 drew already: with the deck in order, seat i holds cards 3i..3i+2, then one of the next three.
    const deal = cardsOf(content.algorithms.algorithms);
    expect(state.G.hands).toEqual({ 0: [...deal.slice(0, 3), deal[9]], 1: [...deal.slice(3, 6), deal[10]], 2: [...deal.slice(6, 9), deal[11]] });
    const before = structuredClone(state.G);
    state = quietRound(state);
    // Round 2's first player is seat 1: seat 1 draws the top card, then 2, then 0.
    expect(state.G.step.kind).toBe('trade');
    expect(state.G.hands['1']).toEqual([...before.hands['1'], before.algorithmDeck[0]]);
    expect(state.G.hands['2']).toEqual([...before.hands['2'], before.algorithmDeck[1]]);
    expect(state.G.hands['0']).toEqual([...before.hands['0'], before.algorithmDeck[2]]);
    expect(state.G.algorithmDeck).toEqual(before.algorithmDeck.slice(3));
    expect(brokenIn(state)).toEqual([]);
  });

  it('hands have no limit', () => {
    const big = [...['fixture-gain', 'fixture-lose', 'fixture-take', 'fixture-take-to', 'fixture-draw'].flatMap((d) => [one(d), one(d, 2)])];
    // Life cards that do nothing on an empty mind, so only the rounds' draws and Draw add cards.
    const lifeTop = [one('fixture-quiet'), one('fixture-quiet', 2), one('fixture-choice'), one('fixture-choice', 2)];
    let state = start(prepared({ identities: ['left', 'right', 'moderate'], hands: { 0: big }, lifeTop }));
    expect(state.G.hands['0']).toHaveLength(10);
    state = tieRound(state);
    // Seat 0 leads the Algorithm phase after the tie; Draw adds two more.
    expect(turnOf(state)).toBe('0');
    state = play(state, ['0', 'playAlgorithm', one('fixture-draw')]);
    expect(state.G.hands['0']).toHaveLength(11);
    state = play(state, ['1', 'pass'], ['2', 'pass']);
    expect(state.G.step.kind).toBe('trade');
    expect(state.G.hands['0']).toHaveLength(12);
    for (let round = 0; round < 3; round++) state = quietRound(state);
    expect(state.G.hands['0']).toHaveLength(15);
    expect(state.G.hands['0']).toEqual(expect.arrayContaining(big.filter((c) => c !== one('fixture-draw'))));
    expect(state.G.step.kind).toBe('trade');
    expect(brokenIn(state)).toEqual([]);
  });
});
