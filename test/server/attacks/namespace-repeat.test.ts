import { describe, expect, it } from 'vitest';
import { AYAR } from '../helpers/lobby.ts';
import { connectAcks, openRawEngine } from '../helpers/raw-engine.ts';
import { waitFor } from '../helpers/raw-socket.ts';
import { useTestServer } from '../helpers/test-server.ts';

// Finding 2: one WebSocket repeating the namespace connect packet (`40/robots,`) opened a new
// socket each time, kept until the connection closed (50k packets added 186 MB; 1.25M killed
// the process), each with a fresh message budget.

const t = useTestServer();

describe('one connection repeating the namespace connect packet', () => {
  it('a burst of 2,000 connects in one go: one socket at most, and the connection is closed', async () => {
    const engine = await openRawEngine(t.url);
    engine.send(...Array.from({ length: 2000 }, () => `40/${AYAR},`));
    await engine.whenClosed();
    expect(connectAcks(engine, AYAR).length).toBeLessThanOrEqual(1);
    await waitFor(() => t.server.stats().sockets === 0 && t.server.stats().connections === 0, 'the server to let go of every socket');
  });

  it('a repeat after the first socket is open closes the connection too', async () => {
    const engine = await openRawEngine(t.url);
    engine.send(`40/${AYAR},`);
    await waitFor(() => connectAcks(engine, AYAR).length === 1, 'the first socket');
    engine.send(`40/${AYAR},`, `40/${AYAR},`);
    await engine.whenClosed();
    expect(connectAcks(engine, AYAR)).toHaveLength(1);
  });

  it('a socket that left its namespace may join it again on the same connection', async () => {
    const engine = await openRawEngine(t.url);
    engine.send(`40/${AYAR},`);
    await waitFor(() => connectAcks(engine, AYAR).length === 1, 'the first socket');
    engine.send(`41/${AYAR},`);
    await waitFor(() => t.server.stats().sockets === 0, 'the socket to leave');
    engine.send(`40/${AYAR},`);
    await waitFor(() => connectAcks(engine, AYAR).length === 2, 'the second socket');
    expect(engine.closed()).toBe(false);
    engine.ws.close();
  });

  it('a connection may hold one socket in each of two namespaces, and one that left may join again', async () => {
    const engine = await openRawEngine(t.url);
    engine.send(`40/${AYAR},`, '40/robots,');
    await waitFor(() => connectAcks(engine, AYAR).length === 1 && connectAcks(engine, 'robots').length === 1, 'a socket in each namespace');
    engine.send('41/robots,');
    await waitFor(() => t.server.stats().sockets === 1, 'the robots socket to leave');
    engine.send('40/robots,');
    await waitFor(() => connectAcks(engine, 'robots').length === 2, 'the robots socket again');
    expect(engine.closed()).toBe(false);
    engine.ws.close();
  });
});
