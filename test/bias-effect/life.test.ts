import { beforeAll, describe, expect, it, vi } from 'vitest';
import { brokenIn, content, one, prepared, start, tieRound, wonBy } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const IDENTITIES = ['left', 'right', 'moderate'];
const WINDFALL = one('fixture-windfall');

describe('the Life card', () => {
  it("the Life card runs the outcome of the A.I.'s leaning", () => {
    // Windfall: Left, the Left-leaning gain 2; Right, the Right-leaning gain 2; neutral, everyone draws a card.
    const cases = [
      { mind: [one('left-a'), one('left-b'), one('right-a')], outcome: 'left', gains: { 0: 2, 1: 0, 2: 0 }, draws: 0 },
      { mind: [one('right-a')], outcome: 'right', gains: { 0: 0, 1: 2, 2: 0 }, draws: 0 },
      { mind: [one('left-a'), one('right-a')], outcome: 'neutral', gains: { 0: 0, 1: 0, 2: 0 }, draws: 1 },
      { mind: [], outcome: 'neutral', gains: { 0: 0, 1: 0, 2: 0 }, draws: 1 },
    ];
    for (const { mind, outcome, gains, draws } of cases) {
      const first = start(prepared({ identities: IDENTITIES, mind, lifeTop: [WINDFALL] }));
      // Everyone bids 0 and nobody's bonus stands alone, so nothing changes the mind before the Life card.
      const state = tieRound(first);
      expect(state.G.round.bids?.winner).toBeNull();
      expect(state.G.mind).toEqual(mind);
      expect(state.G.round.life, `mind ${mind}`).toEqual({ card: WINDFALL, outcome });
      expect(state.G.lifeDiscard).toEqual([WINDFALL]);
      expect(state.G.lifeDeck).not.toContain(WINDFALL);
      for (const p of state.G.players) {
        expect(state.G.chips[p] - first.G.chips[p], `${outcome}: seat ${p}'s chips`).toBe(gains[p as '0']);
        expect(state.G.hands[p].length - first.G.hands[p].length, `${outcome}: seat ${p}'s hand`).toBe(draws);
      }
      expect(state.G.stats.lifeOutcomes[`fixture-windfall: ${outcome}`]).toBe(1);
      expect(state.G.step.kind).toBe('algorithm');
      expect(brokenIn(state)).toEqual([]);
    }
  });

  it('the Life card reads the mind after the Belief is programmed', () => {
    // An empty mind (neutral) gets a Left belief programmed: the Left outcome runs, the Left player gains 2.
    const left = wonBy(start(prepared({ identities: IDENTITIES, lifeTop: [WINDFALL] })), '0', 'program');
    expect(left.G.mind).toEqual([one('left-a')]);
    expect(left.G.round.life).toEqual({ card: WINDFALL, outcome: 'left' });
    expect(left.G.chips).toEqual({ 0: 5 - 1 + 2, 1: 5, 2: 5 });

    // A Right mind evens out: the neutral outcome runs (everyone draws), not the Right one.
    const even = start(prepared({ identities: IDENTITIES, mind: [one('right-a')], lifeTop: [WINDFALL] }));
    const after = wonBy(even, '0', 'program', 5);
    expect(after.G.round.life).toEqual({ card: WINDFALL, outcome: 'neutral' });
    expect(after.G.chips).toEqual({ 0: 0, 1: 5, 2: 5 });
    for (const p of after.G.players) expect(after.G.hands[p]).toHaveLength(even.G.hands[p].length + 1);

    // Deleting keeps the mind as it was: still Right.
    const deleted = wonBy(start(prepared({ identities: IDENTITIES, mind: [one('right-a')], lifeTop: [WINDFALL] })), '0', 'delete', 5);
    expect(deleted.G.round.life).toEqual({ card: WINDFALL, outcome: 'right' });
    expect(deleted.G.chips).toEqual({ 0: 0, 1: 7, 2: 5 });
  });
});

describe('the bid winner on a Life card', () => {
  // Quiet turned into a card for the bid winner: they gain 2, then everyone gains 1.
  const bounty = { text: 'The bid winner gains 2 chips, then every player gains 1.', script: [{ 'gain-chips': { players: 'owner', amount: 2 } }, { 'gain-chips': { players: 'all', amount: 1 } }] };
  const life = content.life.life.map((card) => (card.id === 'fixture-quiet' ? { ...card, outcomes: { left: bounty, right: bounty, neutral: bounty } } : card));
  const withBounty = { ...content, life: { ...content.life, life } } as typeof content;
  const QUIET = one('fixture-quiet');

  it('after a tie nobody is the bid winner: what the Life card gives the bid winner goes to nobody', () => {
    const first = start(prepared({ identities: IDENTITIES, lifeTop: [QUIET], content: withBounty }), { content: withBounty });
    const state = tieRound(first, withBounty);
    expect(state.G.round.bids).toMatchObject({ winner: null, tied: ['0', '1', '2'] });
    expect(state.G.round.life).toEqual({ card: QUIET, outcome: 'neutral' });
    // Seat 0 is the round's first player: it gains 1 like everyone, not the winner's 2.
    expect(state.G.chips).toEqual({ 0: 6, 1: 6, 2: 6 });
    expect(brokenIn(state, withBounty)).toEqual([]);
  });

  it('a real bid winner gets what the Life card gives the bid winner', () => {
    const first = start(prepared({ identities: IDENTITIES, lifeTop: [QUIET], content: withBounty }), { content: withBounty });
    const state = wonBy(first, '1', 'delete', 1, withBounty);
    expect(state.G.round.bids?.winner).toBe('1');
    expect(state.G.chips).toEqual({ 0: 6, 1: 5 - 1 + 2 + 1, 2: 6 });
    expect(brokenIn(state, withBounty)).toEqual([]);
  });
});
