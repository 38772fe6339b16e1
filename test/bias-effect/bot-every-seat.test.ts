import { describe, expect, it } from 'vitest';
import { outcomeWorth } from '../../games/bias-effect/bots/control-worth.ts';
import { explore, walkOf } from '../../games/bias-effect/bots/explore.ts';
import { readsOnlyPublic } from '../../games/bias-effect/bots/mind-reads.ts';
import { botSeat, type BotSeat } from '../../games/bias-effect/bots/seat.ts';
import { cloneSim, simOf } from '../../games/bias-effect/bots/sim.ts';
import { sideOf } from '../../games/bias-effect/rules/catalog.ts';
import type { BiasView, PlayerID } from '../../games/bias-effect/state.ts';
import type { Step } from '../../games/kit/script/index.ts';
import { belief, seatWith } from './bot-support.ts';

const steps = (...s: unknown[]) => s as Step[];
const ifThen = (condition: unknown, then: unknown[]) => ({ if: { condition, then } });
const gainAll = { 'gain-chips': { players: 'all', amount: 3 } };

describe('the Bias Effect bot tells a script that reads only the public table', () => {
  it.each([
    ['chips, effects and the counter', steps(gainAll, { 'take-chips': { from: 'next', amount: 1 } }, { 'add-effect': { effect: 'bid-cap', until: 'next-bids', data: { amount: 3 } } }, { 'move-autonomy': { by: 1 } })],
    ['cards drawn from the Algorithm deck, each player in turn by identity', steps({ 'for-each-player': { as: 'player', steps: [ifThen({ identity: { player: '$player', leaning: 'left' } }, [{ draw: { player: '$player', count: 1 } }])] } })],
    ['a choice of player or option, each seat weighing the answers as its own', steps({ 'choose-player': { as: 'target', prompt: 'Whom?' } }, { 'take-chips': { from: '$target', amount: 2 } }, { 'choose-option': { as: 'pick', prompt: 'Which?', options: [{ id: 'a', text: 'A' }, { id: 'b', text: 'B' }] } })],
  ])('reads only the public table: %s', (_, script) => {
    expect(readsOnlyPublic(script)).toBe(true);
  });

  it.each([
    ['a choice of card, which may be one only some seats see', steps({ 'choose-card': { from: 'mind', as: 'belief', prompt: 'Which?' } })],
    ['a count of cards', steps(ifThen({ count: { zone: 'algorithm-discard', 'at-least': 1 } }, [gainAll]))],
    ['cards drawn from a hand', steps({ draw: { from: { zone: 'hand', of: '1' }, count: 1 } })],
    ['the mind', steps(ifThen({ leaning: 'left' }, [gainAll]))],
    ['a card discarded by name', steps({ discard: { cards: '$self', to: 'algorithm-discard' } })],
    ['a step the bot does not know', steps({ 'no-such-step': {} })],
  ])('reads more: %s', (_, script) => {
    expect(readsOnlyPublic(script)).toBe(false);
  });
});

/** The seat's view with some of the public table changed. */
const changed = (seat: BotSeat, change: (view: BiasView) => Partial<BiasView>): BotSeat => botSeat({ ...seat.view, ...change(seat.view) }, seat.content, seat.me, { lifeCard: 'walked' });

/** What the bid's Life card is worth to the seat after a deletion, every Life card running `script`: one walk of it, from the seat's own picture. */
function walkedAlone(seat: BotSeat, script: Step[], winner: PlayerID | null): number {
  const start = simOf(seat.view, seat.me);
  return explore(walkOf(seat, winner ?? seat.view.firstPlayer, start, undefined, winner), script, cloneSim(start), {});
}

/** Seat 1 at seat 0's table: a hand of as many cards as the table counts for it. */
const seatOne = (zero: BotSeat): BotSeat => botSeat({ ...zero.view, me: '1', hand: Array.from({ length: zero.view.handCounts['1'] }, (_, i) => `unknown#${i}`) }, zero.content, '1', { lifeCard: 'walked' });

describe("the Bias Effect bot's Life card walks, shared by every seat at one table", () => {
  const pays = (players: unknown, amount: number) => ({ 'gain-chips': { players, amount } });
  const bidEffect = (effect: string, amount: number) => (v: BiasView) => ({ scripts: { ...v.scripts, effects: [{ id: 9, effect, owner: '1', source: null, until: 'next-bids', remaining: 1, data: { amount } }] } });
  type Change = (view: BiasView) => Partial<BiasView>;
  it.each<[string, Step[], Change, PlayerID | null, Change?]>([
    ["a player's chips", steps(ifThen({ chips: { player: '1', 'at-least': 25 } }, [pays('all', 3)])), (v) => ({ chips: { ...v.chips, 1: 30 } }), '0'],
    ['who has which identity', steps(pays({ leaning: 'left' }, 3)), (v) => ({ identities: { ...v.identities, 0: 'right', 1: 'left' } }), '0'],
    ['who has which identity, frozen as a state holds it', steps(pays({ leaning: 'left' }, 3)), (v) => ({ identities: Object.freeze({ ...v.identities, 0: 'right', 1: 'left' }) }), '0'],
    ['an effect in force', steps(ifThen({ 'effect-active': { effect: 'shield' } }, [pays('all', 3)])), (v) => ({ scripts: { ...v.scripts, effects: [{ id: 9, effect: 'shield', owner: '1', source: null, until: 'round-end', remaining: 1, data: {} }] } }), '0'],
    ["a hand's size", steps({ draw: { player: '1', count: 2 } }), (v) => ({ handCounts: { ...v.handCounts, 1: v.handCounts['1'] + 3 } }), '0'],
    ["the size of a player's bid bonus", steps(pays('all', 3)), bidEffect('bid-bonus', 5), '0', bidEffect('bid-bonus', 2)],
    ["the size of a player's bid cap", steps(pays('all', 3)), bidEffect('bid-cap', 30), '0', bidEffect('bid-cap', 2)],
    ['the bank', steps(pays('all', 30)), () => ({ bank: 1000 }), '0'],
    ['the Autonomy counter', steps({ 'move-autonomy': { by: 1 } }), (v) => ({ autonomy: v.autonomy + 2 }), '0'],
    ['who plays first, after a tie', steps({ 'lose-chips': { players: 'next', amount: 4 } }), (v) => ({ firstPlayer: v.players[2] }), null],
  ])('weighs afresh a table that differs only in %s', (_, script, change, winner, before = () => ({})) => {
    const first = changed(seatWith(script), before);
    const side = sideOf(first.content, belief);
    const outcome = { choice: 'delete' as const, winner };
    const second = changed(first, change);
    expect(outcomeWorth(first, belief, side, outcome)).toBeCloseTo(walkedAlone(first, script, winner), 9);
    expect(outcomeWorth(second, belief, side, outcome)).toBeCloseTo(walkedAlone(second, script, winner), 9);
  });

  it('gives each seat its own worth of the walk another seat made', () => {
    const script = steps(pays({ leaning: 'left' }, 3));
    const zero = seatWith(script);
    const one = seatOne(zero);
    const side = sideOf(zero.content, belief);
    const outcome = { choice: 'delete' as const, winner: '0' };
    expect(outcomeWorth(zero, belief, side, outcome)).toBeCloseTo(walkedAlone(zero, script, '0'), 9);
    expect(outcomeWorth(one, belief, side, outcome)).toBeCloseTo(walkedAlone(one, script, '0'), 9);
    expect(walkedAlone(one, script, '0')).toBeLessThan(0);
  });

  it("never lends one seat's walk of what only it can see to another", () => {
    // Seat 0 sees its own hand and so one branch; seat 1 cannot count it and weighs both.
    const script = steps(ifThen({ count: { zone: { zone: 'hand', of: '0' }, where: { kind: 'algorithm' }, 'at-least': 1 } }, [pays('all', 3)]));
    const zero = seatWith(script);
    const one = seatOne(zero);
    const side = sideOf(zero.content, belief);
    const outcome = { choice: 'delete' as const, winner: '0' };
    outcomeWorth(zero, belief, side, outcome);
    expect(outcomeWorth(one, belief, side, outcome)).toBeCloseTo(walkedAlone(one, script, '0'), 9);
  });
});
