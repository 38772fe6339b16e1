import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../../server/harden/socket-rate-limit.ts';
import { AYAR, createAndJoin } from '../helpers/lobby.ts';
import { connectSeat, settle, waitFor, type RawSeat } from '../helpers/raw-socket.ts';
import { useTestServer } from '../helpers/test-server.ts';

const t = useTestServer();

const chats = (seat: RawSeat, from: string) => seat.received.filter((r) => r.event === 'chat' && r.args[1].sender === from);
const drops = (seat: RawSeat, code: string) => seat.received.filter((r) => r.event === 'tablewright:error' && r.args[0].code === code);

describe('one client flooding the server', () => {
  it('a seat flooding the chat: only its burst reaches the table, it is told once, and the table still talks', async () => {
    const m = await createAndJoin(t.url, 3, 'basic');
    const [flooder, other, third] = await Promise.all(m.seats.map((s) => connectSeat(t.url, AYAR, m.matchID, s.playerID, s.credentials)));
    for (let i = 0; i < 500; i++) flooder.chat(m.matchID, `spam ${i}`);
    await settle(300);
    expect(chats(other, flooder.playerID!)).toHaveLength(RATE_LIMITS.chat.burst);
    expect(drops(flooder, 'rate-limited')).toHaveLength(1);
    other.chat(m.matchID, 'can anyone hear me?');
    await waitFor(() => chats(third, other.playerID!).length === 1, 'a message from another seat after the flood');
    // The budget refills: a second later the flooder may talk again.
    await settle(1000);
    flooder.chat(m.matchID, 'sorry');
    await waitFor(() => chats(other, flooder.playerID!).some((r) => r.args[1].payload === 'sorry'), 'the flooder after a pause');
    [flooder, other, third].forEach((s) => s.close());
  });

  it('a flood of moves and syncs for made-up matches: nothing is created and another seat still plays at once', async () => {
    const m = await createAndJoin(t.url, 3, 'basic');
    const seats = await Promise.all(m.seats.map((s) => connectSeat(t.url, AYAR, m.matchID, s.playerID, s.credentials)));
    const { state } = await t.server.store.fetch(m.matchID, { state: true });
    const [flooder, ...others] = seats;
    const shooter = others.find((s) => state.G.roles[s.playerID!] === 'human') ?? flooder;
    const matches = await t.server.store.listMatches();
    for (let i = 0; i < 3000; i++) {
      flooder.move(m.matchID, 'offerHandshake', [String(i % 3)], state._stateID);
      flooder.socket.emit('sync', `made-up-${i}`, null, undefined, 2);
    }
    await settle(50);
    const started = Date.now();
    const target = state.G.players.find((p: string) => p !== shooter.playerID)!;
    shooter.move(m.matchID, 'zap', [target], state._stateID);
    await waitFor(() => others.every((s) => s.stateID() === state._stateID + 1), 'the zap to reach the table');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(drops(flooder, 'rate-limited').length).toBeLessThanOrEqual(2);
    expect(await t.server.store.listMatches()).toEqual(matches);
    expect(t.errors).toEqual([]);
    seats.forEach((s) => s.close());
  });
});
