import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import type { State } from 'boardgame.io';
import { CreateGameReducer, ProcessGameConfig } from 'boardgame.io/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGames } from '../../games/kit/content/load-content.ts';
import type { BiasContent } from '../../games/bias-effect/content-types.ts';
import { biasEffect } from '../../games/bias-effect/index.ts';
import type { BiasState } from '../../games/bias-effect/state.ts';
import { watchContent, type ContentWatch } from '../../server/app/content-watch.ts';
import { BIAS_EFFECT_FIXTURE_ROOT, BIAS_EFFECT_ID, pickBiasMove } from './helpers/bias-effect-play.ts';
import { createAndJoinGame, type JoinedMatch } from './helpers/lobby.ts';
import { RawMatch } from './helpers/raw-match.ts';
import { connectSeat, waitFor } from './helpers/raw-socket.ts';
import { dropCodes } from './helpers/wire.ts';
import { seededRng } from './helpers/robots-play.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

// A copy of the Bias Effect fixture tree at the fixture's depth (its $schema lines still
// resolve), served with --watch's reload and edited while matches run.
const scratch = mkdtempSync(join(resolve('test/fixtures'), '.live-'));
const root = join(scratch, 'tree');
cpSync(BIAS_EFFECT_FIXTURE_ROOT, root, { recursive: true });
const rulesFile = join(root, BIAS_EFFECT_ID, 'rules.yaml');
const original = readFileSync(rulesFile, 'utf8');
const dbFile = join(scratch, 'store.sqlite');
// Two more cards dealt, one more drawn each round, and no wait before anyone may close a trade.
const edited = original
  .replace(/^startingHand: 3$/m, 'startingHand: 5')
  .replace(/^drawPerRound: 1$/m, 'drawPerRound: 2')
  .replace(/^tradeSeconds: 45$/m, 'tradeSeconds: 0');

const contentOf = (text: string): BiasContent => {
  const probe = join(scratch, `probe-${Math.random().toString(36).slice(2)}`);
  cpSync(root, probe, { recursive: true });
  writeFileSync(join(probe, BIAS_EFFECT_ID, 'rules.yaml'), text);
  const { games, errors } = loadGames(probe, [biasEffect]);
  rmSync(probe, { recursive: true, force: true });
  if (errors.length) throw new Error(JSON.stringify(errors));
  return games[0].content as BiasContent;
};
const oldContent = contentOf(original);
const newContent = contentOf(edited);
const reducerOf = (content: BiasContent) => CreateGameReducer({ game: ProcessGameConfig(biasEffect.createGame(content)), isClient: false });
const oldReducer = reducerOf(oldContent);
const newReducer = reducerOf(newContent);

let t: TestServer;
let watch: ContentWatch;
const reports: string[] = [];

async function serve(): Promise<void> {
  t = await startTestServer({ contentRoot: root, modules: [biasEffect], dbFile });
  watch = watchContent({ contentRoot: root, modules: [biasEffect], library: t.server.content, report: (m) => reports.push(m) });
  await watch.ready;
}

async function shutdown(): Promise<void> {
  await watch.close();
  await t.stop();
}

beforeAll(serve);
afterAll(async () => {
  await shutdown();
  rmSync(scratch, { recursive: true, force: true });
});

const currentHash = async (): Promise<string> => {
  const games = (await (await fetch(`${t.url}/tablewright/games`)).json()) as { id: string; contentHash: string }[];
  return games.find((g) => g.id === BIAS_EFFECT_ID)!.contentHash;
};

const handSizes = async (matchID: string): Promise<number[]> => {
  const { state } = await t.server.store.fetch(matchID, { state: true });
  return Object.values((state as State<BiasState>).G.hands).map((h) => h.length);
};

/** Writes the rules file and answers how long until the lobby offers another content version. */
async function editAndWait(text: string): Promise<number> {
  const before = await currentHash();
  const start = Date.now();
  writeFileSync(rulesFile, text);
  await waitFor(async () => (await currentHash()) !== before, 'the edit to reach the lobby', 10_000);
  return Date.now() - start;
}

async function seatsOf(m: JoinedMatch): Promise<RawMatch<BiasState>> {
  const seats = await Promise.all(m.seats.map((s) => connectSeat(t.url, BIAS_EFFECT_ID, m.matchID, s.playerID, s.credentials)));
  return new RawMatch<BiasState>(t, m.matchID, seats, []);
}

/**
 * Plays `match` with legal moves chosen on `content` until a move whose result differs between
 * the old and the new content has been played; every state the server keeps must be the one
 * `expected`'s content gives. Answers the moves played.
 */
async function playUntilTheContentsDiffer(match: RawMatch<BiasState>, content: BiasContent, expected: typeof oldReducer): Promise<number> {
  const rng = seededRng('live-content');
  const game = biasEffect.createGame(content);
  for (let moves = 1; moves <= 400; moves++) {
    const state = await match.state();
    if (state.ctx.gameover !== undefined) throw new Error('the match ended before the contents differed');
    const pick = pickBiasMove(game, content, state, rng)!;
    const action = { type: 'MAKE_MOVE' as const, payload: { type: pick.move, args: pick.args, playerID: pick.playerID } };
    const byOld = oldReducer(state, action);
    const byNew = newReducer(state, action);
    const kept = await match.play(pick.playerID, pick.move, ...pick.args);
    expect(kept.G).toEqual(expected(state, action).G);
    if (JSON.stringify(byOld.G) !== JSON.stringify(byNew.G)) return moves;
  }
  throw new Error('400 moves and the contents never made a difference');
}

describe('serve --watch: live content', () => {
  let before: JoinedMatch;

  it('a saved edit reaches the lobby and the next match within a second; a match made before plays on with its own content', async () => {
    before = await createAndJoinGame(t.url, BIAS_EFFECT_ID, 2);
    const oldHands = await handSizes(before.matchID);
    expect(oldHands.every((n) => n === oldHands[0])).toBe(true);

    const took = await editAndWait(edited);
    // A second on a machine with a core to spare (about 150 ms of it is validating the game);
    // a machine running more than a job per core gets proportionally longer.
    const budget = Math.min(5000, 1000 * Math.max(1, loadavg()[0] / availableParallelism()));
    console.log(`live content: the edit reached the lobby in ${took} ms (budget ${Math.round(budget)} ms)`);
    expect(took).toBeLessThan(budget);
    expect(reports.at(-1)).toMatch(/^content: bias-effect reloaded in \d+ ms/);

    const after = await createAndJoinGame(t.url, BIAS_EFFECT_ID, 2);
    // Two more cards to start with, one more drawn as the first round begins.
    expect(await handSizes(after.matchID)).toEqual(oldHands.map((n) => n + 3));
    expect(await handSizes(before.matchID)).toEqual(oldHands);

    const match = await seatsOf(before);
    expect(await playUntilTheContentsDiffer(match, oldContent, oldReducer)).toBeGreaterThan(1);
    for (const seat of match.seats) seat.close();
  });

  it('a broken edit keeps the last good content, and the errors are told as file:line:col', async () => {
    const good = await currentHash();
    writeFileSync(rulesFile, edited.replace('startingHand: 5', 'startingHand: five'));
    await waitFor(() => reports.some((r) => r.includes('has 1 error(s)')), 'the reload to report the error', 5000);
    await watch.idle();
    const { errors } = (await (await fetch(`${t.url}/tablewright/content-errors`)).json()) as { errors: string[] };
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/rules\.yaml:\d+:\d+: error: .*startingHand/);
    expect(await currentHash()).toBe(good);
    const m = await createAndJoinGame(t.url, BIAS_EFFECT_ID, 2);
    const { content } = (await (await fetch(`${t.url}/tablewright/games/${BIAS_EFFECT_ID}/${m.matchID}/content`)).json()) as { content: BiasContent };
    expect(content.rules.startingHand).toBe(5);

    writeFileSync(rulesFile, edited);
    const errorsNow = async () => ((await (await fetch(`${t.url}/tablewright/content-errors`)).json()) as { errors: string[] }).errors;
    await waitFor(async () => (await errorsNow()).length === 0, async () => `the fixed edit to clear the errors (still: ${(await errorsNow()).join('; ')})`, 5000, 20);
    expect(reports.at(-1)).toMatch(/^content: bias-effect is clean again/);
    expect(await currentHash()).toBe(good);
  });

  it('after a restart on the same store, the match made before still plays on its own content, a new one on the current', async () => {
    await shutdown();
    await serve();
    const response = await fetch(`${t.url}/tablewright/games/${BIAS_EFFECT_ID}/${before.matchID}/content`);
    const pinned = (await response.json()) as { hash: string; content: BiasContent };
    expect(pinned.content.rules.startingHand).toBe(3);
    const byHash = await fetch(`${t.url}/tablewright/content/${BIAS_EFFECT_ID}/${pinned.hash}`);
    expect(byHash.headers.get('cache-control')).toContain('immutable');
    expect(((await byHash.json()) as { content: BiasContent }).content).toEqual(pinned.content);

    const old = await seatsOf(before);
    await playUntilTheContentsDiffer(old, oldContent, oldReducer);
    // A new round's trade has just opened: the old content gives everyone 45 s before anyone may close it, the current one none.
    const state = await old.state();
    expect(state.G.step.kind).toBe('trade');
    old.seat('0').move(before.matchID, 'closeTrade', [], state._stateID);
    await waitFor(() => dropCodes(old.seat('0').received).includes('window-open'), 'the old content’s trade window to hold closeTrade');
    for (const seat of old.seats) seat.close();

    const fresh = await createAndJoinGame(t.url, BIAS_EFFECT_ID, 2);
    const current = await seatsOf(fresh);
    await playUntilTheContentsDiffer(current, newContent, newReducer);
    for (const seat of current.seats) seat.close();
  });

  it('answers bad content requests with 4xx errors that say what is wrong', async () => {
    const cases: [string, number, RegExp][] = [
      [`/tablewright/content/${BIAS_EFFECT_ID}/not-a-hash`, 400, /not a content hash/],
      [`/tablewright/content/${BIAS_EFFECT_ID}/${'0'.repeat(20)}`, 404, /no content 0+ of bias-effect/],
      [`/tablewright/content/chess/${'0'.repeat(20)}`, 404, /no game 'chess'/],
      [`/tablewright/games/${BIAS_EFFECT_ID}/nope/content`, 404, /no bias-effect match 'nope'/],
      [`/tablewright/games/${BIAS_EFFECT_ID}/%E0%A4%A/content`, 400, /malformed percent-encoding/],
    ];
    for (const [path, status, message] of cases) {
      const response = await fetch(`${t.url}${path}`);
      expect(response.status, path).toBe(status);
      expect(((await response.json()) as { error: string }).error, path).toMatch(message);
    }
    const post = await fetch(`${t.url}/tablewright/content/${BIAS_EFFECT_ID}/${'0'.repeat(20)}`, { method: 'POST' });
    expect(post.status).toBe(405);
  });
});
