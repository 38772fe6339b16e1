import { identityOf } from '../rules/catalog.ts';
import { leaningOf, mindCount } from '../rules/mind.ts';
import { cardsOfValue, playerOf, valueOf, zonesOf, type Reading } from './reader.ts';
import type { Sim } from './sim.ts';
import { countIn, passes } from './sim-zones.ts';

/** A condition's truth, or undefined when the bot cannot tell (it then weighs both branches). */
export type Truth = boolean | undefined;

const not = (t: Truth): Truth => (t === undefined ? undefined : !t);
const every = (ts: Truth[]): Truth => (ts.includes(false) ? false : ts.includes(undefined) ? undefined : true);
const some = (ts: Truth[]): Truth => (ts.includes(true) ? true : ts.includes(undefined) ? undefined : false);
const within = (n: number, a: Record<string, unknown>) => (a['at-least'] === undefined || n >= Number(a['at-least'])) && (a['at-most'] === undefined || n <= Number(a['at-most']));

// Content's conditions are read at every walk of every bot: each one's name and arguments are taken out once.
const parts = new WeakMap<object, [string | undefined, unknown]>();

function partsOf(condition: object): [string | undefined, unknown] {
  let known = parts.get(condition);
  if (!known) parts.set(condition, (known = Object.entries(condition)[0] ?? [undefined, undefined]));
  return known;
}

/** The kit's conditions and the game's own (script/conditions.ts), read on what the seat sees. */
export function truthOf(r: Reading, sim: Sim, condition: unknown): Truth {
  if (condition === null || typeof condition !== 'object') return undefined;
  const [name, args] = partsOf(condition);
  const a = (args ?? {}) as Record<string, unknown>;
  const { content, view } = r.seat;
  switch (name) {
    case 'all':
      return every((args as unknown[]).map((c) => truthOf(r, sim, c)));
    case 'any':
      return some((args as unknown[]).map((c) => truthOf(r, sim, c)));
    case 'not':
      return not(truthOf(r, sim, args));
    case 'equal': {
      const [x, y] = (args as unknown[]).map((v) => valueOf(r, v));
      if (x === undefined || y === undefined) return undefined;
      // Two strings are equal as JSON exactly when they are equal: most conditions compare a choice with an option.
      return typeof x === 'string' && typeof y === 'string' ? x === y : JSON.stringify(x) === JSON.stringify(y);
    }
    case 'chosen': {
      const v = valueOf(r, args);
      return v === undefined ? undefined : v !== null && !(Array.isArray(v) && v.length === 0);
    }
    case 'count': {
      const counts = zonesOf(r, a.zone).map((z) => countIn(content, sim, z, r.seat.me, a.where));
      return counts.includes(undefined) ? undefined : within(counts.reduce((x: number, y) => x + y!, 0), a);
    }
    case 'card-matches': {
      const cards = cardsOfValue(r, a.card);
      return cards === undefined ? undefined : cards.length > 0 && cards.every((c) => passes(content, c, a.where));
    }
    case 'effect-active': {
      const owner = a.owner === undefined ? undefined : playerOf(r, a.owner);
      return sim.effects.some((e) => e.effect === a.effect && (owner === undefined || e.owner === owner));
    }
    case 'leaning':
      return sim.blind > 0 ? undefined : leaningOf(mindCount(content, sim.mind)) === args;
    case 'identity': {
      const player = playerOf(r, a.player);
      if (player === undefined) return undefined;
      const id = view.identities[player];
      return (a.leaning === undefined || identityOf(content, id).leaning === a.leaning) && (a.is === undefined || id === a.is);
    }
    case 'chips': {
      const player = playerOf(r, a.player);
      return player === undefined ? undefined : within(sim.chips[player], a);
    }
    default:
      return undefined;
  }
}
