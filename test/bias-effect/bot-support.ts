import { expect } from 'vitest';
import type { Step } from '../../games/kit/script/index.ts';
import { controlWorth, outcomeWorth, type ControlOutcome } from '../../games/bias-effect/bots/control-worth.ts';
import { sideOf } from '../../games/bias-effect/rules/catalog.ts';
import { botSeat, type BotSeat } from '../../games/bias-effect/bots/seat.ts';
import type { BiasContent } from '../../games/bias-effect/content-types.ts';
import { viewFor } from '../../games/bias-effect/rules/view.ts';
import type { PlayerID } from '../../games/bias-effect/state.ts';
import { content, one, prepared, start, tradeAll } from './support.ts';

const three = ['left', 'right', 'moderate'];

/** The Belief up for bidding at seatWith's table: programming it leaves the A.I. leaning Left, deleting it leaves the mind as it was. */
export const belief = one('left-a');

type Leaning = 'left' | 'right' | 'neutral';

/**
 * Seat 0's bot at round 1's bidding on `belief`, every Life card's outcomes set to `script` (or
 * one script per leaning). It walks the Life card (life-walks.ts), as the `life-walks` variant
 * does: these tables test the walks; the shipped bot's model has tests of its own.
 */
export function seatWith(script: unknown[] | Record<Leaning, unknown[]>, chips: Record<PlayerID, number> = { 0: 20, 1: 20, 2: 20 }, mind: string[] = []): BotSeat {
  const outcome = (leaning: Leaning) => ({ text: 'A test outcome.', script: (Array.isArray(script) ? script : script[leaning]) as Step[] });
  const outcomes = { left: outcome('left'), right: outcome('right'), neutral: outcome('neutral') };
  const c: BiasContent = { ...content, life: { ...content.life, life: content.life.life.map((card) => ({ ...card, outcomes })) } };
  const state = tradeAll(start(prepared({ identities: three, chips, mind, beliefTop: [belief], content: c })), {}, c);
  return botSeat(viewFor(state.G, '0'), c, '0', { lifeCard: 'walked' });
}

/** The other outcomes a bid may meet: a rival deletes, nobody bids, a rival programs. */
const OTHERWISE: ControlOutcome[] = [
  { choice: 'delete', winner: '1' },
  { choice: 'delete', winner: null },
  { choice: 'program', winner: '2' },
];

/**
 * Worth of control at seatWith's table, every Life card running `script`, weighed in one go equals
 * each outcome weighed on its own: at a table of its own, built afresh with content of its own, so
 * that no walk or trace kept for the first (the bots keep them per content and table) serves it.
 */
export function expectControlAsAlone(script: Parameters<typeof seatWith>[0]): void {
  const seat = seatWith(script);
  const side = sideOf(seat.content, belief);
  const alone = (outcome: ControlOutcome) => {
    const fresh = seatWith(script);
    expect(fresh.content).not.toBe(seat.content);
    return outcomeWorth(fresh, belief, side, outcome);
  };
  for (const otherwise of OTHERWISE) {
    const best = Math.max(alone({ choice: 'program', winner: '0' }), alone({ choice: 'delete', winner: '0' }));
    const tie = otherwise.winner === null ? 0 : alone({ choice: 'delete', winner: null }) - alone(otherwise);
    expect(controlWorth(seat, belief, side, otherwise)).toEqual({ win: best - alone(otherwise), tie });
  }
}
