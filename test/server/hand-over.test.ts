import { describe, expect, it } from 'vitest';
import { isBotSeatData } from '../../games/kit/bots/bot-seat.ts';
import { AYAR, createAndJoin } from './helpers/lobby.ts';
import { connectSeat, waitFor } from './helpers/raw-socket.ts';
import { postJson, useTestServer } from './helpers/test-server.ts';

// A player who leaves a live match can hand the seat to a bot, so the others play on. The
// server asks the credentials and the seat before anything changes.

const t = useTestServer();

const handOver = (matchID: string, body: unknown) => postJson(t.url, `/tablewright/games/${AYAR}/${matchID}/hand-over`, body);

async function seats(matchID: string) {
  const { metadata } = await t.server.store.fetch(matchID, { metadata: true });
  return metadata.players;
}

describe('handing a seat to a bot', () => {
  it('with the seat’s own credentials: the player is gone and a bot sits in the seat', async () => {
    const m = await createAndJoin(t.url, 3, 'basic');
    const res = await handOver(m.matchID, m.seats[1]);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ seats: ['1'] });
    const seat = (await seats(m.matchID))[1];
    expect(isBotSeatData(seat.data)).toBe(true);
    // It says whom it plays for, so the table can keep showing it.
    expect(seat.data).toEqual({ bot: true, for: 'P1' });
    expect(seat.name).not.toBe('P1');
    expect(seat.credentials).not.toBe(m.seats[1].credentials);
  });

  it('in one write: the table never sees the seat empty, so nobody can join it between the player and the bot', async () => {
    const m = await createAndJoin(t.url, 3, 'basic');
    const watcher = await connectSeat(t.url, AYAR, m.matchID, null);
    type Seat = { id: number; name?: string };
    const seatOne = () => watcher.received.filter((r) => r.event === 'matchData').map((r) => (r.args[1] as Seat[]).find((p) => p.id === 1));
    expect((await handOver(m.matchID, m.seats[1])).status).toBe(200);
    const bot = (await seats(m.matchID))[1].name;
    await waitFor(() => seatOne().some((p) => p?.name === bot), 'the table to hear of the bot');
    expect(seatOne().filter((p) => !p?.name), 'announcements of seat 1 with nobody in it').toEqual([]);
    const join = await postJson(t.url, `/games/${AYAR}/${m.matchID}/join`, { playerID: '1', playerName: 'Late' });
    expect(join.status).toBe(409);
    watcher.close();
  });

  it('refuses forged credentials, another seat’s credentials, a seat that does not exist and a bad body, changing nothing', async () => {
    const m = await createAndJoin(t.url, 3, 'basic');
    const before = await t.server.store.fetch(m.matchID, { state: true, metadata: true });
    const botsBefore = t.server.bots.running().length;
    expect((await handOver(m.matchID, { playerID: '1', credentials: 'forged' })).status).toBe(403);
    expect((await handOver(m.matchID, { playerID: '1', credentials: m.seats[0].credentials })).status).toBe(403);
    expect((await handOver(m.matchID, { playerID: '__proto__', credentials: m.seats[0].credentials })).status).toBe(404);
    expect((await handOver(m.matchID, { playerID: '1' })).status).toBe(400);
    expect((await handOver(m.matchID, { ...m.seats[1], extra: 1 })).status).toBe(400);
    expect((await handOver('no-such-match', m.seats[1])).status).toBe(404);
    expect((await fetch(`${t.url}/tablewright/games/${AYAR}/${m.matchID}/hand-over`)).status).toBe(405);
    const after = await t.server.store.fetch(m.matchID, { state: true, metadata: true });
    expect(after.metadata.players).toEqual(before.metadata.players);
    expect(after.state._stateID).toBe(before.state._stateID);
    expect(t.server.bots.running()).toHaveLength(botsBefore);
  });

  it('refuses a bot’s seat: the bot’s credentials do not pass for a person’s leaving', async () => {
    const m = await createAndJoin(t.url, 3, 'basic');
    await handOver(m.matchID, m.seats[2]);
    const bot = (await seats(m.matchID))[2];
    const res = await handOver(m.matchID, { playerID: '2', credentials: bot.credentials });
    expect(res.status).toBe(409);
    expect((await seats(m.matchID))[2]).toEqual(bot);
  });
});
