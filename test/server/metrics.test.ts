import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LobbyClient } from 'boardgame.io/client';
import { AYAR, createAndJoin, type JoinedMatch } from './helpers/lobby.ts';
import { movesHandled } from './helpers/probes.ts';
import { connectSeat, waitFor, type RawSeat } from './helpers/raw-socket.ts';
import { scrape } from './helpers/scrape.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';
import { dropCodes } from './helpers/wire.ts';

// Issue 39: the server's own Prometheus metrics, on a listener of their own.

let t: TestServer;
let m: JoinedMatch;
let seats: RawSeat[];
beforeAll(async () => {
  // Two creations a minute from one address: the third is refused by the address's budget.
  t = await startTestServer({ metrics: { host: '127.0.0.1', port: 0 }, limits: { createsPerMinute: 2 } });
  m = await createAndJoin(t.url, 5, 'extended');
  seats = await Promise.all(m.seats.map((s) => connectSeat(t.url, AYAR, m.matchID, s.playerID, s.credentials)));
});
afterAll(async () => {
  seats?.forEach((s) => s.close());
  await t?.stop();
});

const metricsUrl = () => t.server.metricsUrl!;
const game = { game: AYAR };

/** Plays a move the rules accept, and waits until every seat has heard it. */
async function play(playerID: string, move: string, args: string[]): Promise<void> {
  const mover = seats[Number(playerID)];
  const before = mover.stateID();
  mover.move(m.matchID, move, args, before);
  await waitFor(() => seats.every((s) => s.stateID() > before), `${move} to be heard by every seat`);
}

describe('the metrics listener', () => {
  it('serves Prometheus text at GET /metrics on its own port, and 404 for anything else', async () => {
    expect(metricsUrl()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    expect(new URL(metricsUrl()).port).not.toBe(new URL(t.url).port);
    const response = await fetch(metricsUrl());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('# TYPE tablewright_moves_accepted_total counter');
    expect(text).toContain('process_cpu_seconds_total');
    expect((await fetch(new URL('/other', metricsUrl()))).status).toBe(404);
    expect((await fetch(metricsUrl(), { method: 'POST' })).status).toBe(404);
  });

  it('nothing is served at /metrics on the main port', async () => {
    // As a scraper asks: a 404. As a browser asks (any type): the UI's page, never the metrics.
    const scraper = await fetch(`${t.url}/metrics`, { headers: { accept: 'text/plain;version=0.0.4' } });
    expect(scraper.status).toBe(404);
    expect(await scraper.text()).not.toContain('tablewright_');
    expect(await (await fetch(`${t.url}/metrics`)).text()).not.toContain('tablewright_');
  });

  it('closes with the server', async () => {
    const other = await startTestServer({ metrics: { host: '127.0.0.1', port: 0 } });
    const url = other.server.metricsUrl!;
    expect((await fetch(url)).status).toBe(200);
    await other.stop();
    await expect(fetch(url)).rejects.toThrow();
  });

  it('a server without the option opens no listener', async () => {
    const plain = await startTestServer();
    try {
      expect(plain.server.metricsUrl).toBeUndefined();
      expect((await fetch(`${plain.url}/metrics`, { headers: { accept: 'text/plain' } })).status).toBe(404);
    } finally {
      await plain.stop();
    }
  });
});

describe('what the counters count', () => {
  it('moves accepted and refused by reason, by exactly what was sent, and the latency of each accepted move', async () => {
    const before = await scrape(metricsUrl());
    await play('0', 'offerHandshake', ['1']);
    await play('0', 'withdrawHandshake', []);
    await play('2', 'offerHandshake', ['3']);
    // Refused: a move on a state the match has left (stale), then a packet that is no move at all.
    await movesHandled(seats[4], m.matchID, 'withdrawHandshake');
    seats[4].socket.emit('update', 'not an action', 0, m.matchID, '4');
    await waitFor(() => dropCodes(seats[4].received).includes('bad-action'), 'the malformed move to be refused');
    // One the rules refuse: seat 1 has no offer to withdraw (then the stale probe behind it).
    seats[1].move(m.matchID, 'withdrawHandshake', [], seats[1].stateID());
    await movesHandled(seats[1], m.matchID, 'withdrawHandshake');
    const after = await scrape(metricsUrl());
    const moved = (name: string, labels: Record<string, string> = game) => after(name, labels) - before(name, labels);
    expect(moved('tablewright_moves_accepted_total')).toBe(3);
    expect(moved('tablewright_move_duration_seconds_count')).toBe(3);
    expect(moved('tablewright_move_duration_seconds_sum')).toBeGreaterThan(0);
    expect(moved('tablewright_moves_refused_total', { ...game, reason: 'stale-state' })).toBe(2);
    expect(moved('tablewright_moves_refused_total', { ...game, reason: 'bad-packet' })).toBe(1);
    expect(moved('tablewright_moves_refused_total', { ...game, reason: 'invalid-move' })).toBe(1);
    // Each accepted move wrote its state through the store.
    expect(moved('tablewright_store_operation_duration_seconds_count', { operation: 'setState' })).toBeGreaterThanOrEqual(3);
  });

  it('a budget refusal is counted under its budget', async () => {
    const lobby = new LobbyClient({ server: t.url });
    const before = await scrape(metricsUrl());
    await lobby.createMatch(AYAR, { numPlayers: 3, setupData: { mode: 'basic' } });
    await expect(lobby.createMatch(AYAR, { numPlayers: 3, setupData: { mode: 'basic' } })).rejects.toThrow(/429/);
    const after = await scrape(metricsUrl());
    expect(after('tablewright_budget_refusals_total', { budget: 'address-creates' }) - before('tablewright_budget_refusals_total', { budget: 'address-creates' })).toBe(1);
  });

  it('content reloads, as serve --watch adopts them: refused with mistakes, ok when clean', async () => {
    const reloads = (result: string) => async () => (await scrape(metricsUrl()))('tablewright_content_reloads_total', { game: AYAR, result });
    const [ok, refused] = [await reloads('ok')(), await reloads('refused')()];
    await t.server.content.adopt(AYAR, [], [`${AYAR}/roles.yaml:1:1 a mistake`]);
    expect(await reloads('refused')()).toBe(refused + 1);
    await t.server.content.adopt(AYAR, [], []);
    expect(await reloads('ok')()).toBe(ok + 1);
    expect(await reloads('refused')()).toBe(refused + 1);
  });

  it('the gauges read live sockets, connections and matches', async () => {
    const now = await scrape(metricsUrl());
    expect(now('tablewright_open_sockets')).toBe(t.server.stats().sockets);
    expect(now('tablewright_open_connections')).toBe(t.server.stats().connections);
    expect(now('tablewright_live_matches')).toBeGreaterThanOrEqual(2);
  });
});
