import { describe, expect, it } from 'vitest';
import type { RobotsState } from '../../games/robots/state.ts';
import { moveNames } from '../../games/kit/rules/move-names.ts';
import { createAndJoinGame } from './helpers/lobby.ts';
import { RawMatch } from './helpers/raw-match.ts';
import { connectSeat, waitFor } from './helpers/raw-socket.ts';
import { reseedMatch } from '../support/seeded-match.ts';
import { gamesWithRobotsRules, pickRobotsMove, ROBOTS_ID, robotsOf, seededRng, type PlannedMove } from './helpers/robots-play.ts';
import { useTestServer } from './helpers/test-server.ts';
import { dropCodes } from './helpers/wire.ts';

const games = gamesWithRobotsRules({ targetScore: 100_000 });
const { game } = robotsOf(games);

const t = useTestServer({ games });

const stageOf = (ctx: { activePlayers: Record<string, string> | null }, playerID: string) => ctx.activePlayers?.[playerID];

describe('ROBOTS! stage moves through the server’s move-name and packet guards', () => {
  it('the guards know every move of every stage', () => {
    expect([...moveNames(game)].sort()).toEqual(['callRobots', 'decide', 'discard', 'drawFromFactory', 'extend', 'layDown', 'takeFromHeap']);
  });

  it('a claim out of turn and a script decision go through; an unknown move in those stages is dropped and changes nothing', async () => {
    const m = await createAndJoinGame(t.url, ROBOTS_ID, 3);
    // A known deal: both stages come up within 10 moves (the server's random deals took 10 to 600 and up to 21 s).
    await reseedMatch(t, m.matchID, 'stage-e');
    const seats = await Promise.all(m.seats.map((s) => connectSeat(t.url, ROBOTS_ID, m.matchID, s.playerID, s.credentials)));
    const match = new RawMatch<RobotsState>(t, m.matchID, seats, []);
    const rng = seededRng('robots-stage-moves');
    const through = new Set<string>();

    /** Sends a move no stage declares from a seat in `stage`: it must be dropped as unknown, the state untouched. */
    async function unknownIn(stage: string, playerID: string) {
      const before = await match.state();
      const drops = dropCodes(match.seat(playerID).received).length;
      match.seat(playerID).move(m.matchID, `${stage}Anything`, [], before._stateID);
      // Dropped before boardgame.io sees it: its notice is all that comes of it.
      await waitFor(() => dropCodes(match.seat(playerID).received).length > drops, `${stage}Anything to be refused`);
      expect(dropCodes(match.seat(playerID).received).slice(drops)).toEqual(['unknown-move']);
      expect((await match.state())._stateID).toBe(before._stateID);
    }

    for (let i = 0; i < 3000 && through.size < 2; i++) {
      const s = await match.state();
      const options: PlannedMove[] = [];
      for (const p of Object.keys(s.ctx.activePlayers ?? {})) {
        const stage = stageOf(s.ctx, p)!;
        if (stage === 'turn') continue;
        const move = pickRobotsMove(game, { G: s.G, ctx: { ...s.ctx, activePlayers: { [p]: stage } } }, rng);
        if (move) options.push(move);
      }
      const staged = options.find((o) => !through.has(o.move));
      if (staged) {
        const stage = stageOf(s.ctx, staged.playerID)!;
        await unknownIn(stage, staged.playerID);
        const after = await match.play(staged.playerID, staged.move, ...staged.args);
        expect(after._stateID, `${staged.move} in stage ${stage}`).toBe(s._stateID + 1);
        through.add(staged.move);
        continue;
      }
      const next = pickRobotsMove(game, s, rng)!;
      await match.play(next.playerID, next.move, ...next.args);
    }
    expect([...through].sort()).toEqual(['callRobots', 'decide']);
    expect(t.errors).toEqual([]);
    seats.forEach((s) => s.close());
  }, 240_000);
});
