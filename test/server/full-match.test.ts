import { describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { loadGames } from '../../games/kit/content/load-content.ts';
import type { AyarState } from '../../games/are-you-a-robot/state.ts';
import { AYAR, createAndJoin, type JoinedMatch } from './helpers/lobby.ts';
import { waitFor } from './helpers/raw-socket.ts';
import { useTestServer } from './helpers/test-server.ts';

const t = useTestServer();

const { games } = loadGames('content');
const ayar = games.find((g) => g.module.id === AYAR)!;

type BgioClient = ReturnType<typeof Client<AyarState>>;

/** boardgame.io's own client for every seat, plus a spectator, over its own SocketIO transport. */
async function connectClients(m: JoinedMatch) {
  const make = (playerID?: string, credentials?: string) =>
    Client<AyarState>({
      game: ayar.module.createGame(ayar.content),
      multiplayer: SocketIO({ server: t.url }),
      matchID: m.matchID,
      playerID,
      credentials,
      debug: false,
    });
  const players = m.seats.map((s) => make(s.playerID, s.credentials));
  const spectator = make();
  const all = [...players, spectator];
  all.forEach((c) => c.start());
  await waitFor(() => all.every((c) => c.getState()?.isConnected && c.getState()?.G), 'every client to sync');
  return { players, spectator, all };
}

let matchID = '';

/** The authoritative state of the match under test, from the server's store. */
async function truth(): Promise<State<AyarState>> {
  return (await t.server.store.fetch(matchID, { state: true })).state;
}

async function step(all: BgioClient[], act: () => void) {
  const before = (await truth())._stateID;
  act();
  await waitFor(() => all.every((c) => c.getState()!._stateID > before), 'every client to see the move');
}

describe('a full match over the real server with boardgame.io clients', () => {
  it('Basic: a Human zaps the Robot and every client sees the same result', async () => {
    const m = await createAndJoin(t.url, 3, 'basic');
    matchID = m.matchID;
    const { players, all } = await connectClients(m);
    const { G } = await truth();
    const robot = G.players.find((p) => G.roles[p] === 'robot')!;
    const human = G.players.find((p) => G.roles[p] === 'human')!;
    for (const c of players) expect(Object.keys(c.getState()!.G.roles)).toEqual([c.playerID]);
    await step(all, () => players[Number(human)].moves.zap(robot));
    const results = all.map((c) => c.getState()!.ctx.gameover);
    expect(results[0]).toMatchObject({ outcome: 'humans', roles: G.roles });
    for (const r of results) expect(r).toEqual(results[0]);
    all.forEach((c) => c.stop());
  });

  it('Extended: chat reaches everyone from a seated player, never from a spectator or an eliminated player', async () => {
    let m: JoinedMatch;
    let G: AyarState;
    do {
      m = await createAndJoin(t.url, 5, 'extended');
      matchID = m.matchID;
      G = (await truth()).G;
    } while (!Object.values(G.roles).includes('robot'));
    const { players, spectator, all } = await connectClients(m);
    const robot = G.players.find((p) => G.roles[p] === 'robot')!;
    const [shooter, victim] = G.players.filter((p) => p !== robot);
    const said = (c: BgioClient) => c.chatMessages.map((msg) => msg.payload);

    players[Number(robot)].sendChatMessage('beep? no, hello!');
    await waitFor(() => all.every((c) => said(c).includes('beep? no, hello!')), 'a seated chat to reach everyone');

    await step(all, () => players[Number(shooter)].moves.zap(victim));
    expect(all.every((c) => c.getState()!.G.eliminated.includes(shooter))).toBe(true);
    spectator.sendChatMessage('from the stands');
    players[Number(shooter)].sendChatMessage('from the grave');
    players[Number(victim)].sendChatMessage('still alive');
    await waitFor(() => all.every((c) => said(c).includes('still alive')), 'the living to be heard');
    for (const c of all) expect(said(c)).toEqual(['beep? no, hello!', 'still alive']);

    // Play it out with the clients: Humans zap the Robots, then shake hands.
    for (let i = 0; i < 10 && !(await truth()).ctx.gameover; i++) {
      const s = (await truth()).G;
      const inGame = s.players.filter((p) => !s.eliminated.includes(p));
      const humans = inGame.filter((p) => s.roles[p] === 'human');
      const robots = inGame.filter((p) => s.roles[p] === 'robot');
      if (robots.length && humans.length > 1) await step(all, () => players[Number(humans[0])].moves.zap(robots[0]));
      else if (humans.length > 1) {
        await step(all, () => players[Number(humans[0])].moves.offerHandshake(humans[1]));
        await step(all, () => players[Number(humans[1])].moves.acceptHandshake(humans[0]));
      } else await step(all, () => players[Number(robots[0])].moves.declareRevolution());
    }
    const end = await truth();
    expect(end.ctx.gameover).toBeDefined();
    for (const c of all) expect(c.getState()!.ctx.gameover).toEqual(end.ctx.gameover);
    all.forEach((c) => c.stop());
  });
});
