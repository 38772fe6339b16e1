import { describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { deepFreeze } from '../../../games/kit/content/deep-freeze.ts';
import { LAZY_ARGUMENTS } from '../../../games/kit/script/interpreter.ts';
import { argsOf, readStep } from '../../../games/kit/script/read-step.ts';
import { matchesFilter } from '../../../games/kit/script/values.ts';
import type { Scope, Step } from '../../../games/kit/script/types.ts';
import { createToyGame } from '../../fixtures/script/toy-game.ts';
import type { ToyState } from '../../fixtures/script/toy-state.ts';
import { toyContent } from './toy-client.ts';

const scope: Scope = { self: 'red-1', owner: '0', vars: { card: 'red-2', cards: ['red-3', 'red-4'] } };
const bindings = { scope, currentPlayer: '1' };

describe('readStep and argsOf', () => {
  it('a frozen step is read once; one that is not is read again, so a change to it counts', () => {
    const frozen = deepFreeze({ draw: { count: 2 } });
    expect(readStep(frozen, LAZY_ARGUMENTS)).toBe(readStep(frozen, LAZY_ARGUMENTS));
    const open: Step = { draw: { count: 2 } };
    expect(readStep(open, LAZY_ARGUMENTS)).toEqual({ name: 'draw', rawArgs: { count: 2 }, fixed: true });
    open.draw = { count: '$card' };
    expect(readStep(open, LAZY_ARGUMENTS)).toEqual({ name: 'draw', rawArgs: { count: '$card' }, fixed: false });
  });

  it('arguments that name no variable are the written object; any variable, even deep in a list or object, is resolved at each run', () => {
    const plain = deepFreeze({ 'gain-chips': { players: { leaning: 'left' }, amount: 2 } });
    expect(argsOf(readStep(plain, LAZY_ARGUMENTS), bindings, LAZY_ARGUMENTS)).toBe(plain['gain-chips']);
    const deep = deepFreeze({ put: { cards: ['$cards', '$self'], to: { zone: 'hand', of: '$owner' } } });
    const args = argsOf(readStep(deep, LAZY_ARGUMENTS), bindings, LAZY_ARGUMENTS);
    expect(args).toEqual({ cards: ['red-3', 'red-4', 'red-1'], to: { zone: 'hand', of: '0' } });
    scope.vars.cards = ['blue-1'];
    expect(argsOf(readStep(deep, LAZY_ARGUMENTS), bindings, LAZY_ARGUMENTS)).toEqual({ cards: ['blue-1', 'red-1'], to: { zone: 'hand', of: '0' } });
  });

  it('resolved arguments keep their fields in order, a `__proto__` field a field (no prototype set), lazy ones as written', () => {
    const step = deepFreeze(JSON.parse('{"put": {"cards": ["$card", "blue-9", "$cards"], "__proto__": {"of": "$owner"}, "then": [{"discard": {"cards": "$card"}}], "count": 2}}'));
    const args = argsOf(readStep(step, LAZY_ARGUMENTS), { scope: { self: null, owner: '1', vars: { card: 'red-2', cards: ['red-5'] } }, currentPlayer: '1' }, LAZY_ARGUMENTS) as Record<string, unknown>;
    expect(Object.getPrototypeOf(args)).toBe(Object.prototype);
    expect(Object.keys(args)).toEqual(['cards', '__proto__', 'then', 'count']);
    expect(args.cards).toEqual(['red-2', 'blue-9', 'red-5']);
    expect(Object.getOwnPropertyDescriptor(args, '__proto__')?.value).toEqual({ of: '1' });
    expect(args.then).toBe(step.put.then);
    expect(({} as Record<string, unknown>).of).toBeUndefined();
  });

  it("a variable the script never set reads as nothing, even one named like an object's own methods", () => {
    const step = deepFreeze({ put: { cards: ['$constructor', '$card'], to: { zone: 'hand', of: '$constructor' } } });
    const args = argsOf(readStep(step, LAZY_ARGUMENTS), { scope: { self: null, owner: '1', vars: { card: 'red-2' } }, currentPlayer: '1' }, LAZY_ARGUMENTS);
    expect(args).toEqual({ cards: [null, 'red-2'], to: { zone: 'hand', of: null } });
  });

  it('a variable in a lazy argument (nested steps) is left for those steps: the step itself reads as written', () => {
    const step = deepFreeze({ if: { condition: { 'has-card': { zone: 'hand' } }, then: [{ discard: { cards: '$card' } }] } });
    const read = readStep(step, LAZY_ARGUMENTS);
    expect(read.fixed).toBe(true);
    expect(argsOf(read, bindings, LAZY_ARGUMENTS)).toBe(step.if);
  });

  it('a step with no arguments gets the stand-in given, resolved as before', () => {
    const bare = deepFreeze({ shuffle: undefined }) as Step;
    expect(argsOf(readStep(bare, LAZY_ARGUMENTS), bindings, LAZY_ARGUMENTS, {})).toEqual({});
    expect(argsOf(readStep(bare, LAZY_ARGUMENTS), bindings, LAZY_ARGUMENTS)).toBeUndefined();
  });
});

const script = [{ draw: { count: 2 } }, { 'choose-card': { from: 'hand', as: 'card', prompt: 'Discard a card' } }, { discard: { cards: '$card' } }];
const move = (type: string, args: unknown[], playerID: string) => ({ type: 'MAKE_MOVE' as const, payload: { type, args, playerID } });

function paused(steps: Step[]) {
  const toy = createToyGame(toyContent({ 'red-1': steps }));
  const arrange = { deck: ['red-4', 'red-5', 'red-6'], hands: { '0': ['red-1', 'red-2', 'red-3'], '1': ['blue-1'] } };
  const g: Game<ToyState> = { ...toy, seed: 'read-step', setup: (context) => toy.setup!(context, { arrange }) };
  const reducer = CreateGameReducer({ game: g });
  return { reducer, state: reducer(InitializeGame({ game: g, numPlayers: 2 }), move('play', ['red-1'], '0')) };
}

describe('a running script holds its steps', () => {
  it('as content gives them when frozen (no copy to walk and freeze again), and plays the same as a copy', () => {
    const frozen = deepFreeze(structuredClone(script));
    const run = paused(frozen);
    expect(run.state.G.scripts.running!.frames[0].steps).toBe(frozen);
    const open = paused(structuredClone(script));
    expect(open.state.G.scripts.running!.frames[0].steps).not.toBe(script);
    expect(open.state.G.scripts.running!.frames[0].steps).toEqual(frozen);
    const decide = move('decide', [['red-2']], '0');
    expect(run.reducer(run.state, decide).G).toEqual(open.reducer(open.state, decide).G);
  });
});

describe('matchesFilter: the `where` of a step or condition', () => {
  const facts = { colour: 'red', number: 7, power: null, kind: 'number' };
  it('holds when every field equals, is one of a list, or lies within its bounds, and fails on the first that does not', () => {
    expect(matchesFilter(facts, undefined)).toBe(true);
    expect(matchesFilter(facts, {})).toBe(true);
    expect(matchesFilter(facts, { colour: 'red', number: { min: 5, max: 7 }, kind: ['set', 'number'] })).toBe(true);
    expect(matchesFilter(facts, { colour: 'red', number: { min: 8 } })).toBe(false);
    expect(matchesFilter(facts, { number: { max: 6 } })).toBe(false);
    expect(matchesFilter(facts, { colour: ['blue', 'green'] })).toBe(false);
    expect(matchesFilter(facts, { power: null })).toBe(true);
    expect(matchesFilter(facts, { colour: { min: 1 } })).toBe(false);
    expect(matchesFilter(facts, { missing: 'x' })).toBe(false);
  });
});
