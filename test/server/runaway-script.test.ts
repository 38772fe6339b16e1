import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadGames } from '../../games/kit/content/load-content.ts';
import type { RobotsContent } from '../../games/robots/content-types.ts';
import type { RobotsState } from '../../games/robots/state.ts';
import { copyContentRoot } from '../support/content-copy.ts';
import { restackInPlayOrder } from '../support/robots-deal.ts';
import { createAndJoinGame } from './helpers/lobby.ts';
import { RawMatch } from './helpers/raw-match.ts';
import { connectSeat, waitFor } from './helpers/raw-socket.ts';
import { ROBOTS_ID } from './helpers/robots-play.ts';
import { useTestServer } from './helpers/test-server.ts';

// The runaway fixture's Overclock (on the 9s) runs away when its player holds nine cards or more.
// Here it runs away whenever its player holds a card at all, so the first 9 discarded sets it off:
// the same file, one number changed, every line where it was.
const FIXTURE = 'test/fixtures/robots/runaway';
const root = copyContentRoot(FIXTURE, [ROBOTS_ID]);
const powers = join(root, ROBOTS_ID, 'powers.yaml');
writeFileSync(powers, readFileSync(powers, 'utf8').replace('condition: { count: { zone: hand, at-least: 9 } }', 'condition: { count: { zone: hand, at-least: 1 } }'));
const loaded = loadGames(root, [(await import('../../games/robots/index.ts')).robots]);
if (loaded.errors.length) throw new Error(JSON.stringify(loaded.errors));
const [game] = loaded.games;
const content: RobotsContent = { ...(game.content as RobotsContent), rules: { ...(game.content as RobotsContent).rules, claimWindowSeconds: 0 } };
const t = useTestServer({ games: [{ ...game, content }] });
afterAll(() => rmSync(root, { recursive: true, force: true }));

// Where Overclock's runaway step is written: the simulator's test of the same fixture names the same line.
const LINE = 'powers.yaml:114:21';

describe('a card script that runs away in a live match', () => {
  it('leaves the match as it was, tells the mover in words which card, step and file:line:col, and logs the same', async () => {
    const m = await createAndJoinGame(t.url, ROBOTS_ID, 2);
    const [first, second] = await restackInPlayOrder(t.server.store, m.matchID, content, {
      hands: [
        ['gray-9', 'red-2', 'red-5', 'blue-3', 'green-7', 'purple-4', 'blue-12'],
        ['gray-3', 'red-8', 'green-11', 'blue-6', 'purple-13', 'green-2', 'red-12'],
      ],
      up: 'blue-4',
      factoryTop: ['purple-9', 'green-12', 'blue-5', 'purple-12'],
    });
    const seat = (p: string) => m.seats.find((s) => s.playerID === p)!;
    const seats = await Promise.all([first, second].map((p) => connectSeat(t.url, ROBOTS_ID, m.matchID, p, seat(p).credentials)));
    const match = new RawMatch<RobotsState>(t, m.matchID, seats, []);
    await match.play(first, 'drawFromFactory');
    const before = await match.state();

    match.seat(first).move(m.matchID, 'discard', ['gray-9'], before._stateID);
    const told = () => match.seat(first).received.filter((r) => r.event === 'tablewright:error').map((r) => r.args[0]);
    await waitFor(() => told().length > 0, 'the mover to be told');
    const [notice] = told();
    expect(notice).toMatchObject({ event: 'update', code: 'runaway-script' });
    expect(notice.message).toBe(
      'a card script ran away (more than 10000 steps in one move), so the move was not applied: ' +
        `in card gray-9's script, step 1 (if) > then: step 1 (repeat) > steps: step 1 (if), written at robots/${LINE} (overclock). Its card needs a fix in the content`,
    );
    expect(notice.message).not.toMatch(/ at .*\.ts|node_modules|Error:/);
    expect(notice.message).not.toContain(root);

    expect(t.errors).toHaveLength(1);
    expect(t.errors[0]).toContain(`a card script ran away, match ${m.matchID}, playerID=[${first}] - action[discard]: more than 10000 steps in one move; in card gray-9's script`);
    // The log names the file as the server read it (relative to where it runs), for whoever runs it.
    expect(t.errors[0]).toContain(`written at ${relative(process.cwd(), join(root, ROBOTS_ID, LINE))} (overclock)`);
    expect(t.errors[0]).not.toContain('    at ');

    expect((await match.state())._stateID).toBe(before._stateID);
    expect(match.seat(second).received.filter((r) => r.event === 'tablewright:error')).toEqual([]);
    // The table goes on: the mover may still discard another card.
    expect((await match.play(first, 'discard', 'red-2'))._stateID).toBe(before._stateID + 1);
    seats.forEach((s) => s.close());
  }, 60_000);
});
