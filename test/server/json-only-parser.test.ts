import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { EncodedData, jsonOnlyParser } from '../../server/harden/json-only-parser.ts';

const socketIoParser = createRequire(import.meta.url)('socket.io-parser') as typeof import('socket.io-parser');
const { PacketType } = socketIoParser;

describe("the server's socket.io parser", () => {
  it('encodes every packet the server sends exactly as socket.io does, as one text frame', () => {
    const state = { G: { hands: { 0: ['a', 'b'] }, log: [{ kind: 'bid', n: 3 }] }, ctx: { turn: 2, activePlayers: null }, _stateID: 7 };
    const packets = [
      { type: PacketType.EVENT, nsp: '/robots', data: ['update', 'match-1', state] },
      { type: PacketType.EVENT, nsp: '/', data: ['chat', 'match-1', { id: 'x', sender: '0', payload: 'hi "there"' }] },
      { type: PacketType.ACK, nsp: '/robots', id: 12, data: [{ ok: true }] },
      { type: PacketType.CONNECT, nsp: '/robots', data: { sid: 'abc' } },
      { type: PacketType.DISCONNECT, nsp: '/robots' },
      { type: PacketType.CONNECT_ERROR, nsp: '/robots', data: { message: 'refused' } },
    ];
    const theirs = new socketIoParser.Encoder();
    const ours = new jsonOnlyParser.Encoder();
    for (const packet of packets) {
      const encoded = ours.encode(packet);
      expect(encoded).toEqual(theirs.encode(packet));
      expect(encoded).toHaveLength(1);
    }
  });

  it('sends data that comes written (a broadcast, view-broadcast.ts) as socket.io would encode the data itself', () => {
    const args = ['match-1', { G: { hand: ['a'] }, _stateID: 3 }, [{ n: 1 }]];
    const theirs = new socketIoParser.Encoder();
    const ours = new jsonOnlyParser.Encoder();
    for (const nsp of ['/robots', '/']) {
      const written = { type: PacketType.EVENT, nsp, data: ['update', new EncodedData(JSON.stringify(['update', ...args]), args)] };
      expect(ours.encode(written)).toEqual(theirs.encode({ type: PacketType.EVENT, nsp, data: ['update', ...args] }));
    }
  });
});
