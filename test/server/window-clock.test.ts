import type { State } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { checkAgainstMatch, type MatchReader } from '../../server/harden/match-guard.ts';
import type { LoadedGame } from '../../games/kit/content/load-content.ts';
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

  it("a window the match's first state opens (Evil Robots' first offer) runs from when the table filled, as the table's countdown does, not from the first move", () => {
    // A game whose setup opens an 8 s offer, closed by closeClaims, like Evil Robots.
    const timed = {
      module: { id: 'timed', timedWindow: (G: { offer: number | null }) => (G.offer === null ? undefined : { key: `offer-${G.offer}`, seconds: 8, moves: ['closeClaims'], reason: 'the Power Card is still on offer' }) },
      content: {},
    } as unknown as LoadedGame;
    let now = 0;
    const clock = new WindowClock([timed], () => now);
    const at = (stateID: number, offer: number | null) => ({ G: { offer }, ctx: { gameover: undefined }, _stateID: stateID }) as unknown as State;
    // Two seats of three at 0; the last at 1000: the table appears, its countdown starts.
    clock.seated('e1', false);
    now = 1000;
    clock.seated('e1', true);
    // Someone claims at 4000 on the first state; the offer stays open.
    now = 4000;
    expect(clock.check('timed', 'e1', at(0, 1), 'claim')).toBeUndefined();
    clock.committed('e1', at(1, 1));
    // At 8500 both the server and the table say: still running.
    now = 8500;
    expect(clock.check('timed', 'e1', at(1, 1), 'closeClaims')?.message).toMatch(/^wait 1 s: the Power Card is still on offer/);
    // At 9000 the table shows the time up and the Dealer's table closes the claims: the server agrees.
    now = 9000;
    expect(clock.check('timed', 'e1', at(1, 1), 'closeClaims')).toBeUndefined();
    // The next offer, opened by a move, runs from when the store kept it.
    clock.committed('e1', at(2, 2));
    now = 16_000;
    expect(clock.check('timed', 'e1', at(2, 2), 'closeClaims')?.code).toBe('window-open');
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

  it('a window opened by a move another process kept holds moves here too, from when this process heard of it', () => {
    let now = 0;
    const robots = games.find((g) => g.module.id === ROBOTS_ID)!;
    // This process screened no move of the match: it knows its game from the content its sockets loaded.
    const clock = new WindowClock(games, () => now, (matchID) => (matchID === 'm5' ? robots : undefined));
    const open = robotsState({ card: 'red-7', discardedBy: '0' }, ['red-7']);
    clock.committed('m5', open);
    now = 2000;
    expect(clock.check(ROBOTS_ID, 'm5', open, 'drawFromFactory')?.code).toBe('window-open');
  });

  it("the screen judges a mover's move on the state the mover saw when this process's memory is behind", async () => {
    let now = 0;
    const clock = new WindowClock(games, () => now);
    const before = robotsState(null, [], 1);
    const open = robotsState({ card: 'red-7', discardedBy: '0' }, ['red-7'], 2);
    clock.check(ROBOTS_ID, 'm6', before, 'discard');
    clock.committed('m6', open);
    now = 1000;
    let kept = before;
    const reader = {
      peek: async () => ({ state: kept, metadata: { gameName: ROBOTS_ID, players: { 0: { id: 0, name: 'A' }, 1: { id: 1, name: 'B' } } } }),
      refresh: () => void (kept = open),
    } as unknown as MatchReader;
    const draw = [{ type: 'MAKE_MOVE', payload: { type: 'drawFromFactory', args: [] } }, 2, 'm6', '1'];
    const module = games.find((g) => g.module.id === ROBOTS_ID)!.module;
    expect((await checkAgainstMatch(reader, module, 'update', draw, clock))?.code).toBe('window-open');
  });
});
