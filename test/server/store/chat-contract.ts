import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Server, State } from 'boardgame.io';
import { CHAT_KEPT, type KeptChat } from '../../../server/store/chat-log.ts';
import type { MatchStore } from '../../../server/store/match-store.ts';
import { PACKET_LIMITS } from '../../../server/harden/packet-shape-guard.ts';
import { UnknownMatchError } from '../../../server/store/store-errors.ts';
import type { StoreBackend } from './store-contract.ts';

const state = { G: {}, ctx: { turn: 0 }, plugins: {}, _undo: [], _redo: [], _stateID: 0 } as unknown as State;
const metadata: Server.MatchData = { gameName: 'g', players: { 0: { id: 0 }, 1: { id: 1 } }, createdAt: 1, updatedAt: 1 };

const said = (n: number, sender = '0', payload: unknown = `line ${n}`): KeptChat => ({ id: `id${n}`, sender, payload, at: 1000 + n, stateID: n });

/** A line said in match m1 under a Tablewright from before chat kept state numbers, as its chat table held it (no state_id column). */
export const OLD_CHAT_INSERT = `INSERT INTO chat_messages (match_id, msg_id, sender, payload, at) VALUES ('m1', 'old', '0', '"said long ago"', 5)`;

/**
 * A store opened on one from before state numbers, with OLD_CHAT_INSERT in it: the old line
 * reads with no state number, and a new one keeps its own.
 */
export async function expectChatBroughtUpToDate(store: MatchStore): Promise<void> {
  const old = { id: 'old', sender: '0', payload: 'said long ago', at: 5, stateID: null };
  const now = { id: 'new', sender: '0', payload: 'now', at: 6, stateID: 3 };
  expect(await store.chat.recent('m1')).toEqual([old]);
  await store.chat.append('m1', now);
  expect(await store.chat.recent('m1')).toEqual([old, now]);
}

/** The chat part of the store contract (ChatLogStore in server/store/chat-log.ts), run on every store. */
export function chatContract(name: string, backend: StoreBackend): void {
  describe(`${name}: the kept chat`, () => {
    let store: MatchStore;
    const opened: MatchStore[] = [];
    const open = async () => {
      const s = await backend.open();
      opened.push(s);
      return s;
    };

    beforeEach(async () => {
      await backend.reset();
      store = await open();
      await store.createMatch('m1', { initialState: state, metadata });
      await store.createMatch('m2', { initialState: state, metadata });
    });
    afterEach(async () => {
      for (const s of opened.splice(0)) await s.close();
    });

    it("keeps each match's messages in order, with id, sender, payload and time, and no other match's", async () => {
      await store.chat.append('m1', said(1, '0', { text: '<b>hi</b>' }));
      await store.chat.append('m2', said(2, '1'));
      await store.chat.append('m1', said(3, '1'));
      expect(await store.chat.recent('m1')).toEqual([said(1, '0', { text: '<b>hi</b>' }), said(3, '1')]);
      expect(await store.chat.recent('m2')).toEqual([said(2, '1')]);
      expect(await store.chat.recent('none')).toEqual([]);
    });

    it('keeps the state number each message was said at, or null where none was known, and refuses one that is not a whole number', async () => {
      const unplaced = { ...said(2), stateID: null };
      await store.chat.append('m1', said(7));
      await store.chat.append('m1', unplaced);
      await store.chat.append('m1', { ...said(3), stateID: 0 });
      for (const stateID of [-1, 1.5, '4', Number.NaN, undefined]) {
        await expect(store.chat.append('m1', { ...said(4), stateID } as never), String(stateID)).rejects.toThrow(/state number/);
      }
      expect((await store.chat.recent('m1')).map((m) => m.stateID)).toEqual([7, null, 0]);
      expect(await store.chat.recent('m1')).toEqual([said(7), unplaced, { ...said(3), stateID: 0 }]);
    });

    it(`keeps only the latest ${CHAT_KEPT} messages of a match`, async () => {
      for (let n = 0; n < CHAT_KEPT + 5; n++) await store.chat.append('m1', said(n));
      const kept = await store.chat.recent('m1');
      expect(kept).toHaveLength(CHAT_KEPT);
      expect(kept[0]).toEqual(said(5));
      expect(kept.at(-1)).toEqual(said(CHAT_KEPT + 4));
      expect(await store.chat.recent('m1', 2), 'the last two').toEqual([said(CHAT_KEPT + 3), said(CHAT_KEPT + 4)]);
      expect(await store.chat.recent('m1', 10_000)).toHaveLength(CHAT_KEPT);
    });

    it('refuses a message over the bounds or for a match it does not hold, and keeps nothing of it', async () => {
      await expect(store.chat.append('gone', said(1))).rejects.toBeInstanceOf(UnknownMatchError);
      await expect(store.chat.append('m1', said(2, '0', 'x'.repeat(PACKET_LIMITS.chatChars)))).rejects.toThrow(/at most/);
      await expect(store.chat.append('m1', { ...said(3), id: 'i'.repeat(PACKET_LIMITS.idChars + 1) })).rejects.toThrow(/at most/);
      await expect(store.chat.append('m1', { ...said(4), sender: '' })).rejects.toThrow(/at most/);
      expect(await store.chat.recent('m1')).toEqual([]);
      expect(await store.chat.recent('gone')).toEqual([]);
    });

    it('goes with its match when the match is wiped', async () => {
      await store.chat.append('m1', said(1));
      await store.wipe('m1');
      expect(await store.chat.recent('m1')).toEqual([]);
    });

    it('a match read with no chat shows the line said next, whether said here or by another process', async () => {
      expect(await store.chat.recent('m2')).toEqual([]);
      await store.chat.append('m2', said(2));
      expect(await store.chat.recent('m2')).toEqual([said(2)]);
      const other = await open();
      expect(await store.chat.recent('m1')).toEqual([]);
      expect(await other.chat.recent('m1')).toEqual([]);
      await other.chat.append('m1', said(1));
      expect(await store.chat.recent('m1')).toEqual([said(1)]);
      expect(await other.chat.recent('m2')).toEqual([said(2)]);
    });

    it('reopens with the chat in it, and another process on the store reads the same', async () => {
      await store.chat.append('m1', said(1));
      await store.close();
      opened.splice(opened.indexOf(store), 1);
      store = await open();
      await store.chat.append('m1', said(2, '1'));
      const other = await open();
      expect(await other.chat.recent('m1')).toEqual([said(1), said(2, '1')]);
      await other.chat.append('m1', said(3));
      expect(await store.chat.recent('m1')).toEqual([said(1), said(2, '1'), said(3)]);
    });
  });
}
