import { beforeAll, describe, expect, it, vi } from 'vitest';
import { identityOf } from '../../games/bias-effect/rules/catalog.ts';
import { winHolds } from '../../games/bias-effect/rules/identities.ts';
import { leaningOf } from '../../games/bias-effect/rules/mind.ts';
import { brokenIn, content, gameoverOf, one, prepared, quietRound, refused, start, withWin, type Prepared } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const FIVE = ['left', 'right', 'far-left', 'far-right', 'moderate'];
const IDENTITIES = ['far-left', 'left', 'moderate', 'right', 'far-right'];
/** Life cards that do nothing, so a round's only change is the counter. */
const QUIET = [one('fixture-quiet'), one('fixture-quiet', 2)];
const lefts = (n: number) => ['left-a', 'left-b', 'left-c', 'left-d', 'left-e', 'left-f'].slice(0, n).map((d) => one(d));
const rights = (n: number) => ['right-a', 'right-b', 'right-c', 'right-d', 'right-e', 'right-f'].slice(0, n).map((d) => one(d));

/** The rulebook's goals, in its own terms. */
function rulebook(identity: string, left: number, right: number, players: number): boolean {
  if (identity === 'far-left') return left - right >= 3;
  if (identity === 'far-right') return right - left >= 3;
  if (identity === 'left') return left > right && (players < 4 || left - right < 3);
  if (identity === 'right') return right > left && (players < 4 || right - left < 3);
  return left === right && left >= 1;
}

const lastRound = (p: Prepared) => start(prepared({ lifeTop: QUIET, autonomy: 9, ...p }));

describe('the end of the game', () => {
  it('at the last space every player whose condition holds wins', () => {
    // Lead 2 at 5 players: the Left's goal holds (fewer than three more), the Far-Left's does not.
    let state = start(prepared({ identities: FIVE, mind: [...lefts(3), ...rights(1)], lifeTop: QUIET, autonomy: 8 }));
    state = quietRound(state);
    expect(state.G.autonomy).toBe(9);
    expect(gameoverOf(state)).toBeUndefined();
    expect(state.G.step.kind).toBe('trade');
    state = quietRound(state);
    expect(gameoverOf(state)).toEqual({ winners: ['0'], identities: Object.fromEntries(FIVE.map((id, i) => [String(i), id])), left: 3, right: 1, resets: 0, reason: 'autonomy' });
    expect(state.G.autonomy).toBe(9);
    // The game is over: no more moves.
    refused(state, '0', 'trade', null);
    expect(brokenIn(state)).toEqual([]);

    // Lead 3: the Far-Left wins instead.
    const far = quietRound(lastRound({ identities: FIVE, mind: lefts(3) }));
    expect(gameoverOf(far)).toMatchObject({ winners: ['2'], reason: 'autonomy' });
  });

  it('each identity wins exactly when the rulebook says', () => {
    for (let players = 2; players <= 5; players++) {
      for (let left = 0; left <= 6; left++) {
        for (let right = 0; right <= 6; right++) {
          for (const id of IDENTITIES) {
            expect(winHolds(identityOf(content, id), { left, right }, players), `${id}, ${left} Left, ${right} Right, ${players} players`).toBe(rulebook(id, left, right, players));
          }
        }
      }
    }
    // And through a game's end: Right leads by 3 at 4 players, so the Far-Right wins and the Right does not.
    const four = quietRound(lastRound({ identities: ['left', 'right', 'far-left', 'far-right'], mind: rights(3) }));
    expect(gameoverOf(four)).toMatchObject({ winners: ['3'], left: 0, right: 3 });
    // At 3 players the Right has no upper bound.
    const three = quietRound(lastRound({ identities: ['left', 'right', 'moderate'], mind: rights(4) }));
    expect(gameoverOf(three)).toMatchObject({ winners: ['1'] });
    // The Moderate needs a balance with at least one of each.
    const balanced = quietRound(lastRound({ identities: ['left', 'right', 'moderate'], mind: [...lefts(2), ...rights(2)] }));
    expect(gameoverOf(balanced)).toMatchObject({ winners: ['2'] });
  });

  it('with 2 or 4 players and no winner the counter goes back to space 3', () => {
    for (const identities of [['left', 'right'], ['left', 'right', 'far-left', 'far-right']]) {
      // One of each: nobody's goal holds at 2 or 4 players.
      let state = lastRound({ identities, mind: [...lefts(1), ...rights(1)] });
      state = quietRound(state);
      expect(gameoverOf(state)).toBeUndefined();
      expect(state.G.result).toBeNull();
      expect(state.G.autonomy).toBe(3);
      expect(state.G.resets).toBe(1);
      expect(state.G.mind).toEqual([...lefts(1), ...rights(1)]);
      // Play goes on: the next round has begun, with the next first player.
      expect(state.G.step.kind).toBe('trade');
      expect(state.G.firstPlayer).toBe('1');
      state = quietRound(state);
      expect(state.G.autonomy).toBe(4);
      expect(brokenIn(state)).toEqual([]);
    }
  });

  it('an empty mind is neutral and satisfies nobody', () => {
    expect(leaningOf({ left: 0, right: 0 })).toBe('neutral');
    for (let players = 2; players <= 5; players++) for (const id of IDENTITIES) expect(winHolds(identityOf(content, id), { left: 0, right: 0 }, players), `${id} at ${players}`).toBe(false);
    const state = quietRound(lastRound({ identities: FIVE, lifeTop: [one('fixture-windfall')] }));
    // Windfall's neutral outcome ran (everyone drew), and nobody won.
    expect(state.G.history.at(-1)!.life).toEqual({ card: one('fixture-windfall'), outcome: 'neutral' });
    expect(gameoverOf(state)).toMatchObject({ winners: [], left: 0, right: 0, reason: 'no-winner' });
  });

  it('with 3 or 5 players and no winner nobody wins', () => {
    for (const identities of [['left', 'right', 'moderate'], FIVE]) {
      const state = quietRound(lastRound({ identities }));
      expect(gameoverOf(state)).toEqual({ winners: [], identities: Object.fromEntries(identities.map((id, i) => [String(i), id])), left: 0, right: 0, resets: 0, reason: 'no-winner' });
      expect(state.G.autonomy).toBe(9);
      expect(state.G.resets).toBe(0);
      expect(brokenIn(state)).toEqual([]);
    }
  });

  it('after the last reset a game with no winner ends', () => {
    // Two resets behind: the third comes, then seven more rounds from space 3, then the end.
    let state = lastRound({ identities: ['left', 'right'], resets: 2 });
    state = quietRound(state);
    expect([state.G.autonomy, state.G.resets, gameoverOf(state)]).toEqual([3, 3, undefined]);
    for (let space = 4; space <= 9; space++) {
      state = quietRound(state);
      expect(state.G.autonomy).toBe(space);
      expect(gameoverOf(state)).toBeUndefined();
      expect(brokenIn(state)).toEqual([]);
    }
    state = quietRound(state);
    expect(gameoverOf(state)).toMatchObject({ winners: [], resets: 3, reason: 'no-winner' });
    expect(state.G.autonomy).toBe(9);
    expect(brokenIn(state)).toEqual([]);

    // At 4 players too.
    const four = quietRound(lastRound({ identities: ['left', 'right', 'far-left', 'far-right'], resets: 3 }));
    expect(gameoverOf(four)).toMatchObject({ winners: [], resets: 3, reason: 'no-winner' });
  });

  it('identities whose conditions overlap win together', () => {
    // A Moderate content where any mind not leaning Right will do: with one Left belief, the Left's goal holds too.
    const overlap = withWin('moderate', [{ 'left-lead': { min: 0 } }]);
    const state = quietRound(start(prepared({ identities: ['left', 'right', 'moderate'], mind: lefts(1), lifeTop: QUIET, autonomy: 9, content: overlap }), { content: overlap }), overlap);
    expect(gameoverOf(state)).toMatchObject({ winners: ['0', '2'], reason: 'autonomy' });
  });
});
