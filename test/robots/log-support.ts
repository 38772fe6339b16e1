import { logEvent } from '../../games/robots/rules/log.ts';
import type { RobotsState } from '../../games/robots/state.ts';
import type { Match } from './power-support.ts';
import { play, prepared, spread, start } from './support.ts';

/** `count` more events logged, as a long stretch of the hand would: the oldest drop off the log. */
export function floodLog<G extends Pick<RobotsState, 'events' | 'eventCount' | 'players'>>(G: G, count: number): G {
  for (let i = 0; i < count; i++) G = logEvent(G, { kind: 'draw', player: G.players[i % G.players.length] });
  return G;
}

/** The same on a played match (a state, or a story's played table). */
export const laterInHand = <M extends { G: RobotsState }>(match: M, count: number): M => ({ ...match, G: floodLog(match.G, count) });

/**
 * Seat 0 draws and discards Extra Parts (red-10), whose power asks it for a discard; it holds
 * a Freakin' Laser Beam (red-14), so answering with it runs one power inside the other.
 */
export function extraPartsWithALaserInHand(): Match {
  const table = prepared({
    hands: { '0': ['red-10', 'red-14', 'gray-9'], '1': ['gray-5'], '2': ['purple-8'] },
    spreads: [spread('s1', '1', 'set', ['red-9', 'blue-9', 'green-9'])],
    factoryTop: ['purple-2', 'purple-3', 'purple-4'],
  });
  return play(start(table), ['0', 'drawFromFactory'], ['0', 'discard', 'red-10']);
}
