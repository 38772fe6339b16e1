import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../games/robots/rules/view.ts';
import type { RobotsState, RobotsView } from '../../games/robots/state.ts';
import { game, gameWith, play, prepared, spread, start } from './support.ts';

const G0 = prepared({
  hands: { '0': ['red-2', 'blue-9'], '1': ['gray-5', 'gray-6', 'green-11'], '2': ['purple-8'] },
  heap: ['gray-14', 'red-12'],
  spreads: [spread('s1', '2', 'run', ['gray-7', 'gray-8', 'gray-9'])],
});

describe('what each player receives', () => {
  it('every seat sees only their own hand, everyone’s hand size and the Factory’s size; the heap and spreads are public', () => {
    for (const seat of ['0', '1', '2']) {
      const v = viewFor(G0, seat);
      expect(v.hands).toEqual({ [seat]: G0.hands[seat] });
      expect(v.handSizes).toEqual({ '0': 2, '1': 3, '2': 1 });
      expect(v.factorySize).toBe(G0.factory.length);
      expect('factory' in v).toBe(false);
      expect(v.heap).toEqual(G0.heap);
      expect(v.spreads).toEqual(G0.spreads);
      const text = JSON.stringify(v);
      for (const other of ['0', '1', '2'].filter((p) => p !== seat)) for (const card of G0.hands[other]) expect(text).not.toContain(`"${card}"`);
      for (const card of G0.factory) expect(text).not.toContain(`"${card}"`);
    }
  });

  it('a spectator sees no hand and no Factory card', () => {
    const v = viewFor(G0, null);
    expect(v.hands).toEqual({});
    const text = JSON.stringify(v);
    for (const card of [...Object.values(G0.hands).flat(), ...G0.factory]) expect(text).not.toContain(`"${card}"`);
  });

  it('the log never names a card drawn from the Factory', () => {
    const s = play(start(G0), ['0', 'drawFromFactory']);
    const drawn = s.G.hands['0'].at(-1)!;
    for (const seat of ['1', '2', null]) expect(JSON.stringify(viewFor(s.G, seat))).not.toContain(`"${drawn}"`);
  });

  it('through boardgame.io, each client receives its own view and a spectator the public one', () => {
    const matchID = `robots-${Math.random().toString(36).slice(2)}`;
    const multiplayer = Local();
    const shared = { ...gameWith(G0), seed: 'view' };
    const clients = [...['0', '1', '2'].map((p) => Client<RobotsState>({ game: shared, numPlayers: 3, multiplayer, matchID, playerID: p })), Client<RobotsState>({ game: shared, numPlayers: 3, multiplayer, matchID })];
    clients.forEach((c) => c.start());
    clients[0].moves.drawFromFactory();
    const views = clients.map((c) => c.getState()!.G as unknown as RobotsView);
    expect(views[0].hands['0']).toHaveLength(3);
    expect(Object.keys(views[1].hands)).toEqual(['1']);
    expect(Object.keys(views[3].hands)).toEqual([]);
    expect(views.every((v) => v.handSizes['0'] === 3 && v.factorySize === G0.factory.length - 1)).toBe(true);
    expect(views[2].hands['2']).toEqual(['purple-8']);
    clients.forEach((c) => c.stop());
    expect(game.playerView).toBeDefined();
  });

  it("a view shares the state's frozen hand and the hand sizes while the hands are the same frozen record, and reads them again when they are not", () => {
    const frozen = (G: RobotsState): RobotsState => Object.freeze({ ...G, hands: Object.freeze(Object.fromEntries(Object.entries(G.hands).map(([p, h]) => [p, Object.freeze([...h])]))) }) as RobotsState;
    const G = frozen(G0);
    expect(viewFor(G, '0').hands['0']).toBe(G.hands['0']);
    expect(viewFor(G, '1').hands).toEqual({ '1': G.hands['1'] });
    expect(viewFor(G, '0').handSizes).toBe(viewFor(G, '1').handSizes);
    const drawn = frozen({ ...G, hands: { ...G.hands, '0': [...G.hands['0'], 'red-3'] } });
    expect(viewFor(drawn, '0').hands).toEqual({ '0': ['red-2', 'blue-9', 'red-3'] });
    expect(viewFor(drawn, '1').handSizes).toEqual({ '0': 3, '1': 3, '2': 1 });
    const loose: RobotsState = { ...G0, hands: { ...G0.hands, '0': [...G0.hands['0']] } };
    expect(viewFor(loose, '0').hands).toEqual({ '0': ['red-2', 'blue-9'] });
    loose.hands['0'].push('red-3');
    loose.hands['1'] = ['gray-5'];
    expect(viewFor(loose, '0').hands).toEqual({ '0': ['red-2', 'blue-9', 'red-3'] });
    expect(viewFor(loose, '0').handSizes).toEqual({ '0': 3, '1': 1, '2': 1 });
    const open = Object.freeze({ ...G0.hands });
    expect(viewFor({ ...G0, hands: open }, '0').hands['0']).not.toBe(open['0']);
    expect(viewFor({ ...G0, hands: open }, '0').hands['0']).toEqual(open['0']);
  });
});
