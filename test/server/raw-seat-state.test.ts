import type { Game, State } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { InitializeGame, Transport } from 'boardgame.io/internal';
import { describe, expect, it } from 'vitest';
import { latestState, type Received } from './helpers/raw-socket.ts';

const MATCH = 'm1';
const game: Game = { name: 'counter', setup: () => ({ n: 0 }), moves: { bump: ({ G }) => ({ n: G.n + 1 }) } };
const start = InitializeGame({ game, numPlayers: 2 });
const stateAt = (id: number): State => ({ ...start, G: { n: id }, _stateID: id });
const sync = (id: number): Received => ({ event: 'sync', args: [MATCH, { state: stateAt(id), log: [], filteredMetadata: [] }] });
const update = (id: number): Received => ({ event: 'update', args: [MATCH, stateAt(id), []] });

/** A transport that only hands boardgame.io's client the messages a raw seat received. */
class Replayed extends Transport {
  connect() {
    this.setConnectionStatus(true);
  }
  disconnect() {}
  sendAction() {}
  sendChatMessage() {}
  requestSync() {}
  updateMatchID() {}
  updatePlayerID() {}
  updateCredentials() {}
  replay(received: Received[]) {
    for (const { event, args } of received) this.notifyClient({ type: event, args } as never);
  }
}

/** The state id boardgame.io's own client holds after the same messages. */
function clientStateID(received: Received[]): number | undefined {
  let transport: Replayed | undefined;
  const client = Client({ game, matchID: MATCH, playerID: '0', debug: false, multiplayer: (opts: ConstructorParameters<typeof Transport>[0]) => (transport = new Replayed(opts)) });
  client.start();
  transport!.replay(received);
  const id = client.getState()?._stateID;
  client.stop();
  return id;
}

describe("a raw seat's state is the one boardgame.io's client would hold", () => {
  const cases: [string, Received[], number][] = [
    // What a seat on a cluster process received in CI: the stored state resent once Redis took the
    // process's subscription, read before the move was kept and sent after the move's broadcast.
    ['an older update after a newer one is ignored', [sync(0), { event: 'matchData', args: [MATCH, []] }, update(1), update(0)], 1],
    ['updates out of order keep the newest', [sync(0), update(2), update(1), update(3)], 3],
    ['an update as old as the state held is taken', [sync(2), update(2)], 2],
    ['an update older than the sync is ignored', [sync(3), update(2)], 3],
    ['a sync replaces even a newer state', [sync(0), update(2), sync(1)], 1],
  ];
  for (const [name, received, held] of cases) {
    it(name, () => {
      expect(clientStateID(received), "boardgame.io's client").toBe(held);
      expect(latestState(received)._stateID, 'latestState').toBe(held);
    });
  }
});
