import { beforeAll, describe, expect, it, vi } from 'vitest';
import { checkGive, checkKeep, checkReply } from '../../games/three-laws/rules/transfer.ts';
import { play, prepared, queryAll, refused, start } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const FIVE = ['android-1', 'android-2', 'ai-1', 'ai-2', 'robot-1'];
const transferFrom = (startPlayer: string) => queryAll(start(prepared({ cards: FIVE, startPlayer })));

describe('the Transfer', () => {
  it('goes around clockwise from the start player; after the last player everyone turns their card up', () => {
    let state = transferFrom('2');
    expect(state.G.step).toEqual({ kind: 'transfer', current: '2' });
    const order: string[] = [];
    while (state.G.step.kind === 'transfer') {
      order.push(state.G.step.current);
      state = play(state, [state.G.step.current, 'keepKeys']);
    }
    expect(order).toEqual(['2', '3', '4', '0', '1']);
    // The round is not scored yet: it waits for every card to be turned up (reveal.test.ts).
    expect(state.G.step).toEqual({ kind: 'reveal', ready: [] });
    expect(state.G.history).toEqual([]);
  });

  it('only the current player transfers, and only once the Query is over', () => {
    const query = start(prepared({ cards: FIVE }));
    refused(query, '0', 'keepKeys');
    expect(checkKeep(query.G, '0')?.code).toBe('not-transfer');
    const state = transferFrom('0');
    refused(state, '1', 'keepKeys');
    refused(state, '1', 'giveKeys', '0');
    expect(checkGive(state.G, '1', '0')?.code).toBe('not-your-transfer');
    expect(checkGive(state.G, '0', '0')?.code).toBe('bad-target');
    expect(checkGive(state.G, '0', '7')?.code).toBe('bad-target');
  });

  it('gives every key held to one player, who may accept: all of them move', () => {
    let state = play(transferFrom('0'), ['0', 'giveKeys', '1']);
    expect(state.G.step).toEqual({ kind: 'transfer-offer', current: '0', to: '1', keys: 1 });
    state = play(state, ['1', 'acceptKeys']);
    expect(state.G.keys).toMatchObject({ 0: 0, 1: 2 });
    expect(state.G.step).toEqual({ kind: 'transfer', current: '1' });
    // Seat 1 now holds two: giving gives both.
    state = play(state, ['1', 'giveKeys', '3'], ['3', 'acceptKeys']);
    expect(state.G.keys).toMatchObject({ 0: 0, 1: 0, 3: 3 });
    expect(state.G.acts.slice(-4).map((a) => `${a.kind}:${a.by}>${a.to}:${a.keys}`)).toEqual(['give:0>1:1', 'accept:1>0:1', 'give:1>3:2', 'accept:3>1:2']);
  });

  it('the receiver may refuse: the keys stay with the giver, whose turn is over', () => {
    const state = play(transferFrom('0'), ['0', 'giveKeys', '1'], ['1', 'refuseKeys']);
    expect(state.G.keys).toMatchObject({ 0: 1, 1: 1 });
    expect(state.G.step).toEqual({ kind: 'transfer', current: '1' });
    expect(state.G.acts.at(-1)).toMatchObject({ kind: 'refuse', by: '1', to: '0', keys: 1 });
  });

  it('only the player offered the keys answers the offer, and nobody moves on meanwhile', () => {
    const state = play(transferFrom('0'), ['0', 'giveKeys', '1']);
    for (const other of ['0', '2', '3', '4']) {
      refused(state, other, 'acceptKeys');
      expect(checkReply(state.G, other)?.code).toBe('not-offered');
    }
    refused(state, '0', 'keepKeys');
    refused(state, '1', 'keepKeys');
  });

  it('a player with no key left cannot give, only keep', () => {
    const state = play(transferFrom('0'), ['0', 'giveKeys', '1'], ['1', 'acceptKeys'], ['1', 'keepKeys'], ['2', 'giveKeys', '0'], ['0', 'refuseKeys']);
    expect(state.G.step).toEqual({ kind: 'transfer', current: '3' });
    const zero = play(state, ['3', 'keepKeys'], ['4', 'keepKeys']);
    expect(zero.G.step.kind).toBe('reveal');
    const noKeys = prepared({ cards: FIVE, keys: { 0: 0, 1: 2 }, step: { kind: 'transfer', current: '0' } });
    expect(checkGive(noKeys, '0', '1')?.code).toBe('no-keys');
    expect(checkKeep(noKeys, '0')).toBeUndefined();
  });
});
