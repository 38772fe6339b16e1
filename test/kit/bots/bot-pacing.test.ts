import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { areYouARobot } from '../../../games/are-you-a-robot/index.ts';
import { DEFAULT_REACTION_SECONDS, fastPacing, pickDelayMs, type BotPacing } from '../../../games/kit/bots/bot-pacing.ts';
import { pacedActions } from '../../../games/kit/bots/paced-actions.ts';
import type { BotAction } from '../../../games/kit/bots/random-bot.ts';
import { formatContentError, loadGames } from '../../../games/kit/content/load-content.ts';
import { robots } from '../../../games/robots/index.ts';
import { errorsAfterEdits, type FixtureEdit } from '../../support/edited-fixture.ts';
import { parseBotDelay } from '../../../server/bots/bot-delay.ts';

const talk: BotPacing = {
  about: 'listens, then shoots',
  think: { minSeconds: 1, maxSeconds: 2 },
  discussion: { seconds: 60, moves: ['zap', 'acceptHandshake'], think: { minSeconds: 10, maxSeconds: 30 } },
};
const move = (name: string): BotAction => ({ kind: 'move', move: name, args: [] });

describe('a live bot’s pacing', () => {
  it('holds the discussion moves back for the first seconds of the match; other moves go at once', () => {
    const actions = [move('zap'), move('offerHandshake')];
    expect(pacedActions(actions, talk, { sinceStartMs: 59_000 }).allowed).toEqual([move('offerHandshake')]);
    expect(pacedActions(actions, talk, { sinceStartMs: 60_000 }).allowed).toEqual(actions);
  });

  it('when every legal move is held, says when to look again', () => {
    expect(pacedActions([move('zap')], talk, { sinceStartMs: 45_000 })).toEqual({ allowed: [], waitMs: 15_000 });
  });

  it('holds a timed window’s moves until the window has lasted, whatever the talk', () => {
    const window = { moves: ['drawFromFactory'], leftMs: 2500, sinceOpenMs: 10_000 };
    const actions = [move('drawFromFactory'), move('callRobots')];
    expect(pacedActions(actions, talk, { sinceStartMs: 0, window }).allowed).toEqual([move('callRobots')]);
    expect(pacedActions([move('drawFromFactory')], talk, { sinceStartMs: 0, window })).toEqual({ allowed: [], waitMs: 2500 });
    expect(pacedActions([move('drawFromFactory')], talk, { sinceStartMs: 0, window: { ...window, leftMs: -10 } }).allowed).toEqual([move('drawFromFactory')]);
  });

  it('makes no move at all in a timed window before the reaction floor has passed since it opened', () => {
    const floor: BotPacing = { about: 'claims', think: { minSeconds: 1, maxSeconds: 2 }, reactionSeconds: 3 };
    // The ROBOTS! claim window: claiming is open to all, the next draw waits for the window.
    const opened = (sinceOpenMs: number) => ({ sinceStartMs: 60_000, window: { moves: ['drawFromFactory'], leftMs: 5000 - sinceOpenMs, sinceOpenMs } });
    const claim = move('callRobots');
    // A bot that has thought for its 1-2 s is still held: a person has had no time to read the discard.
    expect(pacedActions([claim], floor, opened(1500))).toEqual({ allowed: [], waitMs: 1500 });
    expect(pacedActions([claim], floor, opened(2999))).toEqual({ allowed: [], waitMs: 1 });
    expect(pacedActions([claim], floor, opened(3000)).allowed).toEqual([claim]);
    // Outside a window the floor holds nothing.
    expect(pacedActions([claim], floor, { sinceStartMs: 0 }).allowed).toEqual([claim]);
    // A bots.yaml that names no floor gets the kit's.
    const unnamed: BotPacing = { about: 'claims', think: { minSeconds: 1, maxSeconds: 2 } };
    expect(pacedActions([claim], unnamed, opened(DEFAULT_REACTION_SECONDS * 1000 - 1)).allowed).toEqual([]);
    expect(DEFAULT_REACTION_SECONDS).toBeGreaterThanOrEqual(2);
  });

  it('picks delays between the bounds; TABLEWRIGHT_BOT_DELAY_MS makes every move fast and drops the talk', () => {
    expect(pickDelayMs(talk.think, () => 0)).toBe(1000);
    expect(pickDelayMs(talk.think, () => 0.999999)).toBe(2000);
    const { minMs, maxMs } = parseBotDelay('5,20');
    const fast = fastPacing(talk, { minSeconds: minMs / 1000, maxSeconds: maxMs / 1000 });
    expect(fast.discussion).toEqual({ seconds: 0, moves: talk.discussion!.moves, think: { minSeconds: 0.005, maxSeconds: 0.02 } });
    expect(fast.about).toBe(talk.about);
    expect(fastPacing({ ...talk, reactionSeconds: 3 }, { minSeconds: 0, maxSeconds: 0 }).reactionSeconds).toBe(0);
  });
});

// Copies of the good fixture tree, at the same depth so their $schema lines still resolve.
const scratch = mkdtempSync(join(resolve('test/fixtures'), '.bots-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function botsErrors(text: string): string[] {
  const root = join(scratch, `tree-${Math.random().toString(36).slice(2)}`);
  cpSync('test/fixtures/content/good', root, { recursive: true });
  const path = join(root, 'are-you-a-robot', 'bots.yaml');
  writeFileSync(path, text);
  const file = relative(process.cwd(), path);
  return loadGames(root, [areYouARobot]).errors.filter((e) => e.file === file).map(formatContentError);
}

const HEADER = '# yaml-language-server: $schema=../../../../../schemas/kit/bots.schema.json\n';

describe('bots.yaml, the kit content every game has', () => {
  it('a held move that is not a move of the game: file:line:col and the move meant', () => {
    const errors = botsErrors(`${HEADER}about: A bot.\nthink: { minSeconds: 1, maxSeconds: 2 }\ndiscussion:\n  seconds: 30\n  moves: [zap, acceptHandshak]\n  think: { minSeconds: 1, maxSeconds: 2 }\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/bots\.yaml:6:16: .*'acceptHandshak' is not a move of this game: write 'acceptHandshake'/);
  });

  it('a reaction floor that is not a number of seconds from 0 to 60: file:line:col', () => {
    for (const bad of ['-1', '61', 'soon']) {
      const errors = botsErrors(`${HEADER}about: A bot.\nthink: { minSeconds: 1, maxSeconds: 2 }\nreactionSeconds: ${bad}\n`);
      expect(errors, bad).toHaveLength(1);
      expect(errors[0], bad).toMatch(/bots\.yaml:4:18: .*reactionSeconds/);
    }
    expect(botsErrors(`${HEADER}about: A bot.\nthink: { minSeconds: 1, maxSeconds: 2 }\nreactionSeconds: 2.5\n`)).toEqual([]);
  });

  it('delays out of order and a missing `about` are named where they are', () => {
    const reversed = botsErrors(`${HEADER}about: A bot.\nthink: { minSeconds: 3, maxSeconds: 1 }\n`);
    expect(reversed).toHaveLength(1);
    expect(reversed[0]).toMatch(/bots\.yaml:3:.*maxSeconds \(1\) is below minSeconds \(3\)/);
    expect(botsErrors(`${HEADER}think: { minSeconds: 1, maxSeconds: 2 }\n`).join('\n')).toMatch(/bots\.yaml:2:1: .*about/);
  });
});

describe('a timed window against the bots\' reaction floor (a kit check validate runs)', () => {
  const robotsErrors = (edits: FixtureEdit[]) => errorsAfterEdits('test/fixtures/robots/good', robots, edits).map((line) => line.replace('<game>', '<robots>'));

  it('the fixture game has windows longer than its floor', () => {
    expect(robotsErrors([])).toEqual([]);
  });

  it('a window no longer than the floor (3 s when bots.yaml names none): at the window, with both numbers and what to write', () => {
    expect(robotsErrors([['rules.yaml', 'claimWindowSeconds: 5', 'claimWindowSeconds: 3']])).toEqual([
      '<robots>/rules.yaml:10:21: error: claimWindowSeconds is 3 seconds, but bots keep still for the first 3 seconds of a timed window (reactionSeconds in bots.yaml), so no bot could ever act in this one: write a claimWindowSeconds above 3, or lower reactionSeconds in bots.yaml.',
    ]);
  });

  it('a floor of 0 in a game with timed windows; a window of 0 (none) is left alone', () => {
    expect(robotsErrors([['bots.yaml', 'think: { minSeconds: 1, maxSeconds: 2.5 }', 'think: { minSeconds: 1, maxSeconds: 2.5 }\nreactionSeconds: 0']])).toEqual([
      expect.stringMatching(/^<robots>\/bots\.yaml:7:18: error: reactionSeconds is 0, so bots move the instant a timed window opens \(claimWindowSeconds in rules\.yaml\), before any person can: write at least 1/),
    ]);
    expect(robotsErrors([['rules.yaml', 'claimWindowSeconds: 5', 'claimWindowSeconds: 0']])).toEqual([]);
  });
});
