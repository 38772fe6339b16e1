import { describe, expect, it } from 'vitest';
import { botSeat } from '../../games/bias-effect/bots/seat.ts';
import { rivalry } from '../../games/bias-effect/bots/worth.ts';
import { explore, walkOf } from '../../games/bias-effect/bots/explore.ts';
import type { Step } from '../../games/kit/script/index.ts';
import { addEffect, cloneSim, simOf } from '../../games/bias-effect/bots/sim.ts';
import { putInto, removeCards, takeFrom } from '../../games/bias-effect/bots/sim-zones.ts';
import { viewFor } from '../../games/bias-effect/rules/view.ts';
import type { BiasView } from '../../games/bias-effect/state.ts';
import type { ActiveEffect } from '../../games/kit/script/index.ts';
import { content, one, prepared, start } from './support.ts';

describe("the Bias Effect bot's picture of the table", () => {
  it('a copy shares its lists, yet nothing done to the copy shows in the original', () => {
    const state = start(prepared({ identities: ['left', 'right'], mind: [one('left-b')], hands: { 0: [one('fixture-gain'), one('fixture-lose')] } }));
    const seat = botSeat(viewFor(state.G, '0'), content, '0');
    const original = simOf(seat.view, '0');
    original.piles['belief-discard'] = [one('right-a')];
    const before = structuredClone(original);
    const copy = cloneSim(original);
    expect(copy.own).toBe(original.own);
    takeFrom(copy, { zone: 'belief-discard' }, '0', 1, 'top');
    takeFrom(copy, { zone: 'hand', of: '0' }, '0', 1, 'bottom');
    putInto(copy, { zone: 'mind' }, '0', [one('right-a')]);
    putInto(copy, { zone: 'algorithm-discard' }, '0', [one('fixture-gain')]);
    removeCards(copy, [one('left-b'), one('fixture-gain')], '0');
    addEffect(copy, 'bid-bonus', '1', 'next-bids', 2);
    copy.chips['1'] += 3;
    expect(copy).not.toEqual(before);
    expect(original).toEqual(before);
  });

  it("reads each frozen list of effects afresh, for the view's players; a card's effect on one picture leaves the others", () => {
    const view = viewFor(start(prepared({ identities: ['left', 'right', 'moderate'] })).G, '0');
    const cap = (owner: string, amount: number): ActiveEffect => ({ id: 1, effect: 'bid-cap', owner, source: null, until: 'next-bids', remaining: 1, data: { amount } });
    // Frozen, as every state the engine makes is.
    const frozen = (...effects: ActiveEffect[]) => Object.freeze(effects) as ActiveEffect[];
    const withEffects = (effects: ActiveEffect[], players = view.players): BiasView => ({ ...view, players, scripts: { ...view.scripts, effects } });
    const none = withEffects(frozen());
    const changed = simOf(none, '0');
    addEffect(changed, 'bid-cap', '1', 'next-bids', 1);
    addEffect(changed, 'bid-bonus', '1', 'next-bids', 4);
    expect(changed).toMatchObject({ cap: { 1: 1 }, edit: { 1: 4 } });
    expect(simOf(none, '0')).toMatchObject({ cap: { 1: undefined }, edit: { 1: 0 } });
    expect(simOf(withEffects(frozen(cap('1', 2))), '0').cap['1']).toBe(2);
    const capped = frozen(cap('1', 3));
    expect(simOf(withEffects(capped), '0').cap['1']).toBe(3);
    expect(Object.keys(simOf(withEffects(capped, ['0', '1']), '0').edit)).toEqual(['0', '1']);
  });
});

describe("the Bias Effect bot's rivals", () => {
  it('are weighed for each decision from its own view: a richer rival weighs more', () => {
    const seatAt = (chips: number) => botSeat(viewFor(start(prepared({ identities: ['left', 'right'], chips: { 0: 10, 1: chips } })).G, '0'), content, '0');
    const [poor, rich] = [seatAt(10), seatAt(30)];
    expect(rivalry(poor)['1']).toBe(rivalry(poor)['1']);
    expect(rivalry(rich)['1'] - rivalry(poor)['1']).toBeCloseTo(1, 9);
  });

  it('pays each leaning its own players, asked one after the other of one seat', () => {
    const seat = botSeat(viewFor(start(prepared({ identities: ['left', 'right', 'far-left'] })).G, '0'), content, '0');
    const before = simOf(seat.view, '0');
    const after = cloneSim(before);
    const pay = (leaning: string, amount: number) => ({ 'gain-chips': { players: { leaning }, amount } });
    explore(walkOf(seat, '0', before), [pay('left', 2), pay('right', 3)] as Step[], after, {});
    expect(['0', '1', '2'].map((p) => after.chips[p] - before.chips[p])).toEqual([2, 3, 2]);
  });
});
