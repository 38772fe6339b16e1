import { describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io';
import type { Payload } from '../../server/harden/commit-gate.ts';
import { broadcastByView, viewRoom, type Viewer } from '../../server/app/view-rooms.ts';

/** A namespace that records what it is asked to send, and to which rooms. */
function recordingNamespace() {
  const sent: { rooms: string[]; type: string; args: unknown[] }[] = [];
  const nsp = { to: (rooms: string[]) => ({ emit: (type: string, ...args: unknown[]) => sent.push({ rooms, type, args }) }) };
  const socket = (playerID: string | null | undefined) => ({ socket: { nsp } as unknown as Socket, playerID });
  return { sent, socket };
}

describe('broadcastByView', () => {
  it('computes each distinct view once and sends it once to its room; spectators, null or undefined, are one view', () => {
    const { sent, socket } = recordingNamespace();
    const asked: Viewer[] = [];
    const filter = (viewer: Viewer, payload: Payload): Payload => {
      asked.push(viewer);
      return { type: payload.type, args: [...payload.args, `seen by ${viewer}`] };
    };
    broadcastByView('m1', [socket('0'), socket('0'), socket('1'), socket(null), socket(undefined)], { type: 'update', args: ['m1'] }, filter);
    expect(asked).toEqual(['0', '1', null]);
    expect(sent).toEqual([
      { rooms: [viewRoom('m1', '0')], type: 'update', args: ['m1', 'seen by 0'] },
      { rooms: [viewRoom('m1', '1')], type: 'update', args: ['m1', 'seen by 1'] },
      { rooms: [viewRoom('m1', null)], type: 'update', args: ['m1', 'seen by null'] },
    ]);
  });

  it('sends what every view sees alike (chat, presence) as one packet to all the rooms', () => {
    const { sent, socket } = recordingNamespace();
    const chat = { type: 'chat', args: ['m1', { id: 'c1', sender: '0', payload: 'hi' }] };
    broadcastByView('m1', [socket('0'), socket('1'), socket(null)], chat, (_viewer, payload) => payload);
    expect(sent).toEqual([{ rooms: [viewRoom('m1', '0'), viewRoom('m1', '1'), viewRoom('m1', null)], ...chat }]);
  });

  it('never sends initialState, which only socket.emit’s own filter would otherwise strip', () => {
    const { sent, socket } = recordingNamespace();
    const sync = { type: 'sync', args: ['m1', { state: { _stateID: 3 }, initialState: { deck: ['secret'] }, log: [] }] };
    broadcastByView('m1', [socket('0')], sync, (_viewer, payload) => payload);
    expect(sent).toEqual([{ rooms: [viewRoom('m1', '0')], type: 'sync', args: ['m1', { state: { _stateID: 3 }, log: [] }] }]);
  });

  it('names rooms so that no match id and seat can pass for another pair', () => {
    expect(viewRoom('a:b', 'c')).not.toBe(viewRoom('a', 'b:c'));
    expect(viewRoom('m', 'null')).not.toBe(viewRoom('m', null));
  });
});
