import { describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io';
import type { Payload } from '../../server/harden/commit-gate.ts';
import { broadcastByView, type Viewer } from '../../server/app/view-broadcast.ts';
import { EncodedData } from '../../server/harden/json-only-parser.ts';

/**
 * A namespace that records what it is asked to send, as the text a socket receives reads, and to
 * which sockets (by id: socket.io keeps each socket in the room of its id).
 */
function recordingNamespace() {
  const sent: { to: string[]; type: string; args: unknown[] }[] = [];
  const emit = (ids: string[], type: string, ...args: unknown[]) => {
    expect(args).toHaveLength(1);
    expect(args[0]).toBeInstanceOf(EncodedData);
    const [event, ...rest] = JSON.parse((args[0] as EncodedData).json) as [string, ...unknown[]];
    expect(event).toBe(type);
    sent.push({ to: ids, type, args: rest });
  };
  const nsp = { to: (ids: string[]) => ({ emit: (type: string, ...args: unknown[]) => emit(ids, type, ...args) }) };
  let sockets = 0;
  const socket = (playerID: string | null | undefined) => ({ socket: { nsp, id: `s${sockets++}` } as unknown as Socket, playerID });
  return { sent, socket };
}

describe('broadcastByView', () => {
  it('computes each distinct view once and sends it once to the sockets that see it; spectators, null or undefined, are one view', () => {
    const { sent, socket } = recordingNamespace();
    const asked: Viewer[] = [];
    const filter = (viewer: Viewer, payload: Payload): Payload => {
      asked.push(viewer);
      return { type: payload.type, args: [...payload.args, `seen by ${viewer}`] };
    };
    broadcastByView([socket('0'), socket('1'), socket('0'), socket(null), socket(undefined)], { type: 'update', args: ['m1'] }, filter);
    expect(asked).toEqual(['0', '1', null]);
    expect(sent).toEqual([
      { to: ['s0', 's2'], type: 'update', args: ['m1', 'seen by 0'] },
      { to: ['s1'], type: 'update', args: ['m1', 'seen by 1'] },
      { to: ['s3', 's4'], type: 'update', args: ['m1', 'seen by null'] },
    ]);
  });

  it('sends what every view sees alike (chat, presence) as one packet to every socket', () => {
    const { sent, socket } = recordingNamespace();
    const chat = { type: 'chat', args: ['m1', { id: 'c1', sender: '0', payload: 'hi' }] };
    broadcastByView([socket('0'), socket('1'), socket(null)], chat, (_viewer, payload) => payload);
    expect(sent).toEqual([{ to: ['s0', 's1', 's2'], ...chat }]);
  });

  it('never sends initialState, which only socket.emit’s own filter would otherwise strip', () => {
    const { sent, socket } = recordingNamespace();
    const sync = { type: 'sync', args: ['m1', { state: { _stateID: 3 }, initialState: { deck: ['secret'] }, log: [] }] };
    broadcastByView([socket('0')], sync, (_viewer, payload) => payload);
    expect(sent).toEqual([{ to: ['s0'], type: 'sync', args: ['m1', { state: { _stateID: 3 }, log: [] }] }]);
  });

  it('writes each view as JSON.stringify would, with the parts the views share written once', () => {
    const { sent, socket } = recordingNamespace();
    const board = Object.freeze({ cards: ['a', 'b'], score: 3 });
    const state = { G: { board, hands: { 0: ['x'], 1: ['y'] }, gone: undefined }, ctx: { turn: 2 }, _stateID: 4 };
    const filter = (viewer: Viewer, payload: Payload): Payload => {
      const [matchID, full] = payload.args as [string, typeof state];
      const hands = viewer === null ? {} : { [viewer]: full.G.hands[viewer as '0' | '1'] };
      return { type: 'update', args: [matchID, { ...full, G: { ...full.G, hands } }, [{ n: -0 }, undefined]] };
    };
    broadcastByView([socket('0'), socket('1'), socket(null)], { type: 'update', args: ['m1', state] }, filter);
    expect(sent.map((s) => s.args)).toEqual([
      ['m1', { G: { board, hands: { 0: ['x'] } }, ctx: { turn: 2 }, _stateID: 4 }, [{ n: 0 }, null]],
      ['m1', { G: { board, hands: { 1: ['y'] } }, ctx: { turn: 2 }, _stateID: 4 }, [{ n: 0 }, null]],
      ['m1', { G: { board, hands: {} }, ctx: { turn: 2 }, _stateID: 4 }, [{ n: 0 }, null]],
    ]);
  });
});
