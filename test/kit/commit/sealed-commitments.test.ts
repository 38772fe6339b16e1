import type { Game } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { ActivePlayers } from 'boardgame.io/core';
import { Local } from 'boardgame.io/multiplayer';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { applyCommit, checkCommit, closeSealed, openSealed, sealedDeadline, sealedMove, sealedView, type SealedRound } from '../../../games/kit/commit/sealed-commitments.ts';
import { violation } from '../../../games/kit/violation.ts';
import { arg } from '../../../games/kit/rules/move-args.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const withinFive = (value: unknown) => (Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 5 ? undefined : violation('bad-bid', 'Bid 0 to 5.'));

describe('a sealed round', () => {
  it('takes one value from each eligible player, hidden until the last, then shows them all at once', () => {
    let round = openSealed<number>('r1', ['0', '1', '2']);
    expect(checkCommit(round, '0', 3, withinFive)).toBeUndefined();
    round = applyCommit(round, '0', 3);
    expect(sealedView(round, '0')).toMatchObject({ committed: ['0'], values: { 0: 3 }, revealed: false });
    expect(sealedView(round, '1')).toMatchObject({ committed: ['0'], values: {}, revealed: false });
    expect(sealedView(round, null).values).toEqual({});
    round = applyCommit(applyCommit(round, '2', 0), '1', 5);
    expect(round.revealed).toBe(true);
    for (const viewer of ['0', '1', null]) expect(sealedView(round, viewer).values).toEqual({ 0: 3, 1: 5, 2: 0 });
  });

  it('refuses a second value, a player not eligible, a value the game does not allow, and anything once revealed', () => {
    const round = applyCommit(openSealed<number>('r1', ['0', '1']), '0', 2);
    expect(checkCommit(round, '0', 1, withinFive)?.code).toBe('already-committed');
    expect(checkCommit(round, '7', 1, withinFive)?.code).toBe('not-eligible');
    expect(checkCommit(round, null, 1, withinFive)?.code).toBe('not-eligible');
    expect(checkCommit(round, '1', 9, withinFive)?.code).toBe('bad-bid');
    expect(checkCommit(applyCommit(round, '1', 1), '1', 1, withinFive)?.code).toBe('nothing-to-commit');
    expect(checkCommit(undefined, '1', 1, withinFive)?.code).toBe('nothing-to-commit');
  });

  it('closes at a deadline: the players still out get the fallback, named as defaulted; the deadline is a timed window until then', () => {
    const round = applyCommit(openSealed<number>('r4', ['0', '1', '2']), '1', 4);
    expect(sealedDeadline(round, 30, 'closeBids')).toEqual({ key: 'sealed-r4', seconds: 30, moves: ['closeBids'], reason: 'the others still have time to commit' });
    const closed = closeSealed(round, 0);
    expect(closed).toMatchObject({ revealed: true, commits: { 0: 0, 1: 4, 2: 0 }, defaulted: ['0', '2'] });
    expect(sealedDeadline(closed, 30, 'closeBids')).toBeUndefined();
    expect(sealedDeadline(round, 0, 'closeBids')).toBeUndefined();
    expect(closeSealed(closed, 9)).toBe(closed);
  });
});

interface BidState {
  round: SealedRound<number>;
}

const auction: Game<BidState> = {
  setup: ({ ctx }) => ({ round: openSealed('r1', ctx.playOrder) }),
  turn: { activePlayers: ActivePlayers.ALL },
  moves: {
    bid: sealedMove<BidState>(
      'bid',
      [arg.integer('bid', 0, 5)],
      ({ G, playerID }, value) => checkCommit(G.round, playerID, value, withinFive),
      ({ G, playerID }, value: number) => ({ round: applyCommit(G.round, playerID, value) }),
    ),
  },
  playerView: ({ G, playerID }) => ({ round: sealedView(G.round, playerID) }) as unknown as BidState,
};

describe('sealedMove through boardgame.io', () => {
  it('keeps a bid out of what every other client receives, state and log alike, until all are in', () => {
    const multiplayer = Local();
    const [ada, bo] = ['0', '1'].map((playerID) => Client({ game: auction, numPlayers: 2, multiplayer, playerID, debug: false }));
    const watcher = Client({ game: auction, numPlayers: 2, multiplayer, debug: false });
    for (const c of [ada, bo, watcher]) c.start();
    ada.moves.bid(4);
    const seen = (c: typeof ada) => JSON.stringify({ G: c.getState()!.G, log: (c.log ?? []).map((e) => e.action.payload.args) });
    expect(seen(ada)).toContain('4');
    for (const other of [bo, watcher]) {
      expect(other.getState()!.G.round).toMatchObject({ committed: ['0'], values: {}, revealed: false });
      expect(other.log?.at(-1)?.action.payload.args).toBeNull();
      expect(seen(other)).not.toContain('4');
    }
    bo.moves.bid(2);
    for (const c of [ada, bo, watcher]) expect((c.getState()!.G.round as unknown as { values: object }).values).toEqual({ 0: 4, 1: 2 });
    for (const c of [ada, bo, watcher]) c.stop();
  });
});
