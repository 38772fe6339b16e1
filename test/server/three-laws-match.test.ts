import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import type { LoadedGame } from '../../games/kit/content/load-content.ts';
import type { LawDef, ThreeLawsContent } from '../../games/three-laws/content-types.ts';
import { turnOrder } from '../../games/three-laws/rules/table.ts';
import type { ThreeLawsState, ThreeLawsView } from '../../games/three-laws/state.ts';
import { createAndJoinGame, type JoinedMatch } from './helpers/lobby.ts';
import { movesHandled } from './helpers/probes.ts';
import { connectSeat, waitFor } from './helpers/raw-socket.ts';
import { gamesWithThreeLawsRules, THREE_LAWS_ID } from './helpers/three-laws-play.ts';
import { useTestServer } from './helpers/test-server.ts';
import { dropCodes } from './helpers/wire.ts';

// One law in the deck, so the law in force is known: questions end with a question mark.
const QUESTION_MARK: LawDef = { id: 'query-syntax', name: 'Query Syntax', text: 'Every question ends with a question mark.', check: { acts: ['question'], text: [{ endsWith: '?' }] } };
const WINDOW_SECONDS = 2;

function withOneLaw(games: LoadedGame[]): LoadedGame[] {
  return games.map((g) => {
    if (g.module.id !== THREE_LAWS_ID) return g;
    const content = g.content as ThreeLawsContent;
    return { module: g.module, content: { ...content, laws: { laws: [QUESTION_MARK] }, rules: { ...content.rules, rounds: [{ laws: 0 }, { laws: 1 }] } } };
  });
}

const games = withOneLaw(gamesWithThreeLawsRules({ accuseWindowSeconds: WINDOW_SECONDS }));
const loaded = games.find((g) => g.module.id === THREE_LAWS_ID)!;
const t = useTestServer({ games });

type BgioClient = ReturnType<typeof Client<ThreeLawsState>>;

function connectClients(m: JoinedMatch) {
  const make = (playerID?: string, credentials?: string) =>
    Client<ThreeLawsState>({ game: loaded.module.createGame(loaded.content), multiplayer: SocketIO({ server: t.url }), matchID: m.matchID, playerID, credentials, debug: false });
  const players = m.seats.map((s) => make(s.playerID, s.credentials));
  const spectator = make();
  return { players, spectator, all: [...players, spectator] };
}

const view = (c: BgioClient) => c.getState()!.G as unknown as ThreeLawsView;

describe('a 3 Laws round over the real server with boardgame.io clients', () => {
  it('a question breaks the law and an Error is judged right; a wrong call holds the play while the table may accuse, and the first accuser takes the token', async () => {
    const m = await createAndJoinGame(t.url, THREE_LAWS_ID, 4, { start: 'round-2' });
    const { players, spectator, all } = connectClients(m);
    all.forEach((c) => c.start());
    await waitFor(() => all.every((c) => c.getState()?.isConnected && c.getState()?.G), 'every client to sync');
    const truth = async (): Promise<State<ThreeLawsState>> => (await t.server.store.fetch(m.matchID, { state: true })).state;
    const step = async (act: () => void) => {
      const before = (await truth())._stateID;
      act();
      await waitFor(() => all.every((c) => c.getState()!._stateID > before), 'every client to see the move');
    };

    const G0 = view(spectator);
    expect(G0.lawsInForce).toEqual(['query-syntax']);
    const [a, b, c, d] = turnOrder(G0, G0.startPlayer).map(Number);

    // A breaks the law (no question mark); C calls Error on it: right, a token from the supply.
    await step(() => players[a].moves.ask(String(b), 'Am I the highest rank you see'));
    const broken = view(spectator).acts[0];
    await step(() => players[c].moves.callError(broken.id));
    expect(view(players[d]).calls[0]).toMatchObject({ claimant: String(c), target: broken.id, verdict: 'upheld' });
    expect(view(players[d]).calls[0].reasons.join()).toMatch(/Query Syntax/);
    expect(view(spectator).tokens[String(c)]).toBe(1);
    expect(view(spectator).supply).toBe(5);

    // Nobody calls the same act twice. Refusals are silent, so they are sent from raw sockets, whose probes can follow them.
    const seat = (i: number) => connectSeat(t.url, THREE_LAWS_ID, m.matchID, String(i), m.seats[i].credentials);
    const rawD = await seat(d);
    rawD.move(m.matchID, 'callError', [broken.id], (await truth())._stateID);
    await movesHandled(rawD, m.matchID, 'callError', [broken.id]);
    expect((await truth()).G.calls).toHaveLength(1);

    // B answers; A's answer is in. B asks C with a question mark; D calls it wrongly.
    await step(() => players[b].moves.answer('Yes.'));
    await step(() => players[b].moves.ask(String(c), 'Is my rank 3 or more?'));
    const kept = view(spectator).acts[2];
    await step(() => players[d].moves.callError(kept.id));
    expect(view(players[a]).calls[1]).toMatchObject({ claimant: String(d), verdict: 'rejected' });

    // The play is held while the window is open: C's answer is refused with the reason.
    const raw = await seat(c);
    const before = (await truth())._stateID;
    raw.move(m.matchID, 'answer', ['No.'], before);
    await waitFor(() => dropCodes(raw.received).includes('window-open'), 'the held answer to be refused');
    expect((await truth())._stateID).toBe(before);

    // A accuses first and takes D's token... D has none, so A takes one from the supply; a second accuser is refused.
    await step(() => players[a].moves.accuse());
    expect(view(spectator).tokens[String(a)]).toBe(1);
    expect(view(spectator).calls[1].counteredBy).toBe(String(a));
    const rawB = await seat(b);
    rawB.move(m.matchID, 'accuse', [], (await truth())._stateID);
    await movesHandled(rawB, m.matchID, 'accuse');
    expect((await truth()).G.tokens[String(b)]).toBe(0);

    // Once the window has lasted its seconds by the server's clock, the answer goes through: C asks again every 200 ms.
    const held = (await truth())._stateID;
    await waitFor(
      () => {
        if (all.every((x) => x.getState()!._stateID > held)) return true;
        if (raw.stateID() === held) raw.move(m.matchID, 'answer', ['No.'], held);
        return false;
      },
      `the answer to go through once the ${WINDOW_SECONDS} s window has passed`,
      WINDOW_SECONDS * 1000 + 10_000,
      200,
    );
    expect(view(spectator).step).toMatchObject({ kind: 'query-ask', current: String(c) });

    // While laws apply the match chat carries nothing, from a seat or the spectator: each is refused before anyone hears it.
    const rawSpectator = await connectSeat(t.url, THREE_LAWS_ID, m.matchID, null);
    raw.chat(m.matchID, 'I think B is an android');
    rawSpectator.chat(m.matchID, 'from the stands');
    await waitFor(() => [raw, rawSpectator].every((s) => s.received.some((r) => r.event === 'tablewright:error' && r.args[0].event === 'chat')), 'both chat messages to be refused');
    for (const client of all) expect(client.chatMessages).toEqual([]);
    for (const s of [raw, rawSpectator, rawB, rawD]) expect(s.received.filter((r) => r.event === 'chat')).toEqual([]);
    [raw, rawSpectator, rawB, rawD].forEach((s) => s.close());
    all.forEach((x) => x.stop());
    expect(t.errors).toEqual([]);
  }, 60_000);

  it('a seat can give the game only the name it joined with, and a law against names is judged by it', async () => {
    const m = await createAndJoinGame(t.url, THREE_LAWS_ID, 4, { start: 'round-2' });
    const seats = await Promise.all(m.seats.map((s) => connectSeat(t.url, THREE_LAWS_ID, m.matchID, s.playerID, s.credentials)));
    const truth = async (): Promise<State<ThreeLawsState>> => (await t.server.store.fetch(m.matchID, { state: true })).state;
    const send = async (seat: number, move: string, ...args: unknown[]) => {
      const before = (await truth())._stateID;
      seats[seat].move(m.matchID, move, args, before);
      return before;
    };
    // createAndJoinGame seats P0..P3. P1 claims to be P0: refused, with the reason.
    const before = await send(1, 'nameSeat', 'P0');
    await waitFor(() => dropCodes(seats[1].received).includes('not-your-name'), 'the forged name to be refused');
    expect((await truth())._stateID).toBe(before);
    await send(1, 'nameSeat', 'P1');
    await waitFor(() => seats.every((s) => s.stateID() > before), 'the true name to reach every seat');
    expect((await truth()).G.names).toEqual({ 1: 'P1' });
    seats.forEach((s) => s.close());
  }, 30_000);
});
