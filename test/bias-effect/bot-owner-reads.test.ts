import { describe, expect, it } from 'vitest';
import { controlWorth } from '../../games/bias-effect/bots/control-worth.ts';
import { explore, walkOf } from '../../games/bias-effect/bots/explore.ts';
import { simOf } from '../../games/bias-effect/bots/sim.ts';
import { sideOf } from '../../games/bias-effect/rules/catalog.ts';
import type { PlayerID } from '../../games/bias-effect/state.ts';
import { belief, expectControlAsAlone, seatWith } from './bot-support.ts';

/** Whether following `script` as `owner`'s card asked whose card it is or whom it pays. */
function readsOwner(script: unknown[], owner: PlayerID, chips?: Record<PlayerID, number>): boolean {
  const seat = seatWith(script, chips);
  const start = simOf(seat.view, seat.me);
  const walk = walkOf(seat, owner, start);
  explore(walk, script as never, simOf(seat.view, seat.me), {});
  return walk.ownerRead;
}

describe('the Bias Effect bot notes when a script reads its owner', () => {
  it('a step for the owner or the next player reads it; one for everyone, a leaning or an identity does not', () => {
    expect(readsOwner([{ 'gain-chips': { players: 'owner', amount: 2 } }], '1')).toBe(true);
    expect(readsOwner([{ 'take-chips': { from: 'next', amount: 2 } }], '1')).toBe(true);
    expect(readsOwner([{ draw: { count: 1 } }], '1')).toBe(true);
    expect(readsOwner([{ 'gain-chips': { players: 'all', amount: 1 } }], '1')).toBe(false);
    expect(readsOwner([{ 'lose-chips': { players: { leaning: 'left' }, amount: 2 } }], '1')).toBe(false);
    expect(readsOwner([{ 'move-autonomy': { by: 1 } }, { move: { from: 'belief-deck', to: 'belief-discard' } }], '1')).toBe(false);
  });

  it('a bank that cannot pay everyone in full pays clockwise from the owner, so that reads it', () => {
    // The bank holds what the three pouches of 20 leave of the fixture's chips: far more than 3 each, far less than 1,000 each.
    expect(readsOwner([{ 'gain-chips': { players: 'all', amount: 3 } }], '2')).toBe(false);
    expect(readsOwner([{ 'gain-chips': { players: 'all', amount: 1000 } }], '2')).toBe(true);
  });

  it.each([
    ['one step', [{ 'gain-chips': { players: 'all', amount: 3 } }]],
    ["each player's turn", [{ 'for-each-player': { as: 'player', steps: [{ 'gain-chips': { players: '$player', amount: 3 } }] } }]],
  ])('a short bank pays the players nearest the owner first, as the rules do (%s)', (_, script) => {
    const seat = seatWith([]);
    const dry = { ...simOf(seat.view, seat.me), bank: 5 };
    const paidBy = (owner: PlayerID) => {
      const sim = { ...dry, chips: { ...dry.chips } };
      explore(walkOf(seat, owner, dry), script as never, sim, {});
      return [sim.chips['0'] - dry.chips['0'], sim.chips['1'] - dry.chips['1'], sim.chips['2'] - dry.chips['2']];
    };
    expect(paidBy('1')).toEqual([0, 3, 2]);
    expect(paidBy('2')).toEqual([2, 0, 3]);
  });
});

describe("the Bias Effect bot's worth of control", () => {
  // Every outcome of one bid runs on the table its choice leaves, for a different bid winner: what one winner's walk found is reused for another only when the walk never read the winner.
  it.each([
    ['pays the bid winner', [{ 'gain-chips': { players: 'owner', amount: 4 } }]],
    ['takes from the next player', [{ 'take-chips': { from: 'next', amount: 3 } }]],
    ['pays everyone', [{ 'gain-chips': { players: 'all', amount: 2 } }]],
  ])('equals each outcome weighed on its own when every Life card %s', (_, script) => {
    expectControlAsAlone(script);
  });

  it('tells a winner who is paid from one who is not, on the same table', () => {
    const seat = seatWith([{ 'gain-chips': { players: 'owner', amount: 4 } }]);
    const side = sideOf(seat.content, belief);
    // Winning pays the bot 4 per Life card; a rival winning pays the rival: winning is worth more than the rival's win by the bounty and its weight against the rival.
    expect(controlWorth(seat, belief, side, { choice: 'delete', winner: '1' }).win).toBeGreaterThan(4);
  });
});

/** Each player's turn, by the loop's variable. */
const eachPlayer = (steps: unknown[]) => ({ 'for-each-player': { as: 'player', steps } });
const ifLeft = (then: unknown[]) => ({ if: { condition: { identity: { player: '$player', leaning: 'left' } }, then } });
const ifChips = (then: unknown[]) => ({ if: { condition: { chips: { player: '$player', 'at-most': 19 } }, then } });

describe("a loop over the players whose turns each touch their own player's part", () => {
  const mixedBank = eachPlayer([ifChips([{ 'lose-chips': { players: '$player', amount: 2 } }]), { 'gain-chips': { players: '$player', amount: 1 } }]);

  it.each([
    ['draws for a player by leaning', [eachPlayer([ifLeft([{ draw: { player: '$player', count: 1 } }])])]],
    ['gives each an effect', [eachPlayer([{ 'add-effect': { effect: 'bid-cap', owner: '$player', until: 'next-bids', data: { amount: 3 } } }])]],
    ['pays the poor from a bank that pays them all', [eachPlayer([ifChips([{ 'gain-chips': { players: '$player', amount: 2 } }])])]],
  ])('runs in seat order, reading no owner, when it %s', (_, script) => {
    expect(readsOwner(script, '1')).toBe(false);
  });

  it.each([
    ['draws for the owner', [eachPlayer([{ draw: { count: 1 } }])]],
    ['both pays the bank and is paid by it', [mixedBank]],
    ['keeps a variable', [eachPlayer([{ draw: { player: '$player', count: 1, as: 'drawn' } }])]],
    ['takes from another player', [eachPlayer([{ 'take-chips': { from: '$player', to: 'next', amount: 1 } }])]],
  ])('goes clockwise from the owner when it %s', (_, script) => {
    expect(readsOwner(script, '1')).toBe(true);
  });

  it('goes clockwise from the owner when the bank cannot pay every turn in full', () => {
    expect(readsOwner([eachPlayer([{ 'gain-chips': { players: '$player', amount: 1000 } }])], '1')).toBe(true);
  });

  it('is worth the same whoever owns the card when it read no owner', () => {
    const script = [eachPlayer([ifLeft([{ 'add-effect': { effect: 'bid-bonus', owner: '$player', until: 'next-bids', data: { amount: 2 } } }])]), eachPlayer([ifChips([{ 'gain-chips': { players: '$player', amount: 2 } }])])];
    const seat = seatWith(script, { 0: 20, 1: 3, 2: 12 });
    const start = simOf(seat.view, seat.me);
    const walks = ['0', '1', '2'].map((owner) => walkOf(seat, owner, start));
    const worths = walks.map((walk) => explore(walk, script as never, simOf(seat.view, seat.me), {}));
    expect(walks.map((walk) => walk.ownerRead)).toEqual([false, false, false]);
    expect(worths[1]).toBe(worths[0]);
    expect(worths[2]).toBe(worths[0]);
  });
});
