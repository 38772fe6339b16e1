import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../server/cli/main.ts';
import { loadReplayFixture } from '../support/replay-fixture.ts';
import { waitFor } from '../support/wait-for.ts';

// An exported 3 Laws match (test/server/replay-fixture.test.ts tells its story).
const FIXTURE = 'test/fixtures/replay/three-laws-tied-win.json';
const replay = loadReplayFixture(FIXTURE);

afterEach(() => vi.restoreAllMocks());

describe('tablewright replay --view FILE: the viewer for an exported match', () => {
  it('serves the replay routes for the fixture on 127.0.0.1, each seat its own view of every state, and stops on SIGINT', async () => {
    let out = '';
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((out += String(chunk)), true));
    const running = main(['replay', '--view', FIXTURE, '--port', '0']);
    const link = await waitFor(() => /is at (http:\/\/127\.0\.0\.1:\d+)\/#\/replay\/three-laws\/ew7TBsyItlTc\?seat=spectator/.exec(out), 'the address to be printed');
    const base = `${link[1]}/tablewright/replay/three-laws/ew7TBsyItlTc`;
    try {
      const head = await (await fetch(`${base}?viewer=2`)).json();
      const actions = replay.report.actions.length;
      expect(head).toMatchObject({ game: 'three-laws', title: '3 Laws of Robotics', matchID: 'ew7TBsyItlTc', viewer: '2', frames: actions + 1 });
      expect(head.result).toEqual(replay.report.result.state.ctx.gameover);
      expect(head.players.map((p: { id: number }) => p.id)).toEqual([0, 1, 2, 3]);
      const { frames } = await (await fetch(`${base}/frames?viewer=2&from=${actions - 1}&count=5`)).json();
      expect(frames.map((f: { n: number }) => f.n)).toEqual([actions - 1, actions]);
      const final = replay.report.result.state;
      const game = replay.module.createGame(replay.content);
      expect(frames[1].G).toEqual(JSON.parse(JSON.stringify(game.playerView!({ G: final.G, ctx: final.ctx, playerID: '2' } as never))));
      expect(frames[1]._stateID).toBe(final._stateID);
      expect((await fetch(`${base.replace('ew7TBsyItlTc', 'another')}`)).status).toBe(404);
    } finally {
      process.emit('SIGINT');
    }
    expect(await running).toBe(0);
  });

  it('--port without --view, and --view with a match id, are usage errors', async () => {
    let err = '';
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((err += String(chunk)), true));
    // A usage error exits 1, as every command's does (server/cli/main.ts).
    expect(await main(['replay', 'abc', '--port', '9000'])).toBe(1);
    expect(await main(['replay', 'abc', '--view', FIXTURE])).toBe(1);
    expect(err).toContain('--port goes with --view');
    expect(err).toContain('--view takes only --port');
  });
});
