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

/** `event` appended to the log, the oldest event dropped once the log holds LOG_WINDOW. */
export function logEvent<G extends EventLog>(G: G, event: RobotsEvent): G {
  // The window copied entry by entry: a spread then a splice copied it twice (the log is written at every move).
  const events: RobotsEvent[] = [];
  for (let i = Math.max(0, G.events.length + 1 - LOG_WINDOW); i < G.events.length; i++) events.push(G.events[i]);
  events.push(event);
  return { ...G, events, eventCount: G.eventCount + 1 };
}

/** The number in the hand (from 0) of the first event the log still holds: `events[i]` is event `firstKept + i`. */
export const firstKept = (G: EventLog): number => G.eventCount - G.events.length;
