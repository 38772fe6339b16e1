import seedrandom from 'seedrandom';
import { beforeAll, describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { areYouARobot } from '../../games/are-you-a-robot/index.ts';
import { threeLaws } from '../../games/three-laws/index.ts';
import type { AyarState } from '../../games/are-you-a-robot/state.ts';
import { loadGames, type LoadedGame } from '../../games/kit/content/load-content.ts';
import { chatAtFrame } from '../../games/kit/replay/replay-view-format.ts';
import { FIXTURE_ROOTS } from '../support/fixture-games.ts';
import { playWithBots } from './helpers/bot-driven-match.ts';
import { AYAR, createAndJoin, createAndJoinGame, type JoinedMatch } from './helpers/lobby.ts';
import { waitFor } from './helpers/raw-socket.ts';
import { useTestServer } from './helpers/test-server.ts';

const { games } = loadGames(FIXTURE_ROOTS[AYAR], [areYouARobot]);
const laws = loadGames(FIXTURE_ROOTS[threeLaws.id], [threeLaws]).games;
const t = useTestServer({ games: [...games, ...laws] });
type SeatClient = ReturnType<typeof Client>;

/** What one client held after each state it received, as boardgame.io's client store keeps it. */
interface Received {
  states: Map<number, { G: unknown; ctx: unknown; plugins: unknown; _stateID: number }>;
  client: SeatClient;
}

function record(client: SeatClient): Received {
  const received: Received = { states: new Map(), client };
  const store = (client as unknown as { store: { getState(): State | null; subscribe(f: () => void): void } }).store;
  store.subscribe(() => {
    const state = store.getState();
    if (state && !received.states.has(state._stateID)) {
      received.states.set(state._stateID, JSON.parse(JSON.stringify({ G: state.G, ctx: state.ctx, plugins: state.plugins, _stateID: state._stateID })));
    }
  });
  return received;
}

const replay = (path: string) => fetch(`${t.url}/tablewright/replay/${path}`);
const json = async (path: string) => {
  const response = await replay(path);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
};

let finished: JoinedMatch;
let live: JoinedMatch;
/** Each finished match: its game, and what each seat's client and a spectator's received. */
const played: { game: string; match: JoinedMatch; seen: Map<string, Received>; names: string[] }[] = [];
const truth = (matchID: string) => async () => (await t.server.store.fetch(matchID, { state: true })).state as State;
const clientOf = (loaded: LoadedGame, matchID: string, seat?: { playerID: string; credentials: string }) =>
  Client({ game: loaded.module.createGame(loaded.content), multiplayer: SocketIO({ server: t.url }), matchID, playerID: seat?.playerID, credentials: seat?.credentials, debug: false });

/**
 * Plays a joined match over the real server with boardgame.io's clients (bots choosing), a
 * spectator's client watching and, with `talk`, a word said by seat 1 before play; records what each received.
 */
async function playRecorded(loaded: LoadedGame, match: JoinedMatch, moves: number, seed: string, talk: boolean): Promise<Map<string, Received>> {
  const seen = new Map<string, Received>();
  const spectator = clientOf(loaded, match.matchID);
  seen.set('spectator', record(spectator));
  spectator.start();
  if (talk) {
    const talker = clientOf(loaded, match.matchID, match.seats[1]);
    talker.start();
    await waitFor(() => talker.getState() !== null, 'the talker to sync');
    talker.sendChatMessage('hello from seat 1');
    await waitFor(() => spectator.chatMessages.length === 1, 'the spectator to hear it');
    talker.stop();
  }
  const after = await playWithBots(t.url, loaded, match, truth(match.matchID), { moves, rng: seedrandom(seed), watch: (c) => seen.set(c.playerID!, record(c)) });
  const end = after.ctx.gameover === undefined ? await finishAyar(loaded, match, after as State<AyarState>, seen) : after;
  await waitFor(() => spectator.getState()?._stateID === end._stateID, 'the spectator to see the end');
  spectator.stop();
  return seen;
}

/** A Basic match with no ending yet: a Human still in zaps the Robot, which ends it. */
async function finishAyar(loaded: LoadedGame, match: JoinedMatch, after: State<AyarState>, seen: Map<string, Received>): Promise<State> {
  const { G } = after;
  const human = G.players.find((p: string) => G.roles[p] === 'human' && !G.eliminated.includes(p))!;
  const robot = G.players.find((p: string) => G.roles[p] === 'robot')!;
  const zapper = clientOf(loaded, match.matchID, match.seats[Number(human)]);
  seen.set(human, record(zapper));
  zapper.start();
  await waitFor(() => zapper.getState()?._stateID === after._stateID, 'the zapper to sync');
  zapper.moves.zap(robot);
  const end = await waitFor(async () => {
    const state = await truth(match.matchID)();
    return state.ctx.gameover !== undefined && state;
  }, 'the zap to end the match');
  zapper.stop();
  return end;
}

beforeAll(async () => {
  finished = await createAndJoin(t.url, 3, 'basic');
  played.push({ game: AYAR, match: finished, seen: await playRecorded(games[0], finished, 12, 'replay-route', true), names: ['P0', 'P1', 'P2'] });
  // A longer match, whose frames come from several kept checkpoints (3 Laws keeps its match chat closed at the start).
  const lawsMatch = await createAndJoinGame(t.url, threeLaws.id, 4);
  played.push({ game: threeLaws.id, match: lawsMatch, seen: await playRecorded(laws[0], lawsMatch, 400, 'replay-route-laws', false), names: ['P0', 'P1', 'P2', 'P3'] });
  live = await createAndJoin(t.url, 3, 'basic');
}, 120_000);

describe('GET /tablewright/replay: a finished match as each seat and a spectator saw it', () => {
  it("each seat's frames and the spectator's are exactly the states its boardgame.io client received over the real server, chat included", async () => {
    for (const { game, match, seen, names } of played) {
      const final = await truth(match.matchID)();
      expect(final.ctx.gameover, game).toBeDefined();
      for (const [viewerName, received] of seen) {
        const head = await json(`${game}/${match.matchID}?viewer=${viewerName}`);
        expect(head.frames).toBe(final._stateID + 1);
        expect(head.result).toEqual(final.ctx.gameover);
        expect(head.players.map((p: { name: string }) => p.name)).toEqual(names);
        expect(head.chat).toEqual(seen.get('spectator')!.client.chatMessages);
        const frames = [];
        for (let from = 0; from < head.frames; from += 37) frames.push(...(await json(`${game}/${match.matchID}/frames?viewer=${viewerName}&from=${from}&count=37`)).frames);
        expect(frames.map((f: { n: number }) => f.n)).toEqual([...Array(head.frames).keys()]);
        // Every state this client held is the frame of that state, to the last key.
        expect(received.states.size).toBeGreaterThan(1);
        for (const [stateID, state] of received.states) {
          const { n: _n, log: _log, ...frame } = frames[stateID];
          expect(frame, `${game} ${viewerName} at state ${stateID}`).toEqual(state);
        }
      }
    }
    expect(played[1].seen.get('0')!.states.size).toBeGreaterThan(50);
  });

  it('a line said between two moves is placed at the state its hearers held: shown from that frame on, not before, to a seat and a spectator', async () => {
    const match = await createAndJoin(t.url, 3, 'basic');
    const spectator = clientOf(games[0], match.matchID);
    spectator.start();
    /** The state the spectator's client held as each line reached it. */
    const heldWhenHeard: number[] = [];
    spectator.subscribe(() => {
      while (heldWhenHeard.length < spectator.chatMessages.length) heldWhenHeard.push(spectator.getState()!._stateID);
    });
    const say = async (seat: number, text: string) => {
      const talker = clientOf(games[0], match.matchID, match.seats[seat]);
      talker.start();
      const stored = (await truth(match.matchID)())._stateID;
      await waitFor(() => talker.getState()?._stateID === stored, 'the talker to sync');
      const heard = spectator.chatMessages.length;
      talker.sendChatMessage(text);
      await waitFor(() => spectator.chatMessages.length === heard + 1, `the spectator to hear "${text}"`);
      talker.stop();
    };
    try {
      await say(0, 'before any move');
      const after = (await playWithBots(t.url, games[0], match, truth(match.matchID), { moves: 1, rng: seedrandom('between-moves') })) as State<AyarState>;
      expect(after._stateID).toBe(1);
      // Whoever may still talk: a seat out of the game keeps silent until the end.
      const talker = after.ctx.gameover === undefined ? after.G.players.find((p: string) => !after.G.eliminated.includes(p))! : '0';
      await say(Number(talker), 'after the first move');
      if (after.ctx.gameover === undefined) await finishAyar(games[0], match, after, new Map());
    } finally {
      spectator.stop();
    }
    expect(heldWhenHeard).toEqual([0, 1]);
    for (const viewer of ['spectator', '2']) {
      const head = await json(`${AYAR}/${match.matchID}?viewer=${viewer}`);
      expect(head.chat.map((m: { payload: string; stateID: number }) => [m.payload, m.stateID]), viewer).toEqual([
        ['before any move', 0],
        ['after the first move', 1],
      ]);
      const frames = (await json(`${AYAR}/${match.matchID}/frames?viewer=${viewer}&from=0&count=3`)).frames;
      const saidAt = (n: number) => chatAtFrame(head.chat, frames[n]._stateID).said.map((m) => m.payload);
      expect(saidAt(0), `${viewer} at the deal`).toEqual(['before any move']);
      expect(saidAt(1), `${viewer} after the first move`).toEqual(['before any move', 'after the first move']);
      expect(chatAtFrame(head.chat, head.frames - 1).unplaced).toEqual([]);
    }
  });

  it('switching seat switches the hidden information: at the deal a seat sees its own role, the spectator none', async () => {
    // At the deal: a Basic match may end on its first move, and the end shows every role to everyone.
    const dealt = async (viewer: string) => (await json(`${AYAR}/${finished.matchID}/frames?viewer=${viewer}&from=0&count=1`)).frames[0];
    const zero = await dealt('0');
    const spectator = await dealt('spectator');
    expect(Object.keys(zero.G.roles)).toContain('0');
    expect(Object.keys(spectator.G.roles)).not.toContain('0');
    expect(zero.G).not.toEqual(spectator.G);
  });

  it('a live match, an unknown id and hostile ids are refused, with nothing of the match in the answer', async () => {
    const refusals: [string, number][] = [
      [`${AYAR}/${live.matchID}`, 404],
      [`${AYAR}/${live.matchID}/frames?viewer=0&from=0&count=5`, 404],
      [`${AYAR}/nosuchmatch`, 404],
      [`${AYAR}/__proto__`, 404],
      [`${AYAR}/constructor/frames`, 404],
      [`__proto__/${finished.matchID}`, 404],
      [`robots/${finished.matchID}`, 404],
      [`${AYAR}/${'x'.repeat(300)}`, 400],
      [`${AYAR}/..%2F..%2Fetc%2Fpasswd`, 404],
      [`${AYAR}/%E0%A4%A`, 400],
      [`${AYAR}/${finished.matchID}?viewer=__proto__`, 400],
      [`${AYAR}/${finished.matchID}?viewer=7`, 400],
      [`${AYAR}/${finished.matchID}/frames?from=-1`, 400],
      [`${AYAR}/${finished.matchID}/frames?count=51`, 400],
    ];
    for (const [path, status] of refusals) {
      const response = await replay(path);
      const text = await response.text();
      expect(response.status, path).toBe(status);
      expect(text, path).not.toContain('"G"');
      expect(text, path).not.toContain('roles');
    }
    const answered = await replay(`${AYAR}/${live.matchID}`);
    expect(await answered.json()).toEqual({ error: `no finished ${AYAR} match '${live.matchID}': only a match that is over can be replayed` });
    const post = await fetch(`${t.url}/tablewright/replay/${AYAR}/${finished.matchID}`, { method: 'POST' });
    expect(post.status).toBe(405);
    // A refused id left the replay of the finished match as it was.
    expect((await json(`${AYAR}/${finished.matchID}`)).frames).toBeGreaterThan(1);
  });
});
