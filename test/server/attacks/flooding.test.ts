import { performance } from 'node:perf_hooks';
import { describe, expect, it, vi } from 'vitest';
import { LeanMaster } from '../../../server/app/lean-master.ts';
import { RATE_LIMITS } from '../../../server/harden/socket-rate-limit.ts';
import { AYAR, createAndJoin } from '../helpers/lobby.ts';
import { connectSeat, waitFor, type RawSeat } from '../helpers/raw-socket.ts';
import { useTestServer } from '../helpers/test-server.ts';

const t = useTestServer();

const chats = (seat: RawSeat, from: string) => seat.received.filter((r) => r.event === 'chat' && r.args[1].sender === from);
const drops = (seat: RawSeat, code: string) => seat.received.filter((r) => r.event === 'tablewright:error' && r.args[0].code === code);

/** What a budget of `perSecond` earns back in the milliseconds since `started`: a busy machine's slower run earns more. */
const earned = (perSecond: number, started: number) => Math.floor((perSecond * (performance.now() - started)) / 1000);

describe('one client flooding the server', () => {
  it('a seat flooding the chat: only its burst reaches the table, it is told once, and the table still talks', async () => {
    const m = await createAndJoin(t.url, 3, 'basic');
    const [flooder, other, third] = await Promise.all(m.seats.map((s) => connectSeat(t.url, AYAR, m.matchID, s.playerID, s.credentials)));
    const started = performance.now();
    for (let i = 0; i < 500; i++) flooder.chat(m.matchID, `spam ${i}`);
    await waitFor(() => drops(flooder, 'rate-limited').length > 0, 'the flooder to be told');
    other.chat(m.matchID, 'can anyone hear me?');
    await waitFor(() => chats(third, other.playerID!).length === 1, 'a message from another seat after the flood');
    // The budget refills: the flooder, trying again every 200 ms, is heard once it has.
    const sorry = (seat: RawSeat) => chats(seat, flooder.playerID!).filter((r) => r.args[1].payload === 'sorry');
    await waitFor(() => sorry(other).length > 0 || void flooder.chat(m.matchID, 'sorry'), 'the flooder after a pause', 5000, 200);
    // Heard after every message of the flood that went through, and (to the flooder) after every notice.
    await waitFor(() => sorry(flooder).length > 0, 'the flooder to hear itself');
    const passed = chats(other, flooder.playerID!).length;
    expect(passed - sorry(other).length).toBeGreaterThanOrEqual(RATE_LIMITS.chat.burst);
    expect(passed, 'the burst and what the budget earned back since').toBeLessThanOrEqual(RATE_LIMITS.chat.burst + earned(RATE_LIMITS.chat.perSecond, started));
    expect(drops(flooder, 'rate-limited').length, 'told once a second at most').toBeLessThanOrEqual(1 + earned(1, started));
    [flooder, other, third].forEach((s) => s.close());
  });

  it('a flood of moves and syncs for made-up matches: nothing is created and another seat still plays at once', async () => {
    const m = await createAndJoin(t.url, 3, 'basic');
    const seats = await Promise.all(m.seats.map((s) => connectSeat(t.url, AYAR, m.matchID, s.playerID, s.credentials)));
    const { state } = await t.server.store.fetch(m.matchID, { state: true });
    const [flooder, ...others] = seats;
    const shooter = others.find((s) => state.G.roles[s.playerID!] === 'human') ?? flooder;
    const matches = await t.server.store.listMatches();
    const handled = vi.spyOn(LeanMaster.prototype, 'onUpdate');
    const started = performance.now();
    for (let i = 0; i < 3000; i++) {
      flooder.move(m.matchID, 'offerHandshake', [String(i % 3)], state._stateID);
      flooder.socket.emit('sync', `made-up-${i}`, null, undefined, 2);
    }
    await waitFor(() => drops(flooder, 'rate-limited').length > 0, 'the flood to be cut off');
    const target = state.G.players.find((p: string) => p !== shooter.playerID)!;
    shooter.move(m.matchID, 'zap', [target], state._stateID);
    await waitFor(() => others.every((s) => s.stateID() === state._stateID + 1), 'the zap to reach the table');
    // The match's queue runs in order: ahead of the zap were only the flooder's moves its budget let through, not thousands.
    const flooded = handled.mock.calls.filter((call) => call[3] === flooder.playerID).length;
    handled.mockRestore();
    expect(flooded).toBeLessThanOrEqual(RATE_LIMITS.packets.burst + earned(RATE_LIMITS.packets.perSecond, started));
    expect(drops(flooder, 'rate-limited').length, 'told once a second at most').toBeLessThanOrEqual(1 + earned(1, started));
    expect(await t.server.store.listMatches()).toEqual(matches);
    expect(t.errors).toEqual([]);
    seats.forEach((s) => s.close());
  });
});
