import { beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { Async } from 'boardgame.io/internal';
import { Master } from 'boardgame.io/master';
import { actionOf, playGame, statesOfRecord, type PreparedGame } from '../../games/kit/simulate/play-game.ts';
import { resolveSetups } from '../../games/kit/simulate/setup-choices.ts';
import type { KeptChat } from '../../server/store/chat-log.ts';
import { LeanMaster, SYNC_LOG_ENTRIES } from '../../server/app/lean-master.ts';
import { portedFlowOf, servedGame } from '../../server/app/served-game.ts';
import { FIXTURE_ROOTS, preparedFixture } from '../support/fixture-games.ts';

/** A copy as a database keeps one: JSON, so the plugin APIs boardgame.io leaves in a refused move's state go. */
const copy = <T>(value: T): T => (value === undefined ? value : JSON.parse(JSON.stringify(value)));

/** What a state means, without the plugin APIs boardgame.io's Master writes back after a refused move. */
const meaning = (state: State | undefined) =>
  state && { G: state.G, ctx: state.ctx, _stateID: state._stateID, plugins: Object.fromEntries(Object.entries(state.plugins).map(([name, p]) => [name, p.data])) };

/** A store that, like a database, hands out and keeps copies. */
class MemoryStore extends Async {
  readonly states = new Map<string, State>();
  readonly logs = new Map<string, LogEntry[]>();
  readonly metadata = new Map<string, Server.MatchData>();
  readonly talk: KeptChat[] = [];
  readonly chat = {
    append: async (_matchID: string, message: KeptChat) => void this.talk.push(copy(message)),
    recent: async (_matchID: string, count = Infinity) => copy(this.talk.slice(-count)),
  };
  connect() {}
  override async createMatch(matchID: string, { initialState, metadata }: StorageAPI.CreateMatchOpts) {
    this.states.set(matchID, copy(initialState));
    this.metadata.set(matchID, copy(metadata));
    this.logs.set(matchID, []);
  }
  async setState(matchID: string, state: State, deltalog?: LogEntry[]) {
    this.states.set(matchID, copy(state));
    this.logs.get(matchID)!.push(...copy(deltalog ?? []));
  }
  async setMetadata(matchID: string, metadata: Server.MatchData) {
    this.metadata.set(matchID, copy(metadata));
  }
  async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O) {
    return {
      ...(opts.state ? { state: copy(this.states.get(matchID)) } : {}),
      ...(opts.metadata ? { metadata: copy(this.metadata.get(matchID)) } : {}),
      ...(opts.log ? { log: copy(this.logs.get(matchID)) } : {}),
    } as StorageAPI.FetchResult<O>;
  }
  async wipe() {}
  override async listMatches() {
    return [];
  }
}

/** A fixture game's state before any move. */
function opening(ready: PreparedGame, seed: string): State {
  const resolved = resolveSetups(ready.module.setupOptions(ready.content), {}, ready.game.minPlayers!);
  if ('error' in resolved) throw new Error(resolved.error);
  const record = playGame(ready, { numPlayers: ready.game.minPlayers!, setupData: resolved.setups[0], seed, maxMoves: 0 });
  return statesOfRecord(ready, { ...record, moves: [] })[0];
}

/** A Master of `MasterKind` over a match at `initial`, on the fixture's game as the server processes it (its flow ported: served-game.ts). */
async function seat(MasterKind: typeof Master, ready: PreparedGame, initial: State) {
  const game = servedGame(ready.module.createGame(ready.content));
  const store = new MemoryStore();
  const sent: { type: string; args: unknown[] }[] = [];
  const replies: { playerID: string; type: string; args: unknown[] }[] = [];
  const players = { 0: { id: 0, name: 'Ada', credentials: 'c', isConnected: true }, 1: { id: 1 } };
  await store.createMatch('m', { initialState: initial, metadata: { gameName: ready.game.name!, players, createdAt: 1, updatedAt: 1 } });
  const transport = { send: (reply: never) => void replies.push(reply), sendAll: (payload: never) => void sent.push(payload) };
  const master = new MasterKind(game, store, transport as never);
  return { store, sent, replies, master };
}

describe('LeanMaster', () => {
  // boardgame.io's Master logs every refusal it meets; the refusals here are on purpose.
  let printed: MockInstance<typeof console.error>;
  beforeAll(() => void (printed = vi.spyOn(console, 'error').mockImplementation(() => {})));
  /** What a call printed (boardgame.io's 'ERROR: ...' lines). */
  async function linesOf(call: () => Promise<unknown>): Promise<string[]> {
    const from = printed.mock.calls.length;
    await call();
    return printed.mock.calls.slice(from).map((args) => args.join(' '));
  }

  for (const id of Object.keys(FIXTURE_ROOTS)) {
    it(`${id}: stores and broadcasts what boardgame.io's Master does, move by move, and drops what it refuses`, async () => {
      const ready = preparedFixture(id);
      const players = ready.game.maxPlayers!;
      const resolved = resolveSetups(ready.module.setupOptions(ready.content), {}, players);
      if ('error' in resolved) throw new Error(resolved.error);
      const record = playGame(ready, { numPlayers: players, setupData: resolved.setups[0], seed: `master-${id}`, maxMoves: 5000 });
      const initial = statesOfRecord(ready, { ...record, moves: [] })[0];
      const theirs = await seat(Master, ready, initial);
      const ours = await seat(LeanMaster, ready, initial);
      expect(portedFlowOf(ours.master.game), 'its moves run on the ported flow').toBeDefined();
      // A sync before the first move, which reads no log from the file.
      await theirs.master.onSync('m', '0', 'c');
      await ours.master.onSync('m', '0', 'c');
      const { initialState: _initial, ...theirStart } = theirs.replies[0].args[1] as Record<string, unknown>;
      // Ours carries the talk kept with the match too (none yet).
      expect(ours.replies, 'a sync before any move').toEqual([{ ...theirs.replies[0], args: ['m', { ...theirStart, chat: [] }] }]);
      theirs.replies.length = 0;
      ours.replies.length = 0;
      let refusals = 0;
      for (const [index, move] of record.moves.entries()) {
        const action = actionOf(move);
        const stateID = ours.store.states.get('m')!._stateID;
        // Before the move, an action the rules refuse (another seat's copy of it, or its own with
        // arguments that name nothing): both refuse it, ours without a broadcast.
        const intruder = String((Number(action.payload.playerID) + 1) % players);
        const candidates = [
          { ...action, payload: { ...action.payload, playerID: intruder } },
          { ...action, payload: { ...action.payload, args: ['no-such-thing'] } },
        ];
        const refused = candidates.find((candidate) => 'rejected' in ready.reference(copy(ours.store.states.get('m')!), candidate));
        if (refused) {
          const sentBefore = ours.sent.length;
          const forged = { ...refused, payload: { ...refused.payload, credentials: 'c' } };
          const theirLines = await linesOf(() => theirs.master.onUpdate(forged as never, stateID, 'm', refused.payload.playerID));
          const ourLines = await linesOf(() => ours.master.onUpdate(forged as never, stateID, 'm', refused.payload.playerID));
          expect(ourLines, 'the refusal, logged in the same words').toEqual(theirLines);
          expect(ourLines.length).toBeGreaterThan(0);
          expect(meaning(ours.store.states.get('m')), `after a refused action before move ${index + 1}`).toEqual(meaning(theirs.store.states.get('m')));
          expect(ours.store.states.get('m')!._stateID).toBe(stateID);
          expect(ours.sent.length).toBe(sentBefore);
          refusals++;
        }
        const credentialed = { ...action, payload: { ...action.payload, credentials: 'c' } };
        await theirs.master.onUpdate(credentialed as never, stateID, 'm', action.payload.playerID);
        await ours.master.onUpdate(credentialed as never, stateID, 'm', action.payload.playerID);
        expect(meaning(ours.store.states.get('m')), `after move ${index + 1}`).toEqual(meaning(theirs.store.states.get('m')));
        const [ourUpdate, theirUpdate] = [ours.sent.at(-1)!, theirs.sent.at(-1)!];
        expect(ourUpdate.type).toBe(theirUpdate.type);
        expect(meaning(ourUpdate.args[1] as State), `the broadcast of move ${index + 1}`).toEqual(meaning(theirUpdate.args[1] as State));
        expect((ourUpdate.args[1] as State).deltalog).toEqual((theirUpdate.args[1] as State).deltalog);
      }
      expect(ours.store.states.get('m')!.ctx.gameover).toBeDefined();
      expect(refusals).toBeGreaterThan(0);
      expect(ours.store.logs.get('m')).toEqual(theirs.store.logs.get('m'));
      expect(JSON.stringify(ours.store.logs.get('m'))).not.toContain('credentials');
      expect(ours.store.metadata.get('m')!.gameover).toEqual(theirs.store.metadata.get('m')!.gameover);

      await theirs.master.onSync('m', '0', 'c');
      await ours.master.onSync('m', '0', 'c');
      const [theirSync] = theirs.replies;
      const { initialState: _secret, ...theirInfo } = theirSync.args[1] as Record<string, unknown>;
      const theirLog = theirInfo.log as unknown[];
      expect(theirLog.length).toBeGreaterThanOrEqual(record.moves.length);
      expect(ours.replies, 'a sync answers what boardgame.io does, less the initial state and all but the end of the log').toEqual([
        { ...theirSync, args: ['m', { ...theirInfo, log: theirLog.slice(-SYNC_LOG_ENTRIES), chat: [] }] },
      ]);
    });
  }

  it('syncs a socket again when a state was kept between its sync and its joining the broadcasts, and only then', async () => {
    const ready = preparedFixture(Object.keys(FIXTURE_ROOTS)[0]);
    const resolved = resolveSetups(ready.module.setupOptions(ready.content), {}, ready.game.minPlayers!);
    if ('error' in resolved) throw new Error(resolved.error);
    const record = playGame(ready, { numPlayers: ready.game.minPlayers!, setupData: resolved.setups[0], seed: 'sync-again', maxMoves: 5 });
    const [initial, next] = statesOfRecord(ready, record);
    const ours = await seat(LeanMaster, ready, initial);
    const master = ours.master as LeanMaster;
    await master.onSync('m', '0', 'c');
    await master.syncAgainIfBehind('m', '0', 'c');
    expect(ours.replies.map((r) => r.type), 'nothing kept meanwhile').toEqual(['sync']);
    await ours.store.setState('m', next);
    await master.syncAgainIfBehind('m', '0', 'c');
    expect(ours.replies.map((r) => [r.type, (r.args[1] as { state: State }).state._stateID])).toEqual([
      ['sync', initial._stateID],
      ['sync', next._stateID],
    ]);
  });

  it('syncs a socket again when a state was kept while its second sync read the log', async () => {
    const ready = preparedFixture(Object.keys(FIXTURE_ROOTS)[0]);
    const resolved = resolveSetups(ready.module.setupOptions(ready.content), {}, ready.game.minPlayers!);
    if ('error' in resolved) throw new Error(resolved.error);
    const record = playGame(ready, { numPlayers: ready.game.minPlayers!, setupData: resolved.setups[0], seed: 'sync-again', maxMoves: 5 });
    const [initial, first, second] = statesOfRecord(ready, record);
    const ours = await seat(LeanMaster, ready, initial);
    const master = ours.master as LeanMaster;
    await master.onSync('m', '0', 'c');
    // Kept before the socket joined the broadcasts: the second sync is for this one.
    await ours.store.setState('m', first);
    // Kept while the second sync reads the log: broadcast to the socket, which has joined by then,
    // and boardgame.io's client takes the sync that comes after whole, older state and all.
    const fetch = ours.store.fetch.bind(ours.store);
    let keptDuringLogRead: State | undefined = second;
    ours.store.fetch = (async (matchID: string, opts: StorageAPI.FetchOpts) => {
      const read = await fetch(matchID, opts);
      if (opts.log && keptDuringLogRead) await ours.store.setState('m', keptDuringLogRead);
      if (opts.log) keptDuringLogRead = undefined;
      return read;
    }) as typeof ours.store.fetch;
    await master.syncAgainIfBehind('m', '0', 'c');
    expect(ours.replies.map((r) => (r.args[1] as { state: State }).state._stateID), 'the last sync is of the newest state').toEqual([initial._stateID, first._stateID, second._stateID]);
  });

  it('keeps a chat message as the server took it before broadcasting it, and a sync carries what was kept', async () => {
    const ready = preparedFixture(Object.keys(FIXTURE_ROOTS)[0]);
    const ours = await seat(LeanMaster, ready, opening(ready, 'chat'));
    // Seat 0 holds credentials 'c', as the server's own check reads them.
    const auth = { authenticateCredentials: ({ credentials }: { credentials?: string }) => credentials === 'c' };
    const master = new LeanMaster(ready.game, ours.store, { send: (r: never) => void ours.replies.push(r), sendAll: (p: never) => void ours.sent.push(p) } as never, auth as never);
    const clock = vi.spyOn(Date, 'now').mockReturnValue(1234);
    try {
      await master.onChatMessage('m', { id: 'x1', sender: '0', payload: 'hello', html: '<img src=x>', stateID: 999 } as never, 'c');
    } finally {
      clock.mockRestore();
    }
    // The match is at its start: said before any move, at state 0, whatever state number the client claimed.
    const kept = { id: 'x1', sender: '0', payload: 'hello', at: 1234, stateID: 0 };
    expect(ours.store.talk, 'only the fields the server keeps').toEqual([kept]);
    expect(ours.sent).toEqual([{ type: 'chat', args: ['m', kept] }]);
    expect(await master.onChatMessage('m', { id: 'x2', sender: '0', payload: 'forged' } as never, 'wrong'), 'wrong credentials').toEqual({ error: 'unauthorized' });
    expect(ours.store.talk, 'nothing kept of a refused message').toEqual([kept]);
    expect(ours.sent).toHaveLength(1);
    await master.onSync('m', null as never, undefined);
    expect((ours.replies[0].args[1] as { chat: unknown }).chat).toEqual([kept]);
  });

  it('syncs a socket again when a chat message was kept between its sync and its joining the broadcasts', async () => {
    const ready = preparedFixture(Object.keys(FIXTURE_ROOTS)[0]);
    const ours = await seat(LeanMaster, ready, opening(ready, 'chat-again'));
    const master = ours.master as LeanMaster;
    await master.onSync('m', '0', 'c');
    await master.syncAgainIfBehind('m', '0', 'c');
    expect(ours.replies, 'nothing said meanwhile').toHaveLength(1);
    await ours.store.chat.append('m', { id: 'late', sender: '1', payload: 'just now', at: 5, stateID: 0 });
    await master.syncAgainIfBehind('m', '0', 'c');
    expect(ours.replies.map((r) => (r.args[1] as { chat: unknown[] }).chat.length)).toEqual([0, 1]);
  });
});
