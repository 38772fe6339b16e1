import { describe, expect, it } from 'vitest';
import { outcomeWorth } from '../../games/bias-effect/bots/control-worth.ts';
import { explore, walkOf } from '../../games/bias-effect/bots/explore.ts';
import { botSeat, type BotSeat } from '../../games/bias-effect/bots/seat.ts';
import { cloneSim, simOf, type Sim } from '../../games/bias-effect/bots/sim.ts';
import { traceWorth, type TraceOp } from '../../games/bias-effect/bots/walk-trace.ts';
import { worth } from '../../games/bias-effect/bots/worth.ts';
import { sideOf } from '../../games/bias-effect/rules/catalog.ts';
import type { PlayerID } from '../../games/bias-effect/state.ts';
import type { Step } from '../../games/kit/script/index.ts';
import { belief, expectControlAsAlone, seatWith } from './bot-support.ts';

const steps = (...s: unknown[]) => s as Step[];
const takeFromChosen = steps({ 'choose-player': { as: 'target', prompt: 'Whom?' } }, { 'take-chips': { from: '$target', amount: 2 } });
const optionOrNot = steps({ 'choose-option': { as: 'pick', prompt: 'Which?', options: [{ id: 'chips', text: 'Chips' }, { id: 'cap', text: 'Cap' }] } }, { if: { condition: { equal: ['$pick', 'chips'] }, then: [{ 'gain-chips': { players: 'owner', amount: 3 } }], else: [{ 'add-effect': { effect: 'bid-cap', owner: 'next', until: 'next-bids', data: { amount: 1 } } }] } });
const unknownBranch = steps({ if: { condition: { equal: ['$unknown', 1] }, then: [{ 'gain-chips': { players: 'all', amount: 3 } }], else: [{ 'lose-chips': { players: { leaning: 'left' }, amount: 2 } }] } });

/** A walk's worth from the seat's own picture, with the trace it recorded and each ending's worth as the walk took it. */
function walked(seat: BotSeat, script: Step[], winner: PlayerID | null): { value: number; trace: TraceOp[]; ending: (sim: Sim) => number } {
  const start = simOf(seat.view, seat.me);
  const walk = walkOf(seat, winner ?? seat.view.firstPlayer, start, undefined, winner);
  const trace: TraceOp[] = (walk.trace = []);
  return { value: explore(walk, script, cloneSim(start), {}), trace, ending: (sim) => worth(walk.base, start, sim) };
}

/** Seat 1 at seat 0's table: a hand of as many cards as the table counts for it. */
const seatOne = (zero: BotSeat): BotSeat => botSeat({ ...zero.view, me: '1', hand: Array.from({ length: zero.view.handCounts['1'] }, (_, i) => `unknown#${i}`) }, zero.content, '1', { lifeCard: 'walked' });

describe("the Bias Effect bot's walk traces", () => {
  it.each([
    ['a choice of player', takeFromChosen, '0'],
    ['a choice of player by a rival', takeFromChosen, '2'],
    ['a choice of option and a branch on it', optionOrNot, '0'],
    ['a branch the bot cannot read', unknownBranch, null],
  ])('give the walk its own worth again: %s', (_, script, winner) => {
    const seat = seatWith(script);
    const { value, trace, ending } = walked(seat, script, winner as PlayerID | null);
    expect(trace.filter((op) => op.kind === 'end').length).toBeGreaterThan(1);
    expect(traceWorth(trace, seat.me, ending)).toBe(value);
  });

  it.each([
    ['a choice of player', takeFromChosen],
    ['a choice of option and a branch on it', optionOrNot],
    ['a branch the bot cannot read', unknownBranch],
  ])("serve the bid's other table exactly as a walk there: %s", (_, script) => {
    expectControlAsAlone(script);
  });

  it('serve another seat at the table with its own worth, its own choices taking their best answer', () => {
    // Seat 2 the richer: taking from it weighs apart from taking from seat 0.
    const zero = seatWith(takeFromChosen, { 0: 20, 1: 20, 2: 35 });
    const one = seatOne(zero);
    const side = sideOf(zero.content, belief);
    for (const winner of ['0', '1', '2', null] as const) {
      const outcome = { choice: 'delete' as const, winner };
      expect(outcomeWorth(zero, belief, side, outcome)).toBe(walked(zero, takeFromChosen, winner).value);
      expect(outcomeWorth(one, belief, side, outcome)).toBe(walked(one, takeFromChosen, winner).value);
    }
    // Seat 1 choosing takes the answer best for it, where seat 0 took the average of seat 1's answers: a trace weighed as seat 0 weighed it would be wrong.
    const { value, trace, ending } = walked(one, takeFromChosen, '1');
    expect(traceWorth(trace, '0', ending)).not.toBe(value);
  });
});
