import { afterEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { loadGames } from '../../games/kit/content/load-content.ts';
import type { AyarState } from '../../games/are-you-a-robot/state.ts';
import { DROP_EVENT } from '../../server/harden/drop-notice.ts';
import { withKeptChat } from '../../ui/match/kept-chat.ts';
import { AYAR, createAndJoin } from './helpers/lobby.ts';
import { waitFor } from './helpers/raw-socket.ts';
import { useTestServer } from './helpers/test-server.ts';

// boardgame.io broadcast a chat message and forgot it: a reload or a late spectator saw none of
// the talk. The server keeps it with the match and a sync carries it; the client shows it.

const t = useTestServer();
const ayar = loadGames('content').games.find((g) => g.module.id === AYAR)!;
const started: ReturnType<typeof Client<AyarState>>[] = [];

afterEach(() => {
  started.splice(0).forEach((c) => c.stop());
});

/** boardgame.io's own client, on the transport the React client uses, synced. */
async function table(matchID: string, playerID?: string, credentials?: string) {
  const client = Client<AyarState>({ game: ayar.module.createGame(ayar.content), multiplayer: withKeptChat(SocketIO({ server: t.url })), matchID, playerID, credentials, debug: false });
  const syncs: unknown[] = [];
  const drops: string[] = [];
  client.start();
  started.push(client);
  const { socket } = (client as unknown as { transport: { socket: { on(e: string, f: (...a: any[]) => void): void } } }).transport;
  socket.on('sync', (...args) => syncs.push(args[1]));
  socket.on(DROP_EVENT, (notice) => drops.push(notice.code));
  await waitFor(() => client.getState()?.isConnected === true && client.getState()?.G !== undefined, `seat ${playerID ?? 'spectator'} to sync`);
  return { client, syncs, drops };
}

const said = (client: ReturnType<typeof Client<AyarState>>) => client.chatMessages.map((m: ChatMessage & { at?: number }) => ({ ...m }));

describe('the talk is kept with the match', () => {
  it('after a reload every seat, and a spectator arriving late, is shown exactly the talk of its match, once, in order', async () => {
    const a = await createAndJoin(t.url, 3, 'schrodinger');
    const b = await createAndJoin(t.url, 3, 'schrodinger');
    const seats = await Promise.all(a.seats.map((s) => table(a.matchID, s.playerID, s.credentials)));
    const watcher = await table(a.matchID);
    const other = await table(b.matchID, '0', b.seats[0].credentials);
    const lines = ['<b>hello</b> all', 'hi', 'hey'];
    for (const [i, line] of lines.entries()) {
      seats[i].client.sendChatMessage(line);
      await waitFor(() => seats.every((s) => s.client.chatMessages.length === i + 1), `line ${i} to reach every seat`);
    }
    // Refused (a spectator watches in silence): never kept.
    watcher.client.sendChatMessage('from the stands');
    other.client.sendChatMessage('another table');
    await waitFor(() => watcher.drops.includes('spectators-silent') && other.client.chatMessages.length === 1, "the spectator's refusal, the other match's line");
    const heard = said(seats[0].client);
    expect(heard.map((m) => [m.sender, m.payload])).toEqual(lines.map((line, i) => [String(i), line]));
    for (const m of heard) expect(typeof (m as { at?: unknown }).at, 'the server stamps the time').toBe('number');

    const reloaded = await Promise.all([...a.seats.map((s) => table(a.matchID, s.playerID, s.credentials)), table(a.matchID)]);
    // The history comes in the sync itself, so a synced client holds all of it already.
    for (const [i, { client }] of reloaded.entries()) expect(said(client), `viewer ${i} after a reload`).toEqual(heard);
    expect(said(watcher.client), 'the spectator there all along').toEqual(heard);

    // A sync again (as after a reconnect) carries the history again; each message is shown once.
    const again = reloaded[0];
    const before = again.syncs.length;
    (again.client as unknown as { transport: { requestSync(): void } }).transport.requestSync();
    await waitFor(() => again.syncs.length > before, 'a second sync');
    expect(said(again.client)).toEqual(heard);
  }, 60_000);
});
