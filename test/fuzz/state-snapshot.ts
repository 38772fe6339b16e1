import { isDeepStrictEqual } from 'node:util';
import type { Ctx, State } from 'boardgame.io';

/**
 * A deep copy that keeps what a comparison must see: each object's prototype (a null-prototype
 * map stays one), own keys only, an own `__proto__` key as an own key, -0 and NaN as they are.
 * structuredClone gives every object Object.prototype, and a `for...in` copy with assignment
 * would set the copy's prototype from an own `__proto__` key.
 */
export function copyExact<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copyExact) as T;
  const out = Object.create(Object.getPrototypeOf(value)) as Record<string, unknown>;
  for (const key of Object.keys(value)) {
    Object.defineProperty(out, key, { value: copyExact((value as Record<string, unknown>)[key]), enumerable: true, writable: true, configurable: true });
  }
  return out as T;
}

/** What a state holds that decides the match: G, ctx, the plugins' data (the random seed's state) and the state id. */
export interface Decisive {
  G: unknown;
  ctx: unknown;
  plugins: Record<string, unknown>;
  _stateID: number;
}

export function decisive(state: State): Decisive {
  const plugins: Record<string, unknown> = {};
  for (const name of Object.keys(state.plugins ?? {})) plugins[name] = state.plugins[name].data;
  return { G: state.G, ctx: state.ctx, plugins, _stateID: state._stateID };
}

/** Whether two decisive parts are the same objects, part by part: equal without a walk. */
export function sameObjects(a: Decisive, b: Decisive): boolean {
  if (a.G !== b.G || a.ctx !== b.ctx || a._stateID !== b._stateID) return false;
  const names = Object.keys(a.plugins);
  return names.length === Object.keys(b.plugins).length && names.every((n) => a.plugins[n] === b.plugins[n]);
}

/** The part that differs, or undefined when the states are equal by value; G is left out when `withG` is false. */
export function differingPart(a: Decisive, b: Decisive, withG = true): string | undefined {
  if (withG && !isDeepStrictEqual(a.G, b.G)) return 'G';
  if (!isDeepStrictEqual(a.ctx, b.ctx)) return 'ctx';
  if (!isDeepStrictEqual(a.plugins, b.plugins)) return 'the plugins\' data';
  if (a._stateID !== b._stateID) return '_stateID';
  return undefined;
}

/** A state and a copy of its decisive parts taken before anything ran on it. */
export class Snapshot {
  readonly before: Decisive;
  constructor(readonly state: State) {
    this.before = copyExact(decisive(state));
  }

  /**
   * What of the state given no longer equals the copy, by value. Without G it is cheap enough
   * to ask after every group of moves: the lean engine deep-freezes G before it runs a move,
   * so a write there throws rather than lands, and G is compared once all groups are done.
   */
  changedIn(state: State, withG = true): string | undefined {
    return differingPart(decisive(state), this.before, withG);
  }

  /** A fresh state equal to the one taken, for when something wrote into it. */
  fresh(): State {
    const { G, ctx, plugins, _stateID } = copyExact(this.before);
    const withData = Object.fromEntries(Object.keys(this.state.plugins).map((name) => [name, { ...this.state.plugins[name], data: plugins[name] }]));
    return { ...this.state, G, ctx: ctx as Ctx, _stateID, plugins: withData };
  }
}
