import { describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { gameModules } from '../../../games/registry.ts';
import { atOnce, atOnceWindow } from '../../../games/kit/rules/at-once.ts';
import { fixtureContent } from '../../support/fixture-games.ts';

const move = { move: () => undefined };

/** Each move of a shipped game's top-level table that is answered at once, with its window. */
function windowsOf(id: string): Record<string, string> {
  const module = gameModules.find((m) => m.id === id)!;
  const game = module.createGame(fixtureContent(id)) as Game;
  const windows = Object.entries(game.moves ?? {}).map(([name, m]) => [name, atOnceWindow(m)] as const);
  return Object.fromEntries(windows.filter((w): w is readonly [string, string] => w[1] !== undefined));
}

describe('moves answered at once', () => {
  it('a move is of a window only when declared with atOnce: a plain move, a stale-state move without a window, or a window name that is not a string is none', () => {
    expect(atOnceWindow(atOnce('bid', move))).toBe('bid');
    expect(atOnce('bid', move).ignoreStaleStateID).toBe(true);
    expect(atOnceWindow(move)).toBeUndefined();
    expect(atOnceWindow(() => undefined)).toBeUndefined();
    expect(atOnceWindow({ ...move, ignoreStaleStateID: true })).toBeUndefined();
    expect(atOnceWindow({ ...move, atOnce: 'bid' })).toBeUndefined();
    expect(atOnceWindow({ ...move, atOnce: 1, ignoreStaleStateID: true })).toBeUndefined();
  });

  it('the shipped games answer at once exactly the moves their rules docs name, each in a window of its own', () => {
    expect(windowsOf('bias-effect')).toEqual({ trade: 'trade', bid: 'bid' });
    expect(windowsOf('three-laws')).toEqual({ reveal: 'reveal', voteOnCall: 'vote', ready: 'ready', nameSeat: 'names' });
    expect(windowsOf('evil-robots')).toEqual({ claim: 'claim', offer: 'offer', answerSplit: 'split', keepRobots: 'keep', choosePath: 'path' });
    for (const id of ['robots', 'are-you-a-robot', 'crazy-eights']) expect(windowsOf(id), id).toEqual({});
  });
});
