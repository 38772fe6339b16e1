import { describe, expect, it } from 'vitest';
import { controlWorth, type ControlOutcome } from '../../games/bias-effect/bots/control-worth.ts';
import type { BotSeat } from '../../games/bias-effect/bots/seat.ts';
import { sideOf } from '../../games/bias-effect/rules/catalog.ts';
import type { PlayerID } from '../../games/bias-effect/state.ts';
import { belief, seatWith } from './bot-support.ts';

/** The other outcomes a bid may meet: a rival deletes, nobody bids (a tie: the winner's chips go to nobody), a rival programs. */
const OTHERWISE: ControlOutcome[] = [
  { choice: 'delete', winner: '1' },
  { choice: 'delete', winner: null },
  { choice: 'program', winner: '2' },
];

const modelled = (seat: BotSeat): BotSeat => ({ ...seat, lifeCard: 'modelled' });
const worthOf = (seat: BotSeat) => OTHERWISE.map((otherwise) => controlWorth(seat, belief, sideOf(seat.content, belief), otherwise));

/**
 * Outcomes of chips, cards drawn and the counter alone, the model's whole reach. One that reads
 * no bid winner runs on the Left leaning only: programming seatWith's Belief leaves the A.I.
 * leaning Left, deleting it leaves it neutral, so it is worth something to control (run on every
 * leaning, it would be worth alike whatever the bid). One that reads the bid winner runs on every
 * leaning, the tie's (which deletes) too. The table has a Left, a Right and a Moderate player.
 */
const FIRST_ORDER: Record<string, { steps: unknown[]; everyLeaning?: true; chips?: Record<PlayerID, number> }> = {
  'the bid winner gains 6 chips': { steps: [{ 'gain-chips': { players: 'owner', amount: 6 } }], everyLeaning: true },
  'Left-leaning players gain 2': { steps: [{ 'gain-chips': { players: { leaning: 'left' }, amount: 2 } }] },
  'Moderates gain 2': { steps: [{ 'gain-chips': { players: { identity: 'moderate' }, amount: 2 } }], chips: { 0: 20, 1: 10, 2: 20 } },
  'everyone pays 3, two players holding less': { steps: [{ 'lose-chips': { players: 'all', amount: 3 } }], chips: { 0: 1, 1: 20, 2: 2 } },
  'everyone but whoever runs the card pays 1': { steps: [{ 'lose-chips': { players: 'others', amount: 1 } }], everyLeaning: true },
  'the counter moves back past its first space, then forward two': { steps: [{ 'move-autonomy': { by: -3 } }, { 'move-autonomy': { by: 2 } }] },
  'whoever runs the card draws 2': { steps: [{ draw: { count: 2 } }], everyLeaning: true },
  'each Left-leaning player draws 1': {
    steps: [{ 'for-each-player': { as: 'player', steps: [{ if: { condition: { identity: { player: '$player', leaning: 'left' } }, then: [{ draw: { player: '$player', count: 1 } }] } }] } }],
  },
};
const onLeft = (steps: unknown[]) => ({ left: steps, right: [], neutral: [] });

describe("Bias Effect's bot weighs the Life card by its first-order effects (life-model.ts)", () => {
  it.each(Object.keys(FIRST_ORDER))('weighs an outcome of chips, cards and the counter as a walk of it does: %s', (name) => {
    const { steps, everyLeaning, chips } = FIRST_ORDER[name];
    const script = everyLeaning ? steps : onLeft(steps);
    const walked = worthOf(seatWith(script, chips));
    const model = worthOf(modelled(seatWith(script, chips)));
    expect(model, 'the outcome weighs in control').not.toEqual(worthOf(modelled(seatWith([], chips))));
    for (const [i, worth] of model.entries()) {
      expect(worth.win, `${name}, otherwise ${JSON.stringify(OTHERWISE[i])}`).toBeCloseTo(walked[i].win, 9);
      expect(worth.tie).toBeCloseTo(walked[i].tie, 9);
    }
  });

  it('a Life card that pays the bid winner moves its worth of control: winning keeps 6 chips from a rival and brings them to the bot', () => {
    const pays = worthOf(modelled(seatWith([{ 'gain-chips': { players: 'owner', amount: 6 } }])));
    const plain = worthOf(modelled(seatWith([])));
    expect(pays[0].win).toBeGreaterThan(plain[0].win + 6);
  });

  it("leaves out what is not a first-order effect: a choice, a card moved into the mind, an effect on the next bids, a loop over some players, a loop's step for someone other than its player weigh as nothing", () => {
    const plain = worthOf(modelled(seatWith([])));
    for (const script of [
      [{ 'choose-player': { as: 'target', prompt: 'Whom?' } }, { 'take-chips': { from: '$target', amount: 2 } }],
      [{ move: { from: 'belief-deck', to: 'mind' } }],
      [{ 'add-effect': { effect: 'bid-bonus', until: 'next-bids', data: { amount: 2 } } }],
      [{ 'for-each-player': { as: 'player', among: 'opponent', steps: [{ 'gain-chips': { players: '$player', amount: 3 } }] } }],
      // A turn of the loop that pays someone other than its player pays them once a turn: not followed.
      [{ 'for-each-player': { as: 'player', steps: [{ 'gain-chips': { players: 'owner', amount: 1 } }, { 'move-autonomy': { by: 1 } }] } }],
    ]) {
      expect(worthOf(modelled(seatWith(onLeft(script)))), JSON.stringify(script)).toEqual(plain);
    }
  });
});
