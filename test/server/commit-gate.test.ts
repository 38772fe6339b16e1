import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { LogEntry, Server, State } from 'boardgame.io';
import { Master } from 'boardgame.io/master';
import { createMatch } from 'boardgame.io/internal';
import { loadGames } from '../../games/kit/content/load-content.ts';
import { areYouARobot } from '../../games/are-you-a-robot/index.ts';
import { LeanMaster, SYNC_LOG_ENTRIES } from '../../server/app/lean-master.ts';
import { CommitGate } from '../../server/harden/commit-gate.ts';
import { SqliteStore } from '../../server/store/sqlite-store.ts';
import { StaleStateError } from '../../server/store/store-errors.ts';

const ayar = loadGames('content').games.find((g) => g.module === areYouARobot)!;

const dir = mkdtempSync(join(tmpdir(), 'tw-gate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const state = (stateID: number, note: string) =>
  ({ G: { note }, ctx: { turn: 1 }, plugins: {}, _undo: [], _redo: [], _stateID: stateID }) as unknown as State;
const metadata: Server.MatchData = { gameName: 'g', players: {}, createdAt: 1, updatedAt: 1 };
// Master writes an accepted action's state with its log; a write without one puts back a refused action's state.
const logOf = (stateID: number) =>
  [{ _stateID: stateID, turn: 1, phase: '', action: { type: 'MAKE_MOVE', payload: { type: 'm', args: [], playerID: '0' } } }] as LogEntry[];

describe('CommitGate', () => {
  it('delivers a state broadcast only once the store kept that state, and drops a refused one', async () => {
    const inner = new SqliteStore(join(dir, 'unit.sqlite'));
    const gate = new CommitGate();
    const store = gate.guard(inner);
    const heard: unknown[] = [];
    gate.pubSub.subscribe('MATCH-m', (payload) => heard.push(payload));
    await store.createMatch('m', { initialState: state(0, 'start'), metadata });

    gate.pubSub.publish('MATCH-m', { type: 'update', args: ['m', state(1, 'kept')] });
    expect(heard).toEqual([]);
    await store.setState('m', state(1, 'kept'), logOf(1));
    expect(heard).toEqual([{ type: 'update', args: ['m', state(1, 'kept')] }]);

    gate.pubSub.publish('MATCH-m', { type: 'update', args: ['m', state(1, 'lost race')] });
    await expect(store.setState('m', state(1, 'lost race'), logOf(1))).rejects.toBeInstanceOf(StaleStateError);
    expect(heard).toHaveLength(1);

    gate.pubSub.publish('MATCH-m', { type: 'chat', args: ['m', { payload: 'hi' }] });
    expect(heard).toHaveLength(2);
    inner.close();
  });
});

describe('LeanMaster behind the gate', () => {
  it("resends a match's seats to its sockets, and marks each presence news they are sent, from here or from another process", () => {
    const gate = new CommitGate();
    const heard: unknown[] = [];
    gate.pubSub.subscribe('MATCH-s', (payload) => heard.push(payload));
    const marks = [gate.seatNewsMark('s')];
    gate.resendSeats('s', [{ id: 0, isConnected: true }]);
    marks.push(gate.seatNewsMark('s'));
    gate.heard('MATCH-s', { type: 'matchData', args: ['s', [{ id: 0 }]] });
    marks.push(gate.seatNewsMark('s'));
    // A state, or news of a match with no socket here, is not presence news for this one.
    gate.heard('MATCH-s', { type: 'update', args: ['s', state(1, 'kept')] });
    gate.announce('other', { type: 'matchData', args: ['other', []] });
    marks.push(gate.seatNewsMark('s'), gate.seatNewsMark('other'));
    expect(marks).toEqual([0, 1, 2, 2, 0]);
    expect(heard.slice(0, 2)).toEqual([
      { type: 'matchData', args: ['s', [{ id: 0, isConnected: true }]] },
      { type: 'matchData', args: ['s', [{ id: 0 }]] },
    ]);
    gate.pubSub.unsubscribeAll('MATCH-s');
    expect(gate.seatNewsMark('s')).toBe(0);
  });

  it("reads the store's own frozen entries, so a move copies no match", async () => {
    const game = areYouARobot.createGame(ayar.content as never);
    expect(game.disableUndo, 'LeanMaster computes moves only for games without undo').toBe(true);
    const setup = createMatch({ game, numPlayers: 5, setupData: { mode: 'extended' }, unlisted: false });
    if ('setupDataError' in setup) throw new Error(setup.setupDataError);
    const inner = new SqliteStore(join(dir, 'peek.sqlite'));
    const gate = new CommitGate();
    const store = gate.guard(inner);
    const transport = { send: () => {}, sendAll: (payload: any) => gate.pubSub.publish('MATCH-peek', payload) };
    const master = new LeanMaster(game, store, transport, undefined);
    await store.createMatch('peek', setup);
    const copies = vi.spyOn(inner, 'fetch');
    const logReads = vi.spyOn(inner, 'recentLog');
    await master.onSync('peek', null);
    expect(copies, 'a sync before the first move reads nothing from the file').not.toHaveBeenCalled();
    expect(logReads).not.toHaveBeenCalled();
    await master.onUpdate({ type: 'MAKE_MOVE', payload: { type: 'offerHandshake', args: ['2'], playerID: '0' } } as never, 0, 'peek', '0');
    expect(copies).not.toHaveBeenCalled();
    const { state } = await inner.peek('peek', { state: true });
    expect(state!.G.offers).toEqual([{ from: '0', to: '2' }]);
    expect(Object.isFrozen(state!.G.offers)).toBe(true);

    await master.onSync('peek', null);
    expect(copies, 'a sync copies nothing').not.toHaveBeenCalled();
    expect(logReads.mock.calls, 'a sync reads only the end of the log from the file').toEqual([['peek', SYNC_LOG_ENTRIES]]);
    inner.close();
  });
});

describe('two server processes on one store, racing for the same match', () => {
  it("one move is kept, the other is refused, and the refused one is never broadcast", async () => {
    const file = join(dir, 'race.sqlite');
    const game = areYouARobot.createGame(ayar.content as never);
    const setup = createMatch({ game, numPlayers: 5, setupData: { mode: 'extended' }, unlisted: false });
    if ('setupDataError' in setup) throw new Error(setup.setupDataError);
    const processes = [0, 1].map(() => {
      const gate = new CommitGate();
      const store = gate.guard(new SqliteStore(file));
      const heard: { type: string; args: any[] }[] = [];
      gate.pubSub.subscribe('MATCH-race', (payload) => heard.push(payload));
      const transport = { send: () => {}, sendAll: (payload: any) => gate.pubSub.publish('MATCH-race', payload) };
      return { store, heard, master: new Master(game, store, transport, undefined) };
    });
    await processes[0].store.createMatch('race', setup);
    const offer = (from: string, to: string) => ({
      type: 'MAKE_MOVE',
      payload: { type: 'offerHandshake', args: [to], playerID: from },
    });
    // Both read state 0 before either writes: what two processes serving one match can do.
    const outcomes = await Promise.allSettled([
      processes[0].master.onUpdate(offer('0', '2') as never, 0, 'race', '0'),
      processes[1].master.onUpdate(offer('1', '3') as never, 0, 'race', '1'),
    ]);
    expect(outcomes[0].status).toBe('fulfilled');
    expect(outcomes[1]).toMatchObject({ status: 'rejected', reason: expect.any(StaleStateError) });
    const { state, log } = await processes[0].store.fetch('race', { state: true, log: true });
    expect(state.G.offers).toEqual([{ from: '0', to: '2' }]);
    expect(log).toHaveLength(1);
    expect(processes[0].heard.map((p) => p.args[1]._stateID)).toEqual([1]);
    expect(processes[1].heard).toEqual([]);
  });
});
