import { expect } from 'vitest';
import { connectSeat, type RawSeat } from './raw-socket.ts';
import { expectNothingSecret } from './wire.ts';

/** The chat messages a socket heard live, whole: id, sender, payload, the server's time and the match's state number then. */
export const heardChat = (s: RawSeat): unknown[] => s.received.filter((r) => r.event === 'chat').map((r) => r.args[1]);

/**
 * Each seat and the spectator connect again on the same credentials, as a reload does: the
 * history its sync carries must be exactly the talk that socket heard live (the same messages,
 * ids, senders and times, none refused, none of another match), with no secret in it.
 */
export async function expectHistoryOnReload(url: string, game: string, matchID: string, everyone: RawSeat[], secrets: readonly string[], forbiddenKeys: readonly string[]): Promise<void> {
  for (const seat of everyone) {
    const who = seat.playerID === null ? 'the spectator' : `seat ${seat.playerID}`;
    const again = await connectSeat(url, game, matchID, seat.playerID, seat.credentials);
    try {
      const sync = again.received.find((r) => r.event === 'sync')!;
      expectNothingSecret(sync, `the sync ${who} gets on a reload`, secrets, forbiddenKeys);
      expect(sync.args[1].chat, `the history ${who} gets on a reload`).toEqual(heardChat(seat));
      for (const message of sync.args[1].chat) expect(Object.keys(message).sort(), `a kept message to ${who}`).toEqual(['at', 'id', 'payload', 'sender', 'stateID']);
    } finally {
      again.close();
    }
  }
}
