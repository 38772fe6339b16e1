import { performance } from 'node:perf_hooks';
import { setTimeout as pause } from 'node:timers/promises';
import { io } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { AYAR, createAndJoin } from '../helpers/lobby.ts';
import { presenceSettled, roundTrip } from '../helpers/probes.ts';
import { connectSeat, waitFor, type RawSeat } from '../helpers/raw-socket.ts';
import { postJson, useTestServer } from '../helpers/test-server.ts';
import { dropCodes } from '../helpers/wire.ts';

// Finding 5: floods that each socket's budget allowed still stalled everyone: 20 seated
// sockets re-sending `sync` 15 times a second (each rewrote the metadata and re-sent
// matchData to the whole table), 110 seats chatting twice a second to 300 listeners.

const t = useTestServer({ limits: { matchChatPerSecond: 2, chatPerSecond: 50, socketsPerMatch: 8, socketsPerAddress: 30, botsPerAddress: 2 } });

const count = (seat: RawSeat, event: string) => seat.received.filter((r) => r.event === event).length;

describe('floods within each socket’s own budget', () => {
  it('a seat re-syncing 15 times a second: no metadata write, no matchData to the table, and its syncs are soon dropped', async () => {
    const m = await createAndJoin(t.url, 3, 'basic');
    const [flooder, ...others] = await Promise.all(m.seats.map((s) => connectSeat(t.url, AYAR, m.matchID, s.playerID, s.credentials)));
    await presenceSettled([flooder, ...others]);
    const { metadata } = await t.server.store.fetch(m.matchID, { metadata: true });
    const heard = others.map((s) => count(s, 'matchData'));
    // The flood's own rhythm, not a wait: 15 a second.
    for (let i = 0; i < 15; i++) {
      flooder.socket.emit('sync', m.matchID, flooder.playerID, flooder.credentials);
      await pause(66);
    }
    await roundTrip(flooder);
    // A write the syncs asked for would be committed before one asked for after them, a new match's.
    await createAndJoin(t.url, 3, 'basic');
    await Promise.all(others.map(roundTrip));
    expect(others.map((s) => count(s, 'matchData'))).toEqual(heard);
    expect((await t.server.store.fetch(m.matchID, { metadata: true })).metadata).toEqual(metadata);
    expect(count(flooder, 'sync')).toBeLessThanOrEqual(6);
    expect(dropCodes(flooder.received)).toContain('rate-limited');
    [flooder, ...others].forEach((s) => s.close());
  });

  it('every seat of a table chatting within its own budget: the table’s chat budget holds', async () => {
    const m = await createAndJoin(t.url, 6, 'extended');
    const seats = await Promise.all(m.seats.map((s) => connectSeat(t.url, AYAR, m.matchID, s.playerID, s.credentials)));
    const listener = seats[0];
    const started = performance.now();
    // The chatter's own rhythm, not a wait: every seat twice a second.
    for (let round = 0; round < 4; round++) {
      for (const seat of seats) seat.chat(m.matchID, `round ${round}`);
      await pause(500);
    }
    // Every seat's messages are judged and sent on once its round trip is back; then the listener's connection is past them.
    await Promise.all(seats.map(roundTrip));
    await roundTrip(listener);
    // 24 messages sent over 2 s or more; the table's budget is a burst of 8, then 2 a second for as long as it took here.
    const earned = Math.ceil((2 * (performance.now() - started)) / 1000);
    expect(count(listener, 'chat')).toBeGreaterThanOrEqual(8);
    expect(count(listener, 'chat')).toBeLessThanOrEqual(8 + earned);
    expect(seats.flatMap((s) => s.received).filter((r) => r.event === 'tablewright:error' && /table's chat is busy/.test(r.args[0].message)).length).toBeGreaterThan(0);
    seats.forEach((s) => s.close());
  });

  it('a match holds at most socketsPerMatch sockets; the next one is told the match is full', async () => {
    const m = await createAndJoin(t.url, 3, 'basic');
    const watchers = await Promise.all(Array.from({ length: 8 }, () => connectSeat(t.url, AYAR, m.matchID, null)));
    const extra = io(`${t.url}/${AYAR}`, { transports: ['websocket'], forceNew: true, reconnection: false });
    const errors: string[] = [];
    extra.on('tablewright:error', (notice: { code: string }) => errors.push(notice.code));
    extra.on('connect', () => extra.emit('sync', m.matchID, null, undefined));
    await waitFor(() => errors.length > 0, 'a refusal');
    expect(errors).toEqual(['match-full']);
    watchers[0].close();
    await waitFor(() => t.server.stats().sockets === 8, 'a watcher to leave');
    extra.emit('sync', m.matchID, null, undefined);
    await new Promise<void>((resolve) => extra.once('sync', () => resolve()));
    extra.close();
    watchers.forEach((w) => w.close());
  });

  it('one address holds at most socketsPerAddress connections: the next handshake is refused in words', async () => {
    const open = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const socket = io(`${t.url}/${AYAR}`, { transports: ['websocket'], forceNew: true, reconnection: false });
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        });
        return socket;
      }),
    );
    const refused = io(`${t.url}/${AYAR}`, { transports: ['websocket'], forceNew: true, reconnection: false });
    const error = await new Promise<Error>((resolve) => refused.once('connect_error', resolve));
    expect(error.message).toMatch(/websocket error|already has 30 connections/);
    open[0].close();
    await waitFor(() => t.server.stats().connections === 29, 'a connection to close');
    const again = io(`${t.url}/${AYAR}`, { transports: ['polling'], forceNew: true, reconnection: false });
    await new Promise<void>((resolve, reject) => {
      again.once('connect', () => resolve());
      again.once('connect_error', reject);
    });
    const handshake = await fetch(`${t.url}/socket.io/?EIO=4&transport=polling`);
    expect(handshake.status).toBe(403);
    expect((await handshake.json()).message).toMatch(/your address already has 30 connections open/);
    [...open, again].forEach((s) => s.close());
  });

  // Last: its bots hold connections that the counts above would see.
  it('one address has at most botsPerAddress bots playing: asking for more is a 429 that seats none', async () => {
    const { matchID } = await (await postJson(t.url, `/games/${AYAR}/create`, { numPlayers: 3, setupData: { mode: 'basic' } })).json();
    const bots = (seats?: string[]) => postJson(t.url, `/tablewright/games/${AYAR}/${matchID}/bots`, seats ? { seats } : {});
    const tooMany = await bots();
    expect(tooMany.status).toBe(429);
    expect((await tooMany.json()).error).toBe('your address already has 0 bots playing; at most 2 at once');
    expect((await bots(['1', '2'])).status).toBe(200);
    expect((await bots(['0'])).status).toBe(429);
    const match = await (await fetch(`${t.url}/games/${AYAR}/${matchID}`)).json();
    expect(match.players.map((p: { name?: string }) => p.name ?? null)).toEqual([null, expect.stringMatching(/^Bot /), expect.stringMatching(/^Bot /)]);
  });
});
