import { createRequire } from 'node:module';
import type { Adapter as AdapterType } from 'socket.io-adapter';
import type { Encoder as EncoderType, Packet } from 'socket.io-parser';
import { afterAll, vi } from 'vitest';
import { EncodedData, jsonOnlyParser } from '../../../server/harden/json-only-parser.ts';

// The server's socket.io, its adapter and its parser (json-only-parser.ts) are the CommonJS builds.
const require = createRequire(import.meta.url);
const { PacketType } = require('socket.io-parser') as typeof import('socket.io-parser');
const { Adapter } = require('socket.io-adapter') as typeof import('socket.io-adapter');

/** A packet's data as sent: a broadcast's comes written (EncodedData), with the arguments it was written from. */
const dataOf = (packet: Packet): unknown[] | undefined => {
  const data = packet.data as unknown[] | undefined;
  return data?.[1] instanceof EncodedData ? [data[0], ...data[1].args] : data;
};

/**
 * Watches the server's socket.io from inside the test process: every packet its encoder
 * (json-only-parser.ts) encodes, and the rooms of each namespace (its adapter, found when a socket joins a room).
 * Clients in the same process may load the same parser: the server's packets are those of
 * the encoder its adapters hold.
 */
export function probeSocketIO() {
  const encode = vi.spyOn(jsonOnlyParser.Encoder.prototype as EncoderType, 'encode');
  const addAll = vi.spyOn(Adapter.prototype as AdapterType, 'addAll');
  afterAll(() => {
    encode.mockRestore();
    addAll.mockRestore();
  });
  const adapterOf = (nsp: string): AdapterType => {
    const adapter = (addAll.mock.contexts as AdapterType[]).find((a) => a.nsp.name === `/${nsp}`);
    if (!adapter) throw new Error(`no socket has joined a room of namespace ${nsp} yet`);
    return adapter;
  };
  return {
    /** How many packets `[event, matchID, ...args]` the server's socket.io encoded in namespace `nsp` (of those `where` accepts). */
    encodes(nsp: string, event: string, matchID: string, where: (args: unknown[]) => boolean = () => true): number {
      const server = (adapterOf(nsp) as unknown as { encoder: EncoderType }).encoder;
      const contexts = encode.mock.contexts as EncoderType[];
      return encode.mock.calls.filter(
        ([packet]: [Packet], i) => {
          const data = dataOf(packet);
          return contexts[i] === server && packet.type === PacketType.EVENT && data?.[0] === event && data?.[1] === matchID && where(data.slice(2));
        },
      ).length;
    },
    /** The server's socket ids in a room of a namespace. */
    members(nsp: string, room: string): string[] {
      return [...(adapterOf(nsp).rooms.get(room) ?? [])];
    },
    /** Every room a socket (by its id, the same on both ends) is in. */
    roomsOf(nsp: string, socketID: string): string[] {
      return [...(adapterOf(nsp).sids.get(socketID) ?? [])];
    },
  };
}
