import type { Game, LogEntry, State, StorageAPI, SyncInfo } from 'boardgame.io';
import { Master } from 'boardgame.io/master';
import { error } from '../../games/kit/engine/bgio-internals.ts';
import { leanStep, referenceStep, type EngineAction, type Step } from '../../games/kit/engine/lean-reducer.ts';
import type { MatchReader } from '../harden/match-guard.ts';
import type { KeptChat } from '../store/chat-log.ts';
import type { MatchStore } from '../store/match-store.ts';
import { StaleStateError } from '../store/store-errors.ts';
import { atOnceWindow } from '../../games/kit/rules/at-once.ts';
import { RunawayScript } from '../../games/kit/script/runaway-script.ts';
import { RunawayMove, writtenOf, type WrittenContent } from './runaway-move.ts';
import { publicSeats } from '../harden/socket-ledger.ts';
import { portedFlowOf } from './served-game.ts';
import type { MoveOutcome } from '../observe/server-observer.ts';

type CredentialedAction = Parameters<Master['onUpdate']>[0];

/**
 * How much of the log a sync sends: its end. boardgame.io sent the whole log, read from the
 * store, parsed, redacted and encoded again for every sync, and a match's log grows with every
 * move: an address's burst of syncs of a long match (its budget allows 120 at once) held the
 * event loop for seconds, every other match's moves waiting. Only boardgame.io's client keeps
 * the log, for its debug panel, which no Tablewright client mounts; the tables show what
 * happened from the game's own state, and `tablewright replay` reads the whole log from the store.
 */
export const SYNC_LOG_ENTRIES = 50;

type ProcessedGame = Master['game'];

/** How often a move of a window is played again after another process kept one first: more than a table has seats. */
const AT_ONCE_TRIES = 16;

/** One engine per game (content version): the lean engine learns which moves write to G, on the game's ported flow (served-game.ts). */
const steps = new WeakMap<ProcessedGame, Step>();

/** The lean engine's step for a processed game (every registered version is one), built once per game. */
export function stepOf(game: ProcessedGame): Step {
  let step = steps.get(game);
  if (!step) {
    step = leanStep(game as Parameters<typeof leanStep>[0], referenceStep(game as Game), { log: true, jsonForm: true, flow: portedFlowOf(game) });
    steps.set(game, step);
  }
  return step;
}

/** Logs a refusal in boardgame.io's words, as its Master does, and names it. */
function refused(outcome: MoveOutcome, message: string): MoveOutcome {
  error(message);
  return outcome;
}

const sameChat = (a: KeptChat | undefined, b: KeptChat | undefined) => a?.id === b?.id && a?.sender === b?.sender && a?.at === b?.at;

const isLongForm = (move: unknown): move is { move: unknown; ignoreStaleStateID?: boolean } =>
  typeof move === 'object' && move !== null && 'move' in move;

/**
 * boardgame.io's Master, with a move computed by the lean engine (games/kit/engine) instead of
 * its immer-based reducer: about a third of a move's server time went to immer's drafts. The
 * lean engine writes the same state and deltalog, move by move; test/kit/engine checks it on
 * every shipped game. onUpdate follows boardgame.io 0.50.2's (master.ts), but an action the
 * rules refuse is dropped here: boardgame.io would broadcast and write back the unchanged
 * state, which the commit gate drops anyway. Games with undo keep boardgame.io's own path
 * (the lean engine keeps no undo history). Chat is kept with the match, and a sync carries
 * what was said (`chat`), which boardgame.io forgot once broadcast.
 */
export class LeanMaster extends Master {
  /** What this match's game version was made from, to say where a runaway script is written. */
  private readonly written: WrittenContent | undefined;

  constructor(...args: ConstructorParameters<typeof Master>) {
    super(...args);
    this.written = writtenOf(args[0]);
  }

  /** The state id this master's last sync answered with. */
  private syncedStateID: number | undefined;
  /** The newest kept chat message this master's last sync carried. */
  private syncedChat: KeptChat | undefined;

  /** The talk kept with the match, where the store keeps it. */
  private keptChat(matchID: string, count?: number): Promise<KeptChat[]> {
    const store = this.storageAPI as StorageAPI.Async & Partial<Pick<MatchStore, 'chat'>>;
    return store.chat ? store.chat.recent(matchID, count) : Promise.resolve([]);
  }

  /** The store as LeanMaster reads it: the store's frozen entries where it has them. */
  private read(matchID: string, opts: { state?: true; metadata?: true }) {
    const store = this.storageAPI as StorageAPI.Async & Partial<MatchReader>;
    return store.peek ? store.peek(matchID, opts) : store.fetch(matchID, opts);
  }

  /**
   * The match's state, read from the store itself when the mover has seen a newer one than
   * this process's memory holds: another process kept that move, and its notice has not
   * reached this one yet.
   */
  private async currentState(matchID: string, moverStateID: number): Promise<State | undefined> {
    const { state } = await this.read(matchID, { state: true });
    const store = this.storageAPI as StorageAPI.Async & Partial<MatchReader>;
    if (!state || state._stateID >= moverStateID || !store.refresh) return state;
    store.refresh(matchID);
    return (await this.read(matchID, { state: true })).state;
  }

  /**
   * boardgame.io's onSync without its copies: the state and metadata are the store's own,
   * and the initial state is not read at all, since it never leaves the server
   * (strip-initial-state.ts). boardgame.io would create a match it cannot find; the match
   * guard lets no sync through to one, so here one wiped meanwhile is only reported.
   */
  override async onSync(matchID: string, playerID: string | null | undefined, credentials?: string) {
    const { state, metadata } = await this.read(matchID, { state: true, metadata: true });
    if (state === undefined || metadata === undefined) return { error: 'game not found' };
    if (this.auth && playerID !== undefined && playerID !== null) {
      const isAuthentic = await this.auth.authenticateCredentials({ playerID, credentials, metadata });
      if (!isAuthentic) return { error: 'unauthorized' };
    }
    // Every match starts at state 0, and the log holds only moves' entries, written with the
    // state they made: a table syncing before its first move (all of it, at a match's start)
    // reads nothing from the file.
    const [log, chat] = await Promise.all([state._stateID === 0 ? [] : this.recentLog(matchID), this.keptChat(matchID)]);
    // SyncInfo's type requires the initial state that strip-initial-state.ts takes out anyway.
    const syncInfo = { state, log, filteredMetadata: publicSeats(metadata), chat } as unknown as SyncInfo;
    this.transportAPI.send({ playerID: playerID as string, type: 'sync', args: [matchID, syncInfo] });
    this.syncedStateID = state._stateID;
    this.syncedChat = chat.at(-1);
  }

  /**
   * boardgame.io's onChatMessage, with the message kept with the match before it is broadcast,
   * as the server took it: its id, sender and payload, the time, and the state number the
   * match was at (this process's, the one its sockets were last sent), so a replay can place it between moves. The socket screen
   * (harden-sockets.ts) has already let it through the game's chat policy and the budgets.
   */
  override async onChatMessage(matchID: string, chatMessage: Parameters<Master['onChatMessage']>[1], credentials?: string) {
    if (!(chatMessage && typeof chatMessage.sender === 'string')) return { error: 'unauthorized' };
    const { state, metadata } = await this.read(matchID, { state: true, metadata: true });
    if (this.auth) {
      const isAuthentic = await this.auth.authenticateCredentials({ playerID: chatMessage.sender, credentials, metadata });
      if (!isAuthentic) return { error: 'unauthorized' };
    }
    const stateID = state?._stateID ?? null;
    const kept: KeptChat = { id: chatMessage.id, sender: chatMessage.sender, payload: chatMessage.payload, at: Date.now(), stateID };
    const store = this.storageAPI as StorageAPI.Async & Partial<Pick<MatchStore, 'chat'>>;
    await store.chat?.append(matchID, kept);
    this.transportAPI.sendAll({ type: 'chat', args: [matchID, kept] });
  }

  /** The last SYNC_LOG_ENTRIES entries of the match's log, read backwards from the store's index where it has one. */
  private async recentLog(matchID: string): Promise<LogEntry[]> {
    const store = this.storageAPI as StorageAPI.Async & Partial<Pick<MatchStore, 'recentLog'>>;
    if (store.recentLog) return store.recentLog(matchID, SYNC_LOG_ENTRIES);
    return (await store.fetch(matchID, { log: true })).log.slice(-SYNC_LOG_ENTRIES);
  }

  /**
   * What becomes of a move sent on an older state: boardgame.io's long-form
   * `ignoreStaleStateID` move plays on any older state, and a kit window's move
   * (games/kit/rules/at-once.ts) only when every state since the sender's was made by another
   * seat's move of the same window, as the log says. A state id no state had is never one.
   * `behind`: the log runs past the state this process holds (another process's move, its
   * notice not yet come), so the state is read again first.
   */
  private async onStale(matchID: string, move: unknown, playerID: string, stateID: number, state: State): Promise<'plays' | 'refused' | 'behind'> {
    if (!(isLongForm(move) && move.ignoreStaleStateID) || !Number.isInteger(stateID) || stateID < 0 || stateID > state._stateID) return 'refused';
    const window = atOnceWindow(move);
    if (window === undefined) return 'plays';
    const gap = state._stateID - stateID;
    if (gap > SYNC_LOG_ENTRIES) return 'refused';
    const log = await this.recentLog(matchID);
    if ((log.at(-1)?._stateID ?? -1) >= state._stateID) return 'behind';
    const since = log.filter((entry) => entry._stateID >= stateID);
    const answers = since.every((entry, i) => {
      if (entry.action.type !== 'MAKE_MOVE' || entry.automatic || entry._stateID !== stateID + i) return false;
      const { type, playerID: mover } = entry.action.payload;
      return mover !== playerID && atOnceWindow(this.game.flow.getMove(state.ctx, type, mover)) === window;
    });
    return since.length === gap && answers ? 'plays' : 'refused';
  }

  /** Whether a move may be played again on the state the store holds: a window's move, on a store that can read it again, within its tries. */
  private mayTryAgain(move: unknown, tries: number): boolean {
    return tries < AT_ONCE_TRIES && atOnceWindow(move) !== undefined && 'refresh' in this.storageAPI;
  }

  /**
   * A move of a window played again on the state the store holds, where this process held an
   * older one: it comes after the other seat's move, as if it had arrived later. Each try
   * follows another process's move, so the tries are bounded.
   */
  private playAgain(credAction: CredentialedAction, stateID: number, matchID: string, playerID: string, tries: number): Promise<MoveOutcome> {
    (this.storageAPI as StorageAPI.Async & MatchReader).refresh(matchID);
    return this.play(credAction, stateID, matchID, playerID, tries + 1);
  }

  /**
   * Once the socket that synced receives the match's broadcasts: a state or a chat message
   * kept between the sync's read and then was broadcast to the others only, so the socket is
   * synced again (its client keeps each message once: ui/match/kept-chat.ts). Memory
   * holds every state the process broadcast (kept here, or heard and taken in before it was
   * passed on), so comparing with it misses none. A sync sent again reads the state before the
   * log: a state kept in between reached the socket, now joined, before that older sync, which
   * boardgame.io's client takes whole. So it looks again until a sync is not behind.
   */
  async syncAgainIfBehind(matchID: string, playerID: string | null | undefined, credentials?: string): Promise<void> {
    for (;;) {
      if (this.syncedStateID === undefined) return;
      const [{ state }, chat] = await Promise.all([this.read(matchID, { state: true }), this.keptChat(matchID, 1)]);
      const chatBehind = !sameChat(chat.at(-1), this.syncedChat);
      if (!((state && state._stateID > this.syncedStateID) || chatBehind)) return;
      // Refused (the seat changed hands, the match is gone): asking again would be refused again.
      if (await this.onSync(matchID, playerID, credentials)) return;
    }
  }

  /** What became of the move this master played; undefined on boardgame.io's own path (games with undo), which does not say. */
  outcome: MoveOutcome | undefined;

  override async onUpdate(credAction: CredentialedAction, stateID: number, matchID: string, playerID: string) {
    if (this.game.disableUndo !== true) return super.onUpdate(credAction, stateID, matchID, playerID);
    this.outcome = await this.play(credAction, stateID, matchID, playerID);
  }

  private async play(credAction: CredentialedAction, stateID: number, matchID: string, playerID: string, tries = 1): Promise<MoveOutcome> {
    if (!credAction || !credAction.payload) return 'bad-packet';
    // The store's own entries: the lean engine leaves the state it is given as it was, so a
    // move needs no copy of the match (boardgame.io's reducer bumps move counts in place,
    // hence the store's copies for everyone else).
    const { metadata } = await this.read(matchID, { metadata: true });
    if (this.auth) {
      const isAuthentic = await this.auth.authenticateCredentials({ playerID, credentials: credAction.payload.credentials, metadata });
      if (!isAuthentic) return 'bad-credentials';
    }
    const { credentials: _credentials, ...payload } = credAction.payload;
    const action = { ...credAction, payload } as unknown as EngineAction;
    const state = await this.currentState(matchID, stateID);
    // Refusals are logged in boardgame.io's words, as its Master logs them.
    const about = `playerID=[${playerID}] - action[${action.payload.type}]`;
    if (state === undefined) {
      error(`game not found, matchID=[${matchID}]`);
      return 'unknown-match';
    }
    if (state.ctx.gameover !== undefined) return refused('game-over', `game over - matchID=[${matchID}] - ${about}`);
    if (!this.game.flow.isPlayerActive(state.G, state.ctx, playerID)) return refused('not-active', `player not active - ${about}`);
    const move = action.type === 'MAKE_MOVE' ? this.game.flow.getMove(state.ctx, action.payload.type, playerID) : null;
    if (action.type === 'MAKE_MOVE' && !move) return refused('move-not-allowed', `move not processed - canPlayerMakeMove=false - ${about}`);
    const verdict = state._stateID === stateID ? 'plays' : await this.onStale(matchID, move, playerID, stateID, state);
    if (verdict === 'behind' && this.mayTryAgain(move, tries)) return this.playAgain(credAction, stateID, matchID, playerID, tries);
    if (verdict !== 'plays') {
      error(`invalid stateID, was=[${stateID}], expected=[${state._stateID}] - ${about}`);
      // A mover behind the match (another seat's move, perhaps through another process, got
      // there first) is told, as one whose write the store refused is; boardgame.io says nothing.
      if (stateID < state._stateID) throw new StaleStateError(matchID, state._stateID, stateID);
      return 'stale-state';
    }

    let result: ReturnType<Step>;
    try {
      result = stepOf(this.game)(state, action);
    } catch (error) {
      throw error instanceof RunawayScript ? new RunawayMove(error, this.written, `match ${matchID}, ${about}`) : error;
    }
    if ('rejected' in result) return 'invalid-move';
    const next = result.state;
    this.subscribeCallback({ state: next, action: action as never, matchID });
    if (this.game.deltaState) this.transportAPI.sendAll({ type: 'patch', args: [matchID, state._stateID, state, next] });
    else this.transportAPI.sendAll({ type: 'update', args: [matchID, next] });

    const { deltalog, ...kept } = next;
    const store = this.storageAPI;
    const writes = [store.setState(matchID, kept as State, deltalog)];
    if (metadata && (metadata.gameover === undefined || metadata.gameover === null)) {
      writes.push(
        store.setMetadata(matchID, {
          ...metadata,
          updatedAt: Date.now(),
          ...(next.ctx.gameover === undefined ? {} : { gameover: next.ctx.gameover }),
        }),
      );
    }
    try {
      await Promise.all(writes);
    } catch (error) {
      // Another process kept a move on this state first.
      if (error instanceof StaleStateError && this.mayTryAgain(move, tries)) return this.playAgain(credAction, stateID, matchID, playerID, tries);
      throw error;
    }
    return 'accepted';
  }
}
