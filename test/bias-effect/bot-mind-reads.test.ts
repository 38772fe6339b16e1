import { describe, expect, it } from 'vitest';
import { outcomeWorth } from '../../games/bias-effect/bots/control-worth.ts';
import { touchesMind } from '../../games/bias-effect/bots/mind-reads.ts';
import { cloneSim, simOf } from '../../games/bias-effect/bots/sim.ts';
import { putInto } from '../../games/bias-effect/bots/sim-zones.ts';
import { baselineOf, baselineWithMind, worth } from '../../games/bias-effect/bots/worth.ts';
import type { Step } from '../../games/kit/script/index.ts';
import { sideOf } from '../../games/bias-effect/rules/catalog.ts';
import { one } from './support.ts';
import { belief, expectControlAsAlone, seatWith } from './bot-support.ts';

const steps = (...s: unknown[]) => s as Step[];
const ifThen = (condition: unknown, then: unknown[]) => ({ if: { condition, then } });
const gainAll = { 'gain-chips': { players: 'all', amount: 3 } };

describe('the Bias Effect bot tells a script that may read or change the mind', () => {
  it.each([
    ['chips, effects and the counter', steps(gainAll, { 'lose-chips': { players: { leaning: 'left' }, amount: 1 } }, { 'add-effect': { effect: 'bid-cap', until: 'next-bids', data: { amount: 3 } } }, { 'move-autonomy': { by: 1 } })],
    ['a choice of player and chips taken', steps({ 'choose-player': { as: 'target', prompt: 'Whom?' } }, { 'take-chips': { from: '$target', amount: 2 } })],
    ['cards drawn from the Algorithm deck, each player in turn', steps({ 'for-each-player': { as: 'player', steps: [ifThen({ identity: { player: '$player', leaning: 'left' } }, [{ draw: { player: '$player', count: 1 } }])] } })],
    ['a count of a hand', steps(ifThen({ not: { count: { zone: 'hand', 'at-least': 3 } } }, [gainAll]))],
  ])('leaves it alone: %s', (_, script) => {
    expect(touchesMind(script)).toBe(false);
  });

  it.each([
    ['reads the leaning', steps(ifThen({ leaning: 'left' }, [gainAll]))],
    ['reads it inside another condition', steps(ifThen({ any: [{ chips: { 'at-least': 1 } }, { not: { leaning: 'right' } }] }, [gainAll]))],
    ['counts it', steps(ifThen({ count: { zone: 'mind', 'at-least': 3 } }, [gainAll]))],
    ['programs a belief into it', steps({ move: { from: 'belief-deck', to: 'mind' } })],
    ['deletes a belief chosen from it', steps({ 'choose-card': { from: 'mind', as: 'belief', prompt: 'Which?' } }, { discard: { cards: '$belief', to: 'belief-discard' } })],
    ['draws from it', steps({ draw: { from: 'mind', count: 1 } })],
    ['changes it in a branch', steps(ifThen({ chips: { 'at-least': 1 } }, [{ move: { from: 'belief-deck', to: 'mind' } }]))],
    ['changes it in a loop', steps({ repeat: { times: 2, steps: [{ move: { from: 'belief-deck', to: 'mind' } }] } })],
    ['runs a step the bot does not know', steps({ 'no-such-step': {} })],
  ])('may touch it: %s', (_, script) => {
    expect(touchesMind(script)).toBe(true);
  });
});

describe("the Bias Effect bot's worth of control, when the two tables share a walk", () => {
  // Programming the Belief leaves the A.I. leaning Left, deleting it neutral: a Life card that reads or changes the mind ends apart on the two tables.
  it.each([
    ['pays everyone', [gainAll]],
    ['pays the bid winner', [{ 'gain-chips': { players: 'owner', amount: 4 } }]],
    ['pays everyone or not, by what the bot cannot know', [ifThen({ equal: ['$unknown', 1] }, [gainAll])]],
    ['pays everyone but only when the A.I. leans Left, by outcome', { left: [gainAll], right: [], neutral: [] }],
    ['pays everyone when the A.I. leans Left', [ifThen({ leaning: 'left' }, [gainAll])]],
    ['programs the top Belief unseen', [{ move: { from: 'belief-deck', to: 'mind' } }]],
    ['has the bid winner delete a Left belief', [{ 'choose-card': { from: 'mind', where: { side: 'left' }, as: 'b', prompt: 'Which?' } }, { discard: { cards: '$b', to: 'belief-discard' } }]],
  ])('equals each outcome weighed on its own when every Life card %s', (_, script) => {
    expectControlAsAlone(script);
  });

  it('a Life card that reads the leaning is worth more on the table that leans its way', () => {
    const seat = seatWith([ifThen({ leaning: 'left' }, [{ 'gain-chips': { players: { identity: 'left' }, amount: 5 } }])]);
    const side = sideOf(seat.content, belief);
    const [program, deleted] = (['program', 'delete'] as const).map((choice) => outcomeWorth(seat, belief, side, { choice, winner: '0' }));
    const plain = seatWith([]);
    const [programPlain, deletedPlain] = (['program', 'delete'] as const).map((choice) => outcomeWorth(plain, belief, side, { choice, winner: '0' }));
    expect(program - programPlain).toBeGreaterThan(0);
    expect(deleted - deletedPlain).toBe(0);
  });
});

describe("the Bias Effect bot's worth of an ending", () => {
  it('a baseline made from another start that differs only in the mind is the one made afresh', () => {
    const seat = seatWith([], undefined, [one('right-a')]);
    const start = simOf(seat.view, seat.me);
    const programmed = { ...cloneSim(start), mind: [...start.mind, belief] };
    expect(baselineWithMind(baselineOf(seat, start), programmed)).toEqual(baselineOf(seat, programmed));
    expect(baselineOf(seat, programmed).mindWorth).not.toBe(baselineOf(seat, start).mindWorth);
  });

  it("takes the baseline's mind worth only for the very mind the start held", () => {
    const seat = seatWith([], undefined, [one('right-a')]);
    const start = simOf(seat.view, seat.me);
    const base = baselineOf(seat, start);
    // A baseline of the same mind in another list: it never takes the shortcut.
    const longhand = baselineOf(seat, { ...start, mind: [...start.mind] });
    const same = cloneSim(start);
    // A belief programmed blind, the list of those seen unchanged.
    const blind = { ...cloneSim(start), blind: 1 };
    const programmed = cloneSim(start);
    putInto(programmed, { zone: 'mind' }, seat.me, [one('left-b')]);
    for (const ending of [same, blind, programmed]) expect(worth(base, start, ending)).toBe(worth(longhand, start, ending));
    expect(worth(base, start, blind)).not.toBe(worth(base, start, same));
    expect(worth(base, start, programmed)).not.toBe(worth(base, start, same));
  });
});
