import type { State } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { WindowClock } from '../../server/harden/window-clock.ts';
import { gamesWithRobotsRules, ROBOTS_ID } from './helpers/robots-play.ts';

// The ROBOTS! call (GameModule.timedWindow): after a discard that fits a spread, the next
// player's draw waits claimWindowSeconds, counted from when the store kept that discard.

const games = gamesWithRobotsRules({ claimWindowSeconds: 5 });

function robotsState(claimable: { card: string; discardedBy: string } | null, heap: string[], stateID = 1): State {
  return { G: { claimable, heap }, ctx: { gameover: undefined }, _stateID: stateID } as unknown as State;
}

describe('the timed window, on the server', () => {
  it('holds the draw and the take from the heap for the window’s seconds after the state that opened it was kept; a claim is never held', () => {
    let now = 1000;
    const clock = new WindowClock(games, () => now);
    const open = robotsState({ card: 'red-7', discardedBy: '0' }, ['red-7']);
    // The move that led to the discard was screened first: the clock knows the match's game.
    expect(clock.check(ROBOTS_ID, 'm1', robotsState(null, []), 'discard')).toBeUndefined();
    clock.committed('m1', open);
    now += 4000;
    expect(clock.check(ROBOTS_ID, 'm1', open, 'drawFromFactory')).toMatchObject({ code: 'window-open', message: expect.stringMatching(/^wait 1 s: the ROBOTS! window is open/) });
    expect(clock.check(ROBOTS_ID, 'm1', open, 'takeFromHeap')?.code).toBe('window-open');
    expect(clock.check(ROBOTS_ID, 'm1', open, 'callRobots')).toBeUndefined();
    now += 1000;
    expect(clock.check(ROBOTS_ID, 'm1', open, 'drawFromFactory')).toBeUndefined();
  });

  it('a later state of the same window keeps its start; a new window starts again; a state without one holds nothing', () => {
    let now = 0;
    const clock = new WindowClock(games, () => now);
    clock.check(ROBOTS_ID, 'm2', robotsState(null, []), 'discard');
    const first = robotsState({ card: 'red-7', discardedBy: '0' }, ['red-7'], 1);
    clock.committed('m2', first);
    now = 3000;
    clock.committed('m2', { ...first, _stateID: 2 });
    now = 5000;
    expect(clock.check(ROBOTS_ID, 'm2', first, 'drawFromFactory')).toBeUndefined();
    const second = robotsState({ card: 'blue-9', discardedBy: '1' }, ['red-7', 'blue-9'], 3);
    clock.committed('m2', second);
    now = 6000;
    expect(clock.check(ROBOTS_ID, 'm2', second, 'drawFromFactory')?.code).toBe('window-open');
    clock.committed('m2', robotsState(null, ['red-7', 'blue-9'], 4));
    expect(clock.check(ROBOTS_ID, 'm2', robotsState(null, ['red-7', 'blue-9'], 4), 'drawFromFactory')).toBeUndefined();
  });

  it('a window of 0 seconds in content holds nothing; a game without windows is never read', () => {
    const off = new WindowClock(gamesWithRobotsRules({ claimWindowSeconds: 0 }), () => 0);
    off.check(ROBOTS_ID, 'm3', robotsState(null, []), 'discard');
    off.committed('m3', robotsState({ card: 'red-7', discardedBy: '0' }, ['red-7']));
    expect(off.check(ROBOTS_ID, 'm3', robotsState({ card: 'red-7', discardedBy: '0' }, ['red-7']), 'drawFromFactory')).toBeUndefined();
    expect(off.check('are-you-a-robot', 'm4', robotsState(null, []), 'zap')).toBeUndefined();
  });
});
