import { copyWith } from '../../kit/with-fields.ts';
import type { RobotsEvent, RobotsState } from '../state.ts';

/**
 * How many of the current hand's events the state keeps. Every move copies, stores and sends
 * the state, so a log that grew with the hand made each move costlier than the last (a long
 * 4-player hand logs 400 events). 40 covers what a player needs to read on their turn: all
 * that happened since their previous turn began, which took 27 events at the 99th
 * percentile (41 at most) in 30 random-bot games of 5 players, 21 (32) of 4 players. Older
 * events are counted (`eventCount`), not kept; no rule reads the log (the facts rules need
 * are fields of their own, such as `lastDiscard`).
 */
export const LOG_WINDOW = 40;

export type EventLog = Pick<RobotsState, 'events' | 'eventCount'>;

/** A hand's log, opened with its first event (the deal). */
export const openLog = (first: RobotsEvent): EventLog => ({ events: [first], eventCount: 1 });

/**
 * `event` (and `then`, when given) appended to the log, the oldest events dropped once the log
 * holds LOG_WINDOW: the same log as one call per event, with the window and G copied once.
 */
export function logEvent<G extends EventLog>(G: G, event: RobotsEvent, then?: RobotsEvent): G {
  return withLog(G, NO_CHANGES, event, then);
}

const NO_CHANGES = Object.freeze({});

/** G with `changes` and the log's new events in one copy, where a change and then its log entry copied G twice. */
export function withLog<G extends EventLog, F extends object>(G: G, changes: F, event: RobotsEvent, then?: RobotsEvent): G & F {
  const added = then === undefined ? 1 : 2;
  // The window copied entry by entry: a spread then a splice copied it twice (the log is written at every move).
  const events: RobotsEvent[] = [];
  for (let i = Math.max(0, G.events.length + added - LOG_WINDOW); i < G.events.length; i++) events.push(G.events[i]);
  events.push(event);
  if (then !== undefined) events.push(then);
  // Not a spread: each caller hands in the object its own spread just made, and V8 gives a spread
  // of an object not frozen a hidden class of its own, which the engine's freeze then copies
  // (1.7 µs for ROBOTS!' 20 fields, against 0.04 for the same object made by Object.assign).
  return copyWith(G, changes, { events, eventCount: G.eventCount + added });
}

/** The number in the hand (from 0) of the first event the log still holds: `events[i]` is event `firstKept + i`. */
export const firstKept = (G: EventLog): number => G.eventCount - G.events.length;
