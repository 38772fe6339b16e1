import { describe, expect, it } from 'vitest';
import type { ThreeLawsState } from '../../games/three-laws/state.ts';
import { loadReplayFixture } from '../support/replay-fixture.ts';

// A whole 4-player 3 Laws match played over the real server with boardgame.io's clients on the
// fixture content, then written by `tablewright replay <matchID> --export`. It ended on a tie
// for the most Victory Points: the kind of end a playtester questions, kept as a test case.
const FIXTURE = 'test/fixtures/replay/three-laws-tied-win.json';
const replay = loadReplayFixture(FIXTURE);

interface Gameover {
  winner: string;
  totals: Record<string, number>;
  ranking: string[];
  startPlayer: string;
}

describe('an exported match as a test case (test/fixtures/replay/)', () => {
  it('replays through the reducer, on the content stored in the fixture, to the state the server reached', () => {
    expect(replay.report.setupDifferences).toEqual([]);
    expect(replay.report.result.divergence).toBeUndefined();
    expect(replay.report.finalDifferences).toEqual([]);
    expect(replay.report.result.broken).toBeUndefined();
    expect(replay.report.same).toBe(true);
  });

  it('the tie for the highest total goes to the tied player closest clockwise to the start player', () => {
    const over = replay.report.result.state.ctx.gameover as Gameover;
    const best = Math.max(...Object.values(over.totals));
    const tied = Object.keys(over.totals).filter((p) => over.totals[p] === best);
    expect(tied.length).toBeGreaterThan(1);
    const clockwise = (p: string) => (Number(p) - Number(over.startPlayer) + replay.fixture.numPlayers) % replay.fixture.numPlayers;
    expect(over.winner).toBe([...tied].sort((a, b) => clockwise(a) - clockwise(b))[0]);
    expect(over.ranking.slice(0, tied.length).sort()).toEqual([...tied].sort());
  });

  it('the state before the last action is not over yet, and the last action ends the match', () => {
    const actions = replay.report.actions;
    const before = replay.stateAfter(actions.length - 1);
    expect(before.ctx.gameover).toBeUndefined();
    const last = actions.at(-1)!.action.payload;
    const after = replay.play(before, { move: last.type!, args: last.args as unknown[], playerID: last.playerID! });
    expect(after.transients?.error).toBeUndefined();
    expect(after.ctx.gameover).toEqual(replay.report.result.state.ctx.gameover);
    expect((after.G as ThreeLawsState).players).toEqual(['0', '1', '2', '3']);
  });
});
