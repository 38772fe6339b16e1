import { describe, expect, it } from 'vitest';
import { explore, walkOf, type Walk } from '../../games/bias-effect/bots/explore.ts';
import { lifeOutcomeWorth, lifeWalksAt } from '../../games/bias-effect/bots/life-walks.ts';
import { simOf } from '../../games/bias-effect/bots/sim.ts';
import { baselineOf } from '../../games/bias-effect/bots/worth.ts';
import type { PlayerID } from '../../games/bias-effect/state.ts';
import type { Step } from '../../games/kit/script/index.ts';
import { expectControlAsAlone, seatWith } from './bot-support.ts';
import { one } from './support.ts';

const steps = (...s: unknown[]) => s as Step[];
/** The owner picks between paying the Left-leaning (seat 0 is Left) and everyone paying: a choice worth more to the one who makes it. */
const ownerPicks = steps(
  { 'choose-option': { as: 'pick', prompt: 'Which?', options: [{ id: 'left', text: 'Left' }, { id: 'all', text: 'All' }] } },
  { if: { condition: { equal: ['$pick', 'left'] }, then: [{ 'gain-chips': { players: { leaning: 'left' }, amount: 3 } }], else: [{ 'lose-chips': { players: 'all', amount: 1 } }] } },
);
/** Product Recall's shape: the owner deletes a Left belief of the mind. */
const recall = steps({ 'choose-card': { from: 'mind', where: { side: 'left' }, as: 'belief', prompt: 'Which?' } }, { discard: { cards: '$belief', to: 'belief-discard' } });
/** A choice among the owner's opponents reads the owner for the options too. */
const takeFromOther = steps({ 'choose-player': { as: 'target', prompt: 'Whom?' } }, { 'take-chips': { from: '$target', amount: 2 } });
const mind = [one('left-a', 2), one('left-b'), one('right-a')];

function walked(script: Step[], owner: PlayerID): Walk {
  const seat = seatWith(script, undefined, mind);
  const walk = walkOf(seat, owner, simOf(seat.view, seat.me));
  explore(walk, script, simOf(seat.view, seat.me), {});
  return walk;
}

describe('the Bias Effect bot notes a Life card whose owner only chooses', () => {
  it.each([
    ['an option', ownerPicks],
    ['a belief of the mind', recall],
  ])('choosing %s reads the owner only to name who chooses', (_, script) => {
    const walk = walked(script, '1');
    expect(walk.ownerRead).toBe(false);
    expect(walk.ownerChooses).toBe(true);
  });

  it('a choice among the owner\'s opponents reads the owner', () => {
    expect(walked(takeFromOther, '1').ownerRead).toBe(true);
    expect(walked([{ 'choose-card': { from: 'hand', as: 'card', prompt: 'Which?' } }] as Step[], '0').ownerRead).toBe(true);
  });

  it('one walk serves every bid winner, the owner\'s choices made by each', () => {
    const seat = seatWith(ownerPicks);
    const picture = simOf(seat.view, seat.me);
    const table = { start: picture, base: baselineOf(seat, picture) };
    const walks = lifeWalksAt(seat, picture);
    const byWinner = (['0', '1', null] as const).map((winner) => lifeOutcomeWorth(seat, walks, table, ownerPicks, one('viral-video'), winner));
    // The walk for seat 0 serves the others: one trace.
    expect(byWinner[1].trace).toBe(byWinner[0].trace);
    expect(byWinner[2].trace).toBe(byWinner[0].trace);
    // Seat 0 choosing takes the best answer for it, another winner's average is less: each walked alone gives the same.
    expect(byWinner[0].value).toBeGreaterThan(byWinner[1].value);
    const alone = (owner: PlayerID) => explore(walkOf(seat, owner, picture, table.base), ownerPicks, simOf(seat.view, seat.me), {});
    expect(byWinner.map((w) => w.value)).toEqual([alone('0'), alone('1'), alone(seat.view.firstPlayer)]);
  });

  it.each([
    ['an option', ownerPicks],
    ['a belief of the mind', recall],
  ])("serve the bid's outcomes exactly as walks of their own when the owner chooses %s", (_, script) => {
    expectControlAsAlone(script);
  });
});
