import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { freezeDeep } from '../../games/kit/engine/freeze-deep.ts';
import { robotsInvariants } from '../../games/robots/invariants.ts';
import type { RobotsState, Spread } from '../../games/robots/state.ts';
import { content } from './support.ts';
import { randomPlay } from './random-play.ts';

/** A state of a random game with a run on the table, its invariants checked once (so whatever they keep per spread is kept). */
function checkedWithRun(): State<RobotsState> {
  for (const seed of ['kept-1', 'kept-2', 'kept-3']) {
    const state = randomPlay(3, seed, 400).find((s) => s.G.spreads.some((p) => p.kind === 'run' && p.cards.length >= 3) && s.ctx.gameover === undefined);
    if (!state) continue;
    expect(Object.isFrozen(state.G.spreads[0])).toBe(true);
    expect(robotsInvariants(content, state.G, state.ctx)).toEqual([]);
    return state;
  }
  throw new Error('no random game laid a run down');
}

const withSpread = (G: RobotsState, at: number, spread: Spread): RobotsState => {
  const next = { ...G, spreads: G.spreads.map((s, i) => (i === at ? spread : s)) };
  freezeDeep(next);
  return next;
};

describe('ROBOTS! invariants kept per frozen spread', () => {
  it('a spread already judged whole, replaced by one of the same id with the wrong values, is reported', () => {
    const state = checkedWithRun();
    const at = state.G.spreads.findIndex((s) => s.kind === 'run');
    const run = state.G.spreads[at];
    const shifted = { ...run, cards: run.cards.map((p) => ({ ...p, as: p.as! + 1 })) };
    const broken = withSpread(state.G, at, shifted);
    expect(robotsInvariants(content, broken, state.ctx)).toContain(`spread ${run.id} is not a valid run`);
    expect(robotsInvariants(content, state.G, state.ctx)).toEqual([]);
  });

  it('a card of a spread already counted, also put in a hand or dropped from the spread, is reported', () => {
    const state = checkedWithRun();
    const at = state.G.spreads.findIndex((s) => s.kind === 'run');
    const run = state.G.spreads[at];
    const card = run.cards[0].card;
    const player = state.G.players[0];
    const twice = { ...state.G, hands: { ...state.G.hands, [player]: [...state.G.hands[player], card] } };
    freezeDeep(twice);
    expect(robotsInvariants(content, twice, state.ctx)).toContain(`${card} is in two places`);
    const dropped = withSpread(state.G, at, { ...run, cards: run.cards.slice(1) });
    expect(robotsInvariants(content, dropped, state.ctx)).toContain(`${card} is missing`);
  });

  it('totals judged against the hands once, then off by a point, or the same totals against a changed result, are reported', () => {
    const state = [...randomPlay(2, 'kept-totals', 2000)].reverse().find((s) => s.G.results.length > 0 && s.ctx.gameover === undefined);
    if (!state) throw new Error('no random game finished a hand');
    expect(robotsInvariants(content, state.G, state.ctx)).toEqual([]);
    const [p] = state.G.players;
    const off = { ...state.G, scores: { ...state.G.scores, [p]: state.G.scores[p] + 1 } };
    freezeDeep(off);
    expect(robotsInvariants(content, off, state.ctx)).toContain(`player ${p} has ${state.G.scores[p] + 1} points, the hands add up to ${state.G.scores[p]}`);
    const [last] = state.G.results.slice(-1);
    const rescored = { ...state.G, results: [...state.G.results.slice(0, -1), { ...last, scores: { ...last.scores, [p]: { ...last.scores[p], total: last.scores[p].total - 1 } } }] };
    freezeDeep(rescored);
    expect(robotsInvariants(content, rescored, state.ctx)).toContain(`player ${p} has ${state.G.scores[p]} points, the hands add up to ${state.G.scores[p] - 1}`);
    expect(robotsInvariants(content, state.G, state.ctx)).toEqual([]);
  });

  it('active players with a seat too many, a seat in another stage or none at all are reported', () => {
    const state = checkedWithRun();
    const active = state.ctx.activePlayers!;
    const other = state.G.players.find((p) => !Object.hasOwn(active, p))!;
    expect(robotsInvariants(content, state.G, { ...state.ctx, activePlayers: { ...active, [other]: 'claim' } })).toContain(
      'the active players do not match the turn, the ROBOTS! window or the power being resolved',
    );
    const [first] = Object.keys(active);
    expect(robotsInvariants(content, state.G, { ...state.ctx, activePlayers: { ...active, [first]: 'elsewhere' } })).toContain(
      'the active players do not match the turn, the ROBOTS! window or the power being resolved',
    );
    expect(robotsInvariants(content, state.G, { ...state.ctx, activePlayers: null })).toContain(
      'the active players do not match the turn, the ROBOTS! window or the power being resolved',
    );
  });

  it('a spreads list not frozen, or a frozen one holding a spread that is not, is read again after a change in place', () => {
    const state = checkedWithRun();
    const at = state.G.spreads.findIndex((s) => s.kind === 'run');
    const run = state.G.spreads[at];
    const loose = [...state.G.spreads];
    const G = { ...state.G, spreads: loose };
    expect(robotsInvariants(content, G, state.ctx)).toEqual([]);
    loose[at] = { ...run, cards: run.cards.map((p) => ({ ...p, as: p.as! + 1 })) };
    expect(robotsInvariants(content, G, state.ctx)).toContain(`spread ${run.id} is not a valid run`);
    const open = { ...run, cards: [...run.cards] };
    const held = Object.freeze(state.G.spreads.map((s, i) => (i === at ? open : s))) as Spread[];
    const withOpen = { ...state.G, spreads: held };
    expect(robotsInvariants(content, withOpen, state.ctx)).toEqual([]);
    const [dropped] = open.cards.splice(0, 1);
    expect(robotsInvariants(content, withOpen, state.ctx)).toContain(`${dropped.card} is missing`);
  });
});
