import { describe, expect, it } from 'vitest';
import { botSeat } from '../../games/bias-effect/bots/seat.ts';
import { simOf } from '../../games/bias-effect/bots/sim.ts';
import { baselineOf, type Baseline } from '../../games/bias-effect/bots/worth.ts';
import type { BiasContent } from '../../games/bias-effect/content-types.ts';
import { viewFor } from '../../games/bias-effect/rules/view.ts';
import type { BiasState, PlayerID } from '../../games/bias-effect/state.ts';
import { freezeDeep } from '../../games/kit/engine/freeze-deep.ts';
import { content, one, prepared, start, tradeAll } from './support.ts';

const frozen = <T extends object>(value: T): T => (freezeDeep(value), value);

/** Everything a baseline holds but the seat it was made for (whose chance function is its own). */
const factsOf = ({ seat: _seat, ...facts }: Baseline) => facts;

/** The baseline of `me`'s hand weighing on G, from the view the simulator makes (frozen) and from a plain copy (worked out afresh). */
function baselines(G: BiasState, me: PlayerID, c: BiasContent = content) {
  const weigh = (state: BiasState) => {
    const seat = botSeat(viewFor(state, me), c, me);
    return factsOf(baselineOf(seat, simOf(seat.view, me)));
  };
  return { kept: weigh(G), fresh: weigh(structuredClone(G)) };
}

describe("the Bias Effect bot's baseline", () => {
  it('is kept per frozen mind, seat and what else it reads: a new neighbour is read anew, and it equals one worked out afresh', () => {
    const G = frozen(tradeAll(start(prepared({ identities: ['left', 'right', 'moderate'], mind: [one('right-a'), one('right-b')] }))).G);
    const good = baselines(G, '0');
    expect(good.kept).toEqual(good.fresh);
    const variants: [string, BiasState, PlayerID, BiasContent?][] = [
      ['another seat', G, '1'],
      ['other identities', frozen({ ...G, identities: { ...G.identities, 0: 'far-right' } }), '0'],
      ['a Belief in the discard', frozen({ ...G, beliefDiscard: [G.beliefDeck.at(-1)!, ...G.beliefDiscard] }), '0'],
      ['no Belief up', frozen({ ...G, belief: null }), '0'],
      ['fewer players', frozen({ ...G, players: G.players.slice(0, 2) }), '0'],
      ['another mind', frozen({ ...G, mind: [G.mind[0]] }), '0'],
      ['other content', G, '0', { ...content, rules: { ...content.rules, bonusPerBelief: content.rules.bonusPerBelief + 1 } }],
    ];
    for (const [what, variant, me, c] of variants) {
      // The good table's part is kept just before each variant is weighed.
      baselines(G, '0');
      const { kept, fresh } = baselines(variant, me, c);
      expect(fresh, what).not.toEqual(good.fresh);
      expect(kept, what).toEqual(fresh);
    }
  });

  it('serves a start holding the view mind as the view, and works out any other start', () => {
    const G = frozen(tradeAll(start(prepared({ identities: ['left', 'right', 'moderate'], mind: [one('right-a')] }))).G);
    const seat = botSeat(viewFor(G, '0'), content, '0');
    const table = simOf(seat.view, '0');
    const plain = botSeat(viewFor(structuredClone(G), '0'), content, '0');
    for (const start of [table, { ...table, blind: 1 }, { ...table, mind: [...table.mind, one('left-a')] }, { ...table, mind: [one('left-a')] }]) {
      expect(factsOf(baselineOf(seat, start))).toEqual(factsOf(baselineOf(plain, start)));
    }
    for (const other of [{ ...table, blind: 1 }, { ...table, mind: [...table.mind, one('left-a')] }]) expect(baselineOf(seat, other).mindWorth).not.toBe(baselineOf(seat, table).mindWorth);
  });

  it('reads a view whose parts are not frozen afresh each time, as a test may change them in place', () => {
    const G = frozen(tradeAll(start(prepared({ identities: ['left', 'right', 'moderate'], mind: [one('right-a')] }))).G);
    const open = { ...G, identities: { ...G.identities } };
    // A seat lives for one decision (it keeps its rivalry): each weighing has its own.
    const weigh = () => {
      const seat = botSeat(viewFor(open, '0'), content, '0');
      return factsOf(baselineOf(seat, simOf(seat.view, '0')));
    };
    const before = weigh();
    open.identities['0'] = 'far-right';
    const after = weigh();
    expect(after).not.toEqual(before);
    expect(after).toEqual(baselines(frozen({ ...G, identities: { ...open.identities } }), '0').fresh);
  });
});
