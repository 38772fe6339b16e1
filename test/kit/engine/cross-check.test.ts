import type { State } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { crossCheck } from '../../../games/kit/engine/cross-check.ts';
import type { EngineAction, Step } from '../../../games/kit/engine/lean-reducer.ts';

const freeze = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const part of Object.values(value)) freeze(part);
    Object.freeze(value);
  }
  return value;
};

const stateOf = (G: unknown, id: number) => freeze({ G, ctx: { turn: id }, plugins: {}, _stateID: id }) as unknown as State;
const act = (type: string): EngineAction => ({ type: 'MAKE_MOVE', payload: { type, args: [], playerID: '0' } }) as EngineAction;

/** A step that keeps G's other parts as they are, as both engines do, and writes what `write` says into `hand`. */
const stepWith =
  (write: (hand: any, type: string) => unknown): Step =>
  (state, action) =>
    ({ state: stateOf({ ...(state.G as object), hand: write((state.G as any).hand, action.payload.type) }, state._stateID + 1) });

const plain = stepWith((hand, type) => ({ ...hand, cards: [...hand.cards, type] }));
const actions = ['a', 'b', 'c', 'd'].map(act);

describe('the cross-check of the lean engine against the reducer', () => {
  it('finds the first move after which the states part, however deep, and in what part', () => {
    const start = () => stateOf({ hand: { cards: [], note: { n: 1 } }, kept: { long: [1, 2, 3] } }, 0);
    expect(crossCheck(start, plain, plain, actions)).toBeUndefined();
    const deep = stepWith((hand, type) => ({ ...hand, cards: [...hand.cards, type], note: type === 'c' ? { n: 2 } : hand.note }));
    expect(crossCheck(start, deep, plain, actions)).toMatch(/^after action 3 \(c by player 0\) the lean engine's G differs/);
    const added = stepWith((hand, type) => (type === 'b' ? { ...hand, cards: [...hand.cards, type], extra: undefined } : { ...hand, cards: [...hand.cards, type] }));
    expect(crossCheck(start, added, plain, actions)).toMatch(/^after action 2 /);
    const longer = stepWith((hand, type) => ({ ...hand, cards: type === 'd' ? [...hand.cards, type, type] : [...hand.cards, type] }));
    expect(crossCheck(start, longer, plain, actions)).toMatch(/^after action 4 /);
  });

  it('reads again no part that both sides kept since they were last found equal', () => {
    let reads = 0;
    const kept = Object.freeze(
      Object.defineProperty({}, 'cards', {
        enumerable: true,
        get: () => {
          reads++;
          return [1, 2];
        },
      }),
    );
    // Each side has its own kept part, equal at setup (read there) and never replaced.
    const start = { lean: () => stateOf({ hand: { cards: [] }, kept }, 0), reference: () => stateOf({ hand: { cards: [] }, kept: freeze({ cards: [1, 2] }) }, 0) };
    expect(crossCheck(start, plain, plain, actions)).toBeUndefined();
    expect(reads).toBe(1);
  });
});
