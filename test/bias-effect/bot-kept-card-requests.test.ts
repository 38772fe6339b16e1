import { describe, expect, it } from 'vitest';
import { requestOf } from '../../games/bias-effect/bots/choices.ts';
import type { Reading } from '../../games/bias-effect/bots/reader.ts';
import { botSeat, type BotSeat } from '../../games/bias-effect/bots/seat.ts';
import { simOf, type Sim } from '../../games/bias-effect/bots/sim.ts';
import type { BiasContent } from '../../games/bias-effect/content-types.ts';
import { viewFor } from '../../games/bias-effect/rules/view.ts';
import type { CardId, PlayerID } from '../../games/bias-effect/state.ts';
import { content, one, prepared, start } from './support.ts';

// Content's steps are frozen, as the loader leaves them.
const recallRight = Object.freeze({ from: 'mind', where: Object.freeze({ side: 'right' }), as: 'belief', prompt: 'Delete which Right belief?' });
const mind = [one('right-a'), one('left-a'), one('right-b')];
const view = viewFor(start(prepared({ identities: ['left', 'right'], mind })).G, '0');
const seat = botSeat(view, content, '0');
const reading = (on: BotSeat, owner: PlayerID, env: Reading['env'] = {}): Reading => ({ seat: on, owner, winner: owner, env });
const withMind = (sim: Sim, cards: CardId[]): Sim => ({ ...sim, mind: cards });
const options = (r: Reading, sim: Sim, args: Record<string, unknown> = recallRight) => requestOf(r, sim, 'choose-card', args)?.options;

describe("the Bias Effect bot's choice of a card, its request kept per step for the last list, content and chooser", () => {
  it('serves the same request again for the same list, content and chooser', () => {
    const sim = simOf(seat.view, '0');
    const kept = requestOf(reading(seat, '1'), sim, 'choose-card', recallRight);
    expect(kept?.options).toEqual([one('right-a'), one('right-b')]);
    expect(requestOf(reading(seat, '1'), sim, 'choose-card', recallRight)).toBe(kept);
  });

  it('works the request out again for another list, chooser, content or exception', () => {
    const sim = simOf(seat.view, '0');
    expect(options(reading(seat, '1'), sim)).toEqual([one('right-a'), one('right-b')]);
    // Another list (a card of the mind deleted): not the last list's options.
    expect(options(reading(seat, '1'), withMind(sim, [one('right-b')]))).toEqual([one('right-b')]);
    expect(options(reading(seat, '1'), sim)).toEqual([one('right-a'), one('right-b')]);
    // Another chooser, the same list.
    expect(requestOf(reading(seat, '1'), sim, 'choose-card', recallRight)?.player).toBe('1');
    expect(requestOf(reading(seat, '0'), sim, 'choose-card', recallRight)?.player).toBe('0');
    // Other content, where right-a is a Left belief, the same step and list.
    const turned: BiasContent = { ...content, beliefs: { ...content.beliefs, beliefs: content.beliefs.beliefs.map((b) => (b.id === 'right-a' ? { ...b, side: 'left' } : b)) } };
    expect(options(reading(botSeat(view, turned, '0'), '0'), sim)).toEqual([one('right-b')]);
    expect(options(reading(seat, '0'), sim)).toEqual([one('right-a'), one('right-b')]);
    // A card excepted by a variable: the same step and list offer less.
    const except = Object.freeze({ ...recallRight, except: '$kept' });
    expect(options(reading(seat, '0'), sim, except)).toEqual([one('right-a'), one('right-b')]);
    expect(options(reading(seat, '0', { kept: one('right-a') }), sim, except)).toEqual([one('right-b')]);
  });
});
