import { describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io';
import type { Payload } from '../../server/harden/commit-gate.ts';
import { broadcastByView, type Viewer } from '../../server/app/view-broadcast.ts';

/** A namespace that records what it is asked to send, and to which sockets (by id: socket.io keeps each socket in the room of its id). */
function recordingNamespace() {
  const sent: { to: string[]; type: string; args: unknown[] }[] = [];
  const nsp = { to: (ids: string[]) => ({ emit: (type: string, ...args: unknown[]) => sent.push({ to: ids, type, args }) }) };
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
});
