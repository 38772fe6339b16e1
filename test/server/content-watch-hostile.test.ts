import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BiasContent } from '../../games/bias-effect/content-types.ts';
import { biasEffect } from '../../games/bias-effect/index.ts';
import type { BiasState } from '../../games/bias-effect/state.ts';
import { loadGames } from '../../games/kit/content/load-content.ts';
import { watchContent, type ContentWatch } from '../../server/app/content-watch.ts';
import { copyContentRoot } from '../support/content-copy.ts';
import { HOSTILE_FILES, hostileText, type HostileFile } from '../support/hostile-content.ts';
import { BIAS_EFFECT_FIXTURE_ROOT, BIAS_EFFECT_ID, pickBiasMove } from './helpers/bias-effect-play.ts';
import { createAndJoinGame } from './helpers/lobby.ts';
import { RawMatch } from './helpers/raw-match.ts';
import { connectSeat } from './helpers/raw-socket.ts';
import { seededRng } from './helpers/robots-play.ts';
import { startTestServer, type TestServer } from './helpers/test-server.ts';

// A Bias Effect match is played on a --watch server while each of issue 33's files is saved as
// its rules.yaml: the server must answer and take moves throughout, and the lobby get the error.
const root = copyContentRoot(BIAS_EFFECT_FIXTURE_ROOT, [BIAS_EFFECT_ID]);
const rulesFile = join(root, BIAS_EFFECT_ID, 'rules.yaml');
const shownRules = relative(process.cwd(), rulesFile);
const original = readFileSync(rulesFile, 'utf8');
const { games } = loadGames(root, [biasEffect]);
const content = games[0].content as BiasContent;
const game = biasEffect.createGame(content);
/** Each request and each wait, not the test: a stalled server fails at the first of them. */
const ANSWER_MS = 5000;
const SAVE_SEEN_MS = 60_000;

let t: TestServer;
let watch: ContentWatch;
let match: RawMatch<BiasState>;
const rng = seededRng('content-watch-hostile');
const reports: string[] = [];

async function newMatch(): Promise<RawMatch<BiasState>> {
  const m = await createAndJoinGame(t.url, BIAS_EFFECT_ID, 2);
  const seats = await Promise.all(m.seats.map((s) => connectSeat(t.url, BIAS_EFFECT_ID, m.matchID, s.playerID, s.credentials)));
  return new RawMatch<BiasState>(t, m.matchID, seats, []);
}

/** One legal move, answered by the server within ANSWER_MS (RawMatch waits for every socket to hear it). */
async function playOne(): Promise<void> {
  let state = await match.state();
  if (state.ctx.gameover !== undefined) {
    for (const seat of match.seats) seat.close();
    match = await newMatch();
    state = await match.state();
  }
  const pick = pickBiasMove(game, content, state, rng)!;
  const after = await match.play(pick.playerID, pick.move, ...pick.args);
  expect(after._stateID).toBe(state._stateID + 1);
}

async function getJson<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${t.url}${path}`, { signal: AbortSignal.timeout(ANSWER_MS) });
  return { status: response.status, body: (await response.json()) as T };
}

const contentErrors = async () => (await getJson<{ errors: string[] }>('/tablewright/content-errors')).body.errors;

/** Saves `text` as rules.yaml, then plays and asks /health until the content errors satisfy `done`; answers them. */
async function saveWhilePlaying(text: string, done: (errors: string[]) => boolean): Promise<{ errors: string[]; moves: number }> {
  writeFileSync(rulesFile, text);
  const end = Date.now() + SAVE_SEEN_MS;
  for (let moves = 1; ; moves++) {
    expect((await getJson('/health')).status).toBe(200);
    await playOne();
    const errors = await contentErrors();
    if (done(errors)) return { errors, moves };
    if (Date.now() > end) throw new Error(`the save was not reported within ${SAVE_SEEN_MS} ms; the content errors: ${errors.slice(0, 3).join(' | ')}`);
  }
}

const located = (hostile: HostileFile) => (line: string) =>
  line.startsWith(`${shownRules}:${hostile.line}:${hostile.col}: error: `) && hostile.error.test(line);

async function serve(budgetMs?: number): Promise<void> {
  watch = watchContent({ contentRoot: root, modules: [biasEffect], library: t.server.content, report: (m) => reports.push(m), budgetMs });
  await watch.ready;
}

// The hostile files are to be reported by what is wrong in them, which a loaded machine may
// not find within the shipped 5 s: the budget itself is the last test's subject.
const HOSTILE_CHECK_BUDGET_MS = 30_000;

beforeAll(async () => {
  t = await startTestServer({ contentRoot: root, modules: [biasEffect] });
  await serve(HOSTILE_CHECK_BUDGET_MS);
  match = await newMatch();
});

afterAll(async () => {
  for (const seat of match?.seats ?? []) seat.close();
  await watch?.close();
  await t?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('serve --watch under a hostile save', () => {
  it.each(HOSTILE_FILES)('$name: the server answers /health and takes moves, the error reaches the lobby, and the last good content stays', async (hostile) => {
    const { hash } = (await getJson<{ hash: string }>(`/tablewright/games/${BIAS_EFFECT_ID}/${match.matchID}/content`)).body;
    const { errors, moves } = await saveWhilePlaying(hostileText(original, hostile), (now) => now.some(located(hostile)));
    expect(moves).toBeGreaterThan(0);
    expect(errors.length).toBeLessThanOrEqual(51);
    if (errors.length === 51) expect(errors[50]).toMatch(/^\.\.\. and [\d,]+ more errors: `tablewright validate --game bias-effect` lists them all\.$/);
    const fresh = await newMatch();
    expect((await getJson<{ hash: string }>(`/tablewright/games/${BIAS_EFFECT_ID}/${fresh.matchID}/content`)).body.hash).toBe(hash);
    for (const seat of fresh.seats) seat.close();

    await saveWhilePlaying(original, (now) => now.length === 0);
    expect(reports.at(-1)).toMatch(/^content: bias-effect is clean again/);
  });

  it('a check that overruns its time budget is stopped, and the save refused with an error naming the budget', async () => {
    await watch.close();
    await serve(1);
    const { errors } = await saveWhilePlaying(original.replace(/^startingHand: 3$/m, 'startingHand: 4'), (now) => now.length > 0);
    expect(errors).toHaveLength(1);
    expect(errors[0].startsWith(relative(process.cwd(), root))).toBe(true);
    expect(errors[0]).toMatch(/:1:1: error: checking this file took longer than the 1 ms a saved edit may take \(serve --watch's time budget\), so it was stopped and the save is not taken; the game keeps its last good content\./);
    await watch.close();
    await serve(HOSTILE_CHECK_BUDGET_MS);
    await saveWhilePlaying(original, (now) => now.length === 0);
  });
});
