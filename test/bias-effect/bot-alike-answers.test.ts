import { describe, expect, it } from 'vitest';
import { alikeAnswers } from '../../games/bias-effect/bots/alike-answers.ts';
import { explore, walkOf } from '../../games/bias-effect/bots/explore.ts';
import { cloneSim, simOf } from '../../games/bias-effect/bots/sim.ts';
import type { DecisionRequest, Step } from '../../games/kit/script/index.ts';
import type { PlayerID } from '../../games/bias-effect/state.ts';
import { one } from './support.ts';
import { seatWith } from './bot-support.ts';

const steps = (...s: unknown[]) => s as Step[];
const MIND = [one('left-a'), one('left-b'), one('right-a'), one('left-c'), one('right-b')];
const choose = (where?: unknown) => ({ 'choose-card': { from: 'mind', as: 'belief', prompt: 'Which?', ...(where ? { where } : {}) } });
const discard = { discard: { cards: '$belief', to: 'belief-discard' } };
const programBlind = { move: { from: 'belief-deck', to: 'mind' } };
const payIfLeftA = { if: { condition: { equal: ['$belief', one('left-a')] }, then: [{ 'gain-chips': { players: 'all', amount: 3 } }] } };

/** The script walked from seat 0's table with `chooser` owning the card, with what its walk spent of the budget. */
function walked(script: Step[], chooser: PlayerID): { value: number; spent: number } {
  const seat = seatWith([], { 0: 20, 1: 20, 2: 20 }, MIND);
  const start = simOf(seat.view, seat.me);
  const walk = walkOf(seat, chooser, start);
  const left = walk.budget.left;
  return { value: explore(walk, script, cloneSim(start), {}), spent: left - walk.budget.left };
}

/** The same, each answer walked on its own (the choice made beforehand): what the weighing of every answer in turn gives. */
function eachAnswer(cards: string[], rest: Step[], chooser: PlayerID): number[] {
  return cards.map((card) => walked(steps({ $let: { as: 'belief', value: card } }, ...rest), chooser).value);
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe("the Bias Effect bot's card choices weighed once per kind of card", () => {
  const lefts = [one('left-a'), one('left-b'), one('left-c')];
  it.each([
    ['a Left belief deleted', steps(choose({ side: 'left' }), discard), lefts, steps(discard)],
    ['any belief deleted, then one programmed blind', steps(choose(), discard, programBlind), MIND, steps(discard, programBlind)],
  ])('weighs %s as each answer walked alone, and spends the budget alike', (_, script, options, rest) => {
    const alone = eachAnswer(options, rest, '0');
    // The bot's own choice takes the best answer; another player's, their average.
    expect(walked(script, '0')).toEqual({ value: Math.max(...alone), spent: options.length });
    expect(walked(script, '1')).toEqual({ value: mean(eachAnswer(options, rest, '1')), spent: options.length });
  });

  it('weighs apart the cards the rest of the card tells apart', () => {
    const alone = eachAnswer(lefts, steps(discard, payIfLeftA), '0');
    expect(new Set(alone).size).toBeGreaterThan(1);
    expect(walked(steps(choose({ side: 'left' }), discard, payIfLeftA), '0').value).toBe(Math.max(...alone));
    expect(walked(steps(choose({ side: 'left' }), discard, payIfLeftA), '1').value).toBe(mean(eachAnswer(lefts, steps(discard, payIfLeftA), '1')));
  });

  it('puts in one class only cards of the same facts in the same list, and only for a rest that merely discards the card', () => {
    const seat = seatWith([], { 0: 20, 1: 20, 2: 20 }, MIND);
    const sim = simOf(seat.view, seat.me);
    const request = (options: string[]): DecisionRequest => ({ player: '0', prompt: 'Which?', kind: 'card', options, min: 1, max: 1 });
    const answers = (options: string[]) => options.map((c) => [c]);
    const classes = (options: string[], rest: Step[] = steps(discard), on = sim) => alikeAnswers(seat.content, on, request(options), answers(options), rest, 'belief');
    expect(classes(MIND)).toEqual([0, 0, 1, 0, 1]);
    expect(classes(MIND, steps(discard, programBlind))).toEqual([0, 0, 1, 0, 1]);
    // Every card of a kind of its own: nothing to share.
    expect(classes([one('left-a'), one('right-a')])).toBeUndefined();
    // The same facts, but one card in the mind and one on the discard pile.
    const split = { ...cloneSim(sim), mind: [one('left-a')], piles: { ...sim.piles, 'belief-discard': [one('left-b')] } };
    expect(classes([one('left-a'), one('left-b')], steps(discard), split)).toBeUndefined();
    expect(classes([one('left-a'), one('left-b')], steps(discard, payIfLeftA))).toBeUndefined();
    expect(classes([one('left-a'), one('left-b')], steps({ discard: { cards: '$belief', to: 'mind' } }))).toBeUndefined();
    expect(classes([one('left-a'), one('left-b')], steps({ move: { from: 'belief-deck', to: 'mind', as: 'drawn' } }, discard))).toBeUndefined();
    // Two cards at once, or none, are not one card each.
    expect(alikeAnswers(seat.content, sim, { ...request(lefts), max: 2 }, [[lefts[0], lefts[1]], [lefts[0], lefts[2]]], steps(discard), 'belief')).toBeUndefined();
    expect(alikeAnswers(seat.content, sim, { ...request(lefts), min: 0 }, [[], [lefts[0]], [lefts[1]]], steps(discard), 'belief')).toBeUndefined();
  });
});
