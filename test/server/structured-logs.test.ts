import { describe, expect, it, vi } from 'vitest';
import { boundConsole, LOG_LIMITS } from '../../server/harden/bounded-log.ts';
import { createServerLog, errorLogOf, LOG_EVENTS } from '../../server/observe/server-log.ts';
import { AYAR, createAndJoin } from './helpers/lobby.ts';
import { captureLog, LEVEL, type LogLine } from './helpers/log-lines.ts';
import { connectSeat, waitFor } from './helpers/raw-socket.ts';
import { startTestServer } from './helpers/test-server.ts';

// Issue 39: the server's log is JSON lines (pino), one logger per server, every line bounded.

const find = (lines: LogLine[], event: string) => lines.find((l) => l.event === event);

describe('the server log', () => {
  it('says nothing unless asked: an in-process server defaults to silent', async () => {
    const log = captureLog();
    const t = await startTestServer({ logDestination: log.destination });
    const m = await createAndJoin(t.url, 3, 'basic');
    const seat = await connectSeat(t.url, AYAR, m.matchID, m.seats[0].playerID, m.seats[0].credentials);
    seat.move(m.matchID, 'zap', ['nobody'], 0);
    seat.close();
    await t.stop();
    expect(log.raw).toEqual([]);
  });

  it('writes JSON lines with level, time, message and event, and the match, game and seat where there is one', async () => {
    const log = captureLog();
    const t = await startTestServer({ logLevel: 'debug', logDestination: log.destination });
    const m = await createAndJoin(t.url, 5, 'extended');
    const seats = await Promise.all(m.seats.map((s) => connectSeat(t.url, AYAR, m.matchID, s.playerID, s.credentials)));
    const before = seats[0].stateID();
    seats[0].move(m.matchID, 'offerHandshake', ['1'], before);
    await waitFor(() => seats.every((s) => s.stateID() > before) && find(log.lines(), 'move.accepted'), 'every seat to hear the move, and the log to have it');
    seats[1].move(m.matchID, 'withdrawHandshake', [], seats[1].stateID());
    await waitFor(() => find(log.lines(), 'move.refused'), 'the refused move in the log');
    seats.forEach((s) => s.close());
    await t.stop();

    const lines = log.lines();
    for (const line of lines) {
      expect(typeof line.time).toBe('string');
      expect(Object.values(LEVEL)).toContain(line.level);
      expect(LOG_EVENTS).toContain(line.event);
    }
    expect(find(lines, 'server.started')).toMatchObject({ level: LEVEL.info, url: t.url });
    expect(find(lines, 'match.created')).toMatchObject({ level: LEVEL.info, game: AYAR, matchID: m.matchID });
    expect(find(lines, 'socket.connected')).toMatchObject({ level: LEVEL.info, game: AYAR });
    expect(find(lines, 'move.accepted')).toMatchObject({ level: LEVEL.debug, game: AYAR, matchID: m.matchID, playerID: '0' });
    expect(find(lines, 'move.refused')).toMatchObject({ level: LEVEL.debug, game: AYAR, matchID: m.matchID, playerID: '1', reason: 'invalid-move' });
    // boardgame.io's own refusal, printed through console.error, is a line of the same log at its level.
    expect(lines.find((l) => l.event === 'console' && l.msg.includes('invalid move'))).toMatchObject({ level: LEVEL.error });
    expect(find(lines, 'server.stopping')).toMatchObject({ level: LEVEL.info });
  });

  it("a client's strings cannot forge a line or a terminal sequence, and are cut", async () => {
    const log = captureLog();
    const t = await startTestServer({ logLevel: 'debug', logDestination: log.destination });
    const m = await createAndJoin(t.url, 3, 'basic');
    const hostileID = `m\n{"level":"error","event":"forged"}\u001b[2J${'x'.repeat(60)}`;
    const stray = await connectSeat(t.url, AYAR, m.matchID, null);
    stray.socket.emit('update', { type: 'MAKE_MOVE', payload: { type: 'zap', args: ['1'], playerID: '0' } }, 0, hostileID, '0');
    const seat = await connectSeat(t.url, AYAR, m.matchID, m.seats[0].playerID, m.seats[0].credentials);
    seat.move(m.matchID, 'zap', [`line\n`.repeat(600)], 0);
    await waitFor(() => log.lines().some((l) => l.event === 'console' && l.msg.includes('invalid move')), 'the hostile move in the log');
    await waitFor(() => find(log.lines(), 'move.refused'), 'the stray move in the log');
    stray.close();
    seat.close();
    await t.stop();

    expect(log.lines().some((l) => l.event === 'forged')).toBe(false);
    const refused = log.lines().find((l) => l.event === 'move.refused' && l.reason === 'not-synced')!;
    expect(refused.matchID).not.toMatch(/[\n\u001b]/);
    const echoed = log.lines().find((l) => l.event === 'console' && l.msg.includes('invalid move'))!;
    expect(echoed.msg).not.toContain('\n');
    expect(echoed.msg.length).toBeLessThan(LOG_LIMITS.lineChars + 40);
  });

  it("the server's error reports are error lines with the error's stack, cut", () => {
    const log = captureLog();
    const report = errorLogOf(createServerLog('info', log.destination));
    const error = new Error('the store went away');
    error.stack = `${error.stack}\n${'    at deep\n'.repeat(2000)}`;
    report('saving a move failed', error);
    const [line] = log.lines();
    expect(line).toMatchObject({ level: LEVEL.error, event: 'server.error', msg: 'saving a move failed' });
    const err = line.err as { message: string; stack: string };
    expect(err.message).toBe('the store went away');
    expect(err.stack).toContain('at deep');
    expect(err.stack.length).toBeLessThan(LOG_LIMITS.errorChars + 40);
  });

  it('a field longer than its bound is cut, and says by how much', () => {
    const log = captureLog();
    createServerLog('info', log.destination).info({ event: 'match.created', matchID: 'a'.repeat(5000) }, 'match created');
    const [line] = log.lines();
    expect((line.matchID as string).length).toBeLessThan(LOG_LIMITS.fieldChars + 40);
    expect(line.matchID).toContain('4800 more characters');
  });

  it('console taken by a server is console again once the server is gone, even where a spy taken meanwhile puts it back', () => {
    const before: string[] = [];
    const console0 = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void before.push(args.join(' ')));
    const heard: string[] = [];
    const undo = boundConsole((method, text) => heard.push(`${method}: ${text}`));
    const spy = vi.spyOn(console, 'warn');
    console.warn('while bound');
    undo();
    spy.mockRestore();
    console.warn('after');
    console0.mockRestore();
    expect(heard).toEqual(['warn: while bound']);
    expect(before).toEqual(['after']);
  });
});
