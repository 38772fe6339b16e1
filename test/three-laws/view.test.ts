import type { Game } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import { describe, expect, it } from 'vitest';
import { freezeDeep } from '../../games/kit/engine/freeze-deep.ts';
import { finishRound } from '../../games/three-laws/rules/round-end.ts';
import { viewFor } from '../../games/three-laws/rules/view.ts';
import type { ThreeLawsState, ThreeLawsView } from '../../games/three-laws/state.ts';
import { card, content, gameWith, prepared, seats } from './support.ts';

const CARDS = ['android-4', 'android-1', 'ai-3', 'ai-1', 'robot-2'];
const VIEW_KEYS = [
  'acts', 'calls', 'cards', 'factionDeck', 'factions', 'firstRound', 'history', 'keys', 'lawDeckCount', 'lawDiscard', 'lawsInForce', 'myVp', 'names', 'players',
  'round', 'setAsideCount', 'startPlayer', 'step', 'supply', 'talk', 'tokens', 'vpCount', 'vpDeckCount',
];

/** Round 2 under way, seat 2 holding two Victory Point cards and seat 0 one. */
function midRound(): ThreeLawsState {
  const G = prepared({ cards: CARDS });
  return { ...G, vp: { ...G.vp, 0: [G.vpDeck[0]], 2: [G.vpDeck[1], G.vpDeck[2]] }, vpDeck: G.vpDeck.slice(3) };
}

const others = (seat: string) => Object.fromEntries(seats(5).filter((p) => p !== seat).map((p) => [p, card(CARDS[Number(p)])]));

describe('what each viewer receives', () => {
  it('a seat sees every other seat’s Faction card but never its own', () => {
    const G = midRound();
    for (const seat of seats(5)) {
      const view = viewFor(G, seat);
      expect(view.cards).toEqual(others(seat));
      expect(Object.keys(view).sort()).toEqual(VIEW_KEYS);
    }
  });

  it('a spectator sees no Faction card until the reveal', () => {
    expect(viewFor(midRound(), null).cards).toEqual({});
    expect(viewFor(midRound(), '7').cards).toEqual({});
  });

  it('while the reveal waits for the last card the cards stay as they were: a seat never sees its own, a spectator none', () => {
    const G: ThreeLawsState = { ...midRound(), step: { kind: 'reveal', ready: ['0', '1', '3', '4'] } };
    for (const seat of seats(5)) expect(viewFor(G, seat).cards).toEqual(others(seat));
    expect(viewFor(G, null).cards).toEqual({});
    expect(viewFor(G, '2').step).toEqual({ kind: 'reveal', ready: ['0', '1', '3', '4'] });
  });

  it('at the reveal everyone sees every card held, the spectator too; set-aside cards never, only their count', () => {
    const G = finishRound({ ...midRound(), step: { kind: 'reveal', ready: ['0', '1', '2', '3'] } }, content).G;
    const all = Object.fromEntries(seats(5).map((p) => [p, card(CARDS[Number(p)])]));
    for (const viewer of [...seats(5), null]) {
      const view = viewFor(G, viewer);
      expect(view.cards).toEqual(all);
      expect(view.setAsideCount).toBe(7);
      expect(view.history[0].cards).toEqual(all);
      // The deck's make-up is public (factionDeck), as at the table; which cards sat out is not sent.
      expect(JSON.stringify(view)).not.toContain('setAside"');
    }
  });

  it('on frozen states, as the engines keep them, a viewer gets the same cards from step to step and never another viewer’s', () => {
    const G = midRound();
    freezeDeep(G);
    const later: ThreeLawsState = { ...G, acts: [] };
    freezeDeep(later);
    for (const seat of seats(5)) {
      expect(viewFor(later, seat).cards).toBe(viewFor(G, seat).cards);
      expect(viewFor(later, seat).cards).toEqual(others(seat));
    }
    expect(viewFor(later, null).cards).toEqual({});
    const revealed: ThreeLawsState = { ...G, step: { kind: 'round-end', ready: [] } };
    freezeDeep(revealed);
    for (const viewer of [...seats(5), null]) expect(viewFor(revealed, viewer).cards).toEqual(Object.fromEntries(seats(5).map((p) => [p, card(CARDS[Number(p)])])));
    expect(viewFor(G, '0').cards).toEqual(others('0'));
    expect(viewFor(later, '3').vpCount).toBe(viewFor(G, '0').vpCount);
    const dealt: ThreeLawsState = { ...G, vp: { ...G.vp, 1: [G.vpDeck[0]] } };
    freezeDeep(dealt);
    expect(viewFor(dealt, '4').vpCount).toEqual({ 0: 1, 1: 1, 2: 2, 3: 0, 4: 0 });
    expect(viewFor(G, '4').vpCount).toEqual({ 0: 1, 1: 0, 2: 2, 3: 0, 4: 0 });
  });

  it('Victory Point values go to their owner only; everyone sees how many each holds', () => {
    const G = midRound();
    expect(viewFor(G, '2').myVp).toEqual(G.vp['2']);
    expect(viewFor(G, '0').myVp).toEqual(G.vp['0']);
    expect(viewFor(G, '1').myVp).toEqual([]);
    expect(viewFor(G, null).myVp).toEqual([]);
    expect(viewFor(G, '1').vpCount).toEqual({ 0: 1, 1: 0, 2: 2, 3: 0, 4: 0 });
  });

  it('deck orders and the simulator’s tally reach nobody: the decks are counts', () => {
    const G = midRound();
    for (const viewer of ['0', null]) {
      const view = viewFor(G, viewer) as ThreeLawsView & Record<string, unknown>;
      for (const secret of ['lawDeck', 'vpDeck', 'vp', 'setAside', 'stats']) expect(view[secret]).toBeUndefined();
      expect(view.lawDeckCount).toBe(G.lawDeck.length);
      expect(view.vpDeckCount).toBe(G.vpDeck.length);
      expect(view.lawsInForce).toEqual(G.lawsInForce);
    }
  });

  it('through boardgame.io, each client receives its own view and a spectator the public one', () => {
    const G = midRound();
    const game: Game<ThreeLawsState> = gameWith(G);
    const multiplayer = Local();
    const matchID = 'view-test';
    const clients = [...seats(5).map((p) => Client({ game, numPlayers: 5, multiplayer, matchID, playerID: p })), Client({ game, numPlayers: 5, multiplayer, matchID })];
    clients.forEach((c) => c.start());
    try {
      for (const seat of seats(5)) expect((clients[Number(seat)].getState()!.G as unknown as ThreeLawsView)).toEqual(viewFor(G, seat));
      expect(clients[5].getState()!.G as unknown as ThreeLawsView).toEqual(viewFor(G, null));
      expect((clients[5].getState()!.G as unknown as ThreeLawsView).cards).toEqual({});
      expect(JSON.stringify(clients.map((c) => c.getState()!.G))).not.toMatch(/setAside"|vpDeck"|lawDeck"|"stats"/);
    } finally {
      clients.forEach((c) => c.stop());
    }
  });
});
