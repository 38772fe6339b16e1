import { describe, expect, it } from 'vitest';
import { outcomeWorth } from '../../games/bias-effect/bots/control-worth.ts';
import { explore, walkOf } from '../../games/bias-effect/bots/explore.ts';
import { readsPublicMind } from '../../games/bias-effect/bots/mind-reads.ts';
import { botSeat, type BotSeat } from '../../games/bias-effect/bots/seat.ts';
import { cloneSim, simOf } from '../../games/bias-effect/bots/sim.ts';
import { programGain } from '../../games/bias-effect/bots/goals.ts';
import { sideOf } from '../../games/bias-effect/rules/catalog.ts';
import { mindCount } from '../../games/bias-effect/rules/mind.ts';
import type { PlayerID } from '../../games/bias-effect/state.ts';
import type { Step } from '../../games/kit/script/index.ts';
import { belief, seatWith } from './bot-support.ts';
import { one } from './support.ts';

const steps = (...s: unknown[]) => s as Step[];
const gainAll = { 'gain-chips': { players: 'all', amount: 3 } };
/** Product Recall's shape: the owner deletes a Left belief of the mind. */
const recall = steps({ 'choose-card': { from: 'mind', where: { side: 'left' }, as: 'belief', prompt: 'Which?' } }, { discard: { cards: '$belief', to: 'belief-discard' } });
const forumBinge = steps({ move: { from: 'belief-deck', to: 'mind' } });
const byLeaning = steps({ if: { condition: { leaning: 'left' }, then: [gainAll], else: [{ 'move-autonomy': { by: 1 } }] } });
const READING_THE_MIND: [string, Step[]][] = [
  ['a belief of the mind chosen and deleted', recall],
  ['the Belief deck programmed blind', forumBinge],
  ['a branch on the leaning', byLeaning],
];

describe('the Bias Effect bot tells a script that reads only the public table and the mind', () => {
  it.each(READING_THE_MIND)('reads only what every seat sees: %s', (_, script) => {
    expect(readsPublicMind(script)).toBe(true);
  });

  it.each([
    ['a card chosen from the hand', steps({ 'choose-card': { from: 'hand', as: 'card', prompt: 'Which?' } }, { discard: { cards: '$card' } })],
    ['a card named by the script', steps({ discard: { cards: '$self', to: 'life-discard' } })],
    ['a variable an option may set too', steps({ 'choose-option': { as: 'belief', prompt: 'Which?', options: [{ id: 'algo-x#1', text: 'X' }] } }, ...recall)],
    ['a card set by $let', steps({ $let: { as: 'belief', value: 'algo-x#1' } }, { discard: { cards: '$belief', to: 'belief-discard' } })],
    ['a card of the Belief deck kept in a variable', steps({ move: { from: 'belief-deck', to: 'mind', as: 'top' } })],
    ['a count of a pile', steps({ if: { condition: { count: { zone: 'algorithm-discard', 'at-least': 1 } }, then: [gainAll] } })],
  ])('reads more: %s', (_, script) => {
    expect(readsPublicMind(script)).toBe(false);
  });
});

/** The worth of the bid's Life card to the seat after `choice`, every Life card running `script`: one walk of it, from the table the choice leaves. */
function walkedAlone(seat: BotSeat, script: Step[], winner: PlayerID | null, choice: 'program' | 'delete'): number {
  const start = simOf(seat.view, seat.me);
  if (choice === 'program') start.mind = [...start.mind, belief];
  return explore(walkOf(seat, winner ?? seat.view.firstPlayer, start, undefined, winner), script, cloneSim(start), {});
}

/** Seat 1 at seat 0's table: a hand of as many cards as the table counts for it. */
const seatOne = (zero: BotSeat): BotSeat => botSeat({ ...zero.view, me: '1', hand: Array.from({ length: zero.view.handCounts['1'] }, (_, i) => `unknown#${i}`) }, zero.content, '1', { lifeCard: 'walked' });
const mind = [one('left-a', 2), one('left-b'), one('right-a')];

describe("the Bias Effect bot's walks of the mind, shared by every seat at one table", () => {
  it.each(READING_THE_MIND)('give each seat its own worth, on each table a bid leaves: %s', (_, script) => {
    const zero = seatWith(script, undefined, mind);
    const other = seatOne(zero);
    const side = sideOf(zero.content, belief);
    for (const choice of ['program', 'delete'] as const) {
      for (const winner of ['0', '1', null] as const) {
        const outcome = { choice, winner };
        // Programming adds the Belief's own worth to the mind (goals.ts programGain) before the Life card.
        const life = (seat: BotSeat) => outcomeWorth(seat, belief, side, outcome) - (choice === 'program' ? programGain(seat.content, seat.view, seat.me, mindCount(seat.content, seat.view.mind), side) : 0);
        expect(life(zero)).toBeCloseTo(walkedAlone(zero, script, winner, choice), 9);
        expect(life(other)).toBeCloseTo(walkedAlone(other, script, winner, choice), 9);
      }
    }
  });

  it('weighs afresh a table whose mind differs', () => {
    const zero = seatWith(recall, undefined, mind);
    const side = sideOf(zero.content, belief);
    const outcome = { choice: 'delete' as const, winner: '1' };
    outcomeWorth(zero, belief, side, outcome);
    // The same public table, one Left belief fewer in the mind: Product Recall has fewer to choose from, and none to delete once none is left.
    const fewer = botSeat({ ...zero.view, mind: [one('right-a')] }, zero.content, '0', { lifeCard: 'walked' });
    const other = seatOne(fewer);
    expect(outcomeWorth(other, belief, side, outcome)).toBeCloseTo(walkedAlone(other, recall, '1', 'delete'), 9);
  });
});
