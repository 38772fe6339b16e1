import { beforeAll, describe, expect, it, vi } from 'vitest';
import { robotsInvariants } from '../../games/robots/invariants.ts';
import { LOG_WINDOW, logEvent } from '../../games/robots/rules/log.ts';
import { viewFor } from '../../games/robots/rules/view.ts';
import type { RobotsEvent, RobotsState } from '../../games/robots/state.ts';
import { decide, pending } from './power-support.ts';
import { content, play, prepared, spread, start } from './support.ts';
import { randomPlay } from './random-play.ts';
import { extraPartsWithALaserInHand, floodLog, laterInHand } from './log-support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));


describe('the hand’s log', () => {
  it('keeps the last LOG_WINDOW events of the hand and counts every one, through long random hands', () => {
    let longest = 0;
    for (const n of [2, 4, 5]) {
      let full: RobotsEvent[] = [];
      let previous: RobotsState | undefined;
      for (const { G } of randomPlay(n, `log-${n}`, 600)) {
        if (previous === undefined || G.handNumber !== previous.handNumber) {
          expect(G.eventCount, 'a new hand opens its log with the deal').toBe(G.events.length);
          full = [...G.events];
        } else {
          const added = G.eventCount - previous.eventCount;
          expect(added).toBeGreaterThanOrEqual(0);
          expect(added).toBeLessThanOrEqual(G.events.length);
          full.push(...G.events.slice(G.events.length - added));
        }
        expect(G.events.length).toBe(Math.min(G.eventCount, LOG_WINDOW));
        expect(G.events).toEqual(full.slice(-LOG_WINDOW));
        longest = Math.max(longest, G.eventCount);
        previous = G;
      }
    }
    expect(longest).toBeGreaterThan(2 * LOG_WINDOW);
  });

  it('appends one event and drops the oldest once full', () => {
    const full = floodLog(prepared({ hands: { '0': ['red-2'] } }), LOG_WINDOW);
    expect(full.events).toHaveLength(LOG_WINDOW);
    const next = logEvent(full, { kind: 'discard', player: '0', card: 'red-2' });
    expect(next.events).toEqual([...full.events.slice(1), { kind: 'discard', player: '0', card: 'red-2' }]);
    expect(next.eventCount).toBe(LOG_WINDOW + 1);
  });

  it('two events appended at once make the log two calls make, full or not', () => {
    const discard: RobotsEvent = { kind: 'discard', player: '0', card: 'red-2' };
    const due: RobotsEvent = { kind: 'power-due', player: '0', card: 'red-2', power: 'extra-parts' };
    for (const size of [0, 1, LOG_WINDOW - 2, LOG_WINDOW - 1, LOG_WINDOW]) {
      const G = floodLog(prepared({ hands: { '0': ['red-2'] } }), size);
      const once = logEvent(G, discard, due);
      const twice = logEvent(logEvent(G, discard), due);
      expect({ size, events: once.events, count: once.eventCount }).toEqual({ size, events: twice.events, count: twice.eventCount });
    }
  });

  it('the invariants catch a log longer than it keeps, or counting fewer events than it holds', () => {
    const [state] = randomPlay(3, 'log-broken', 0);
    const long = { ...state.G, events: Array.from({ length: LOG_WINDOW + 1 }, () => state.G.events[0]), eventCount: 100 };
    expect(robotsInvariants(content, long, state.ctx)).toContain(`the log holds ${LOG_WINDOW + 1} events, more than the ${LOG_WINDOW} it keeps`);
    const uncounted = { ...state.G, eventCount: 0 };
    expect(robotsInvariants(content, uncounted, state.ctx)).toContain('the log counts 0 events this hand but holds 1');
  });
});

describe('rules read facts, not the log', () => {
  it('the ROBOTS! call after a power opens on the turn’s discard after the log has dropped it', () => {
    // Recycle (purple-12) fits Bo's set of 12s; its decision waits while the log moves on past the discard.
    const table = prepared({ hands: { '0': ['purple-12', 'gray-9', 'blue-4'], '1': ['gray-5'], '2': ['purple-8'] }, heap: ['green-2', 'red-3'], spreads: [spread('s1', '1', 'set', ['red-12', 'gray-12', 'green-12'])] });
    const waiting = play(start(table), ['0', 'drawFromFactory'], ['0', 'discard', 'purple-12']);
    expect(pending(waiting)).toMatchObject({ player: '0' });
    const moved = laterInHand(waiting, LOG_WINDOW);
    expect(moved.G.events.some((e) => e.kind === 'discard')).toBe(false);
    const s = decide(moved, '0', ['red-3']);
    expect(s.G.claimable).toEqual({ card: 'purple-12', discardedBy: '0' });
    expect(play(s, ['2', 'callRobots', 's1']).G.spreads[0].cards.at(-1)).toEqual({ card: 'purple-12', by: '2', as: null });
  });

  it('the last discard is the hand’s: set by every discard, a power’s too, cleared by the deal', () => {
    const table = prepared({ hands: { '0': ['red-10', 'gray-9', 'blue-4'], '1': ['gray-5'], '2': ['purple-8'] }, factoryTop: ['purple-2', 'purple-3'] });
    let s = play(start(table), ['0', 'drawFromFactory'], ['0', 'discard', 'red-10']);
    expect(s.G.lastDiscard).toEqual({ player: '0', card: 'red-10' });
    s = decide(s, '0', ['gray-9']);
    expect(s.G.lastDiscard).toEqual({ player: '0', card: 'gray-9' });
    const out = play(start(prepared({ hands: { '0': ['red-2', 'red-3', 'blue-4'], '1': ['gray-5'], '2': ['purple-8'] }, heap: ['green-2'], factoryTop: ['red-4'] })), ['0', 'drawFromFactory'], ['0', 'layDown', 'run', ['red-2', 'red-3', 'red-4']], ['0', 'discard', 'blue-4']);
    expect(out.G.handNumber).toBe(2);
    expect(out.G.lastDiscard).toBeNull();
    expect(out.G.events).toEqual([expect.objectContaining({ kind: 'deal', hand: 2 })]);
    expect(out.G.eventCount).toBe(1);
  });

  it('the view names the card whose power asks now: a Laser inside Extra Parts, then Extra Parts again', () => {
    let s = extraPartsWithALaserInHand();
    expect(viewFor(s.G, '1').powerCard).toBe('red-10');
    s = decide(s, '0', ['red-14']);
    expect(pending(s)).toMatchObject({ player: '0', options: expect.arrayContaining(['red-9']) });
    for (const viewer of ['0', '1', null]) expect(viewFor(s.G, viewer).powerCard).toBe('red-14');
    s = decide(s, '0', ['red-9']);
    expect(pending(s)).toMatchObject({ prompt: 'Discard a card (Extra Parts)' });
    expect(viewFor(s.G, '2').powerCard).toBe('red-10');
    s = decide(s, '0', ['gray-9']);
    expect(pending(s)).toBeNull();
    expect(viewFor(s.G, '0').powerCard).toBeNull();
  });
});
