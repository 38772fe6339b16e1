import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { robotsInvariants } from '../../games/robots/invariants.ts';
import { checkDiscard } from '../../games/robots/rules/discard.ts';
import { viewFor } from '../../games/robots/rules/view.ts';
import type { RobotsState } from '../../games/robots/state.ts';
import { decide, heapTop, pending, powerEvents } from './power-support.ts';
import { act, content, deck, gameWith, play, prepared, refused, spread, start } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

const hands = { '0': ['red-10', 'purple-12', 'gray-9', 'blue-4'], '1': ['gray-5'], '2': ['purple-8'] };

describe('the rulebook’s clarifications on powers', () => {
  it('cards gained by a power cannot be played until the next turn: the turn ended on the initial discard', () => {
    let s = play(start(prepared({ hands: { ...hands, '0': ['purple-12', 'red-2', 'red-3', 'gray-9'] }, heap: ['red-4', 'green-2'] })), ['0', 'drawFromFactory'], ['0', 'discard', 'purple-12']);
    s = decide(s, '0', ['red-4']);
    expect(s.G.hands['0']).toEqual(expect.arrayContaining(['red-2', 'red-3', 'red-4']));
    expect(s.ctx.currentPlayer).toBe('1');
    refused(s, '0', 'layDown', 'run', ['red-2', 'red-3', 'red-4']);
  });

  it('a power card picked up from the heap this turn cannot be discarded inside Extra Parts either', () => {
    const G = prepared({ hands: { ...hands, '0': ['red-10', 'gray-9'] }, heap: ['green-2', 'blue-11'], factoryTop: ['purple-2', 'purple-3'] });
    let s = play(start(G), ['0', 'takeFromHeap', 'blue-11'], ['0', 'discard', 'red-10']);
    expect(pending(s)).toMatchObject({ prompt: 'Discard a card (Extra Parts)', options: ['gray-9', 'purple-2', 'purple-3'] });
    refused(s, '0', 'decide', ['blue-11']);
    s = decide(decide(s, '0', ['gray-9']), '0', ['purple-2']);
    expect(s.G.hands['0']).toEqual(['blue-11', 'purple-3']);
    expect(powerEvents(s)).toEqual([{ kind: 'power-due', player: '0', card: 'red-10', power: 'extra-parts' }]);
    expect(s.ctx.currentPlayer).toBe('1');
  });

  it('ruling: a power card Recycle picked up cannot be discarded in the same Extra Parts; a card Extra Parts drew from the Factory can, and fires', () => {
    const G = prepared({ hands: { ...hands, '0': ['red-10', 'purple-12', 'gray-9'] }, heap: ['blue-11', 'green-2'], factoryTop: ['purple-2', 'purple-3', 'green-13'] });
    let s = play(start(G), ['0', 'drawFromFactory'], ['0', 'discard', 'red-10']);
    s = decide(s, '0', ['purple-12']);
    s = decide(s, '0', ['blue-11']);
    expect(s.G.turn.takenFromHeap).toEqual(['blue-11']);
    expect(pending(s)).toMatchObject({ prompt: 'Discard a card (Extra Parts)', options: ['gray-9', 'purple-2', 'purple-3', 'green-13'] });
    refused(s, '0', 'decide', ['blue-11']);
    const drawn = play(start(G), ['0', 'drawFromFactory'], ['0', 'discard', 'red-10']);
    const fired = decide(decide(drawn, '0', ['green-13']), '0', ['gray-9']);
    expect(fired.G.powersFired['force-field']).toBe(1);
  });

  it('ruling: a player left holding only power cards picked up this turn may discard one of them, and its power does not fire', () => {
    const two = prepared({ hands: { ...hands, '0': ['red-2', 'red-3'] }, heap: ['green-2', 'red-4', 'blue-11', 'purple-12'] });
    let s = play(start(two), ['0', 'takeFromHeap', 'red-4'], ['0', 'layDown', 'run', ['red-2', 'red-3', 'red-4']]);
    expect(s.G.hands['0']).toEqual(['blue-11', 'purple-12']);
    s = play(s, ['0', 'discard', 'blue-11']);
    expect(powerEvents(s)).toEqual([{ kind: 'power-void', player: '0', card: 'blue-11', power: 'tractor-beam', reason: 'taken-this-turn' }]);
    expect(s.G.hands['0']).toEqual(['purple-12']);
    expect(s.ctx.currentPlayer).toBe('1');
    expect(robotsInvariants(content, s.G, s.ctx)).toEqual([]);

    const last = prepared({ hands: { ...hands, '0': ['red-2', 'red-3', 'red-4'] }, heap: ['green-2', 'purple-12'] });
    const taken = play(start(last), ['0', 'takeFromHeap', 'purple-12']);
    refused(taken, '0', 'discard', 'purple-12');
    const out = play(taken, ['0', 'layDown', 'run', ['red-2', 'red-3', 'red-4']], ['0', 'discard', 'purple-12']);
    expect(out.G.results[0]).toMatchObject({ endedBy: '0', how: 'discard' });
    expect(out.G.powersFired.recycle).toBe(0);
  });

  it('ruling: when every card left in the hand is barred, Extra Parts discards them, and their powers do not fire', () => {
    const mine = ['red-10', 'blue-11', 'green-12'];
    const others = deck.cards.map((c) => c.id).filter((id) => !mine.includes(id));
    const G = prepared({ hands: { '0': mine, '1': others.slice(0, 36), '2': others.slice(36) }, turn: { step: 'play', takenFromHeap: ['blue-11', 'green-12'] } });
    expect(checkDiscard(content, G, '0', 'blue-11')?.code).toBe('taken-this-turn');
    let s = play(start(G), ['0', 'discard', 'red-10']);
    // Nothing to draw (every other card is in a hand): the two cards picked up are all that is left.
    expect(pending(s)).toMatchObject({ prompt: 'Discard a card (Extra Parts)', options: ['blue-11', 'green-12'] });
    // The Tractor Beam picked up this turn fires nothing; the Recycle, the last card, goes on its own and ends the hand.
    s = decide(s, '0', ['blue-11']);
    expect(s.G.results[0]).toMatchObject({ endedBy: '0', how: 'discard' });
    expect(s.G.results[0].scores['0'].inHand).toBe(0);
    expect(s.G.powersFired).toMatchObject({ 'extra-parts': 1, 'tractor-beam': 0, recycle: 0 });
  });

  it('a power on the final discard does nothing: the hand is over on that discard', () => {
    const G = prepared({ hands: { ...hands, '0': ['red-2', 'red-3', 'purple-12'] }, heap: ['green-2'], factoryTop: ['red-4'] });
    const s = play(start(G), ['0', 'drawFromFactory'], ['0', 'layDown', 'run', ['red-2', 'red-3', 'red-4']], ['0', 'discard', 'purple-12']);
    expect(s.G.results[0]).toMatchObject({ endedBy: '0', how: 'discard' });
    expect(s.G.powersFired.recycle).toBe(0);
  });

  it('after a power, the ROBOTS! call opens on the card left on top of the heap if it fits a spread', () => {
    const table = { hands: { ...hands, '0': ['red-10', 'gray-9', 'blue-4'] }, spreads: [spread('s1', '1', 'set', ['red-4', 'gray-4', 'green-4'])], factoryTop: ['purple-2', 'purple-3', 'green-13'] };
    let s = play(start(prepared(table)), ['0', 'drawFromFactory'], ['0', 'discard', 'red-10']);
    s = decide(decide(s, '0', ['gray-9']), '0', ['blue-4']);
    expect(s.G.claimable).toEqual({ card: 'blue-4', discardedBy: '0' });
    expect(play(s, ['2', 'callRobots', 's1']).G.spreads[0].cards.at(-1)).toEqual({ card: 'blue-4', by: '2', as: null });
  });
});

describe('decisions', () => {
  const waiting = () => play(start(prepared({ hands, heap: ['green-2', 'green-3'], spreads: [spread('s1', '1', 'set', ['red-9', 'blue-9', 'green-9'])] })), ['0', 'drawFromFactory'], ['0', 'discard', 'red-10']);

  it('an answer that is not legal is refused and changes nothing; so is every other move while a power waits', () => {
    const s = waiting();
    for (const bad of [['green-2'], ['gray-9', 'blue-4'], [], 'gray-9', [7], ['gray-9', 'gray-9']]) refused(s, '0', 'decide', bad);
    refused(s, '1', 'decide', ['gray-9']);
    refused(s, '0', 'discard', 'gray-9');
    refused(s, '0', 'layDown', 'set', ['gray-9', 'purple-9', 'red-9']);
    refused(s, '1', 'drawFromFactory');
    refused(s, '2', 'callRobots', 's1');
    expect(act(s, '0', 'decide', ['gray-9']).ok).toBe(true);
  });

  it('playerView while a power waits: everyone sees who decides and what about, only the decider the options (their hand)', () => {
    const s = waiting();
    const mine = viewFor(s.G, '0').scripts;
    expect(mine.running).toEqual({ id: 1, tag: 'extra-parts', pending: expect.objectContaining({ player: '0', options: s.G.hands['0'] }) });
    for (const viewer of ['1', '2', null]) {
      const theirs = viewFor(s.G, viewer).scripts;
      expect(theirs.running!.pending).toMatchObject({ player: '0', prompt: 'Discard a card (Extra Parts)', min: 1, max: 1, options: [] });
      expect(JSON.stringify(viewFor(s.G, viewer))).not.toContain('gray-9');
      expect(theirs.running).not.toHaveProperty('frames');
    }
  });

  it('through boardgame.io clients: the decider answers, the others receive no option and no answer', () => {
    const G: RobotsState = prepared({ hands, heap: ['green-2'] });
    const game = { ...gameWith(G), seed: 'view' };
    const multiplayer = Local();
    const [p0, p1] = ['0', '1'].map((playerID) => Client({ game, numPlayers: 3, playerID, multiplayer }));
    p0.start();
    p1.start();
    p0.moves.drawFromFactory();
    p0.moves.discard('red-10');
    expect(p0.getState()!.G.scripts.running!.pending!.options).toHaveLength(6);
    expect(p1.getState()!.G.scripts.running!.pending).toMatchObject({ player: '0', options: [] });
    const secret = p0.getState()!.G.hands['0'][0];
    p0.moves.decide([secret]);
    expect(JSON.stringify(p1.getState()!.log)).not.toContain(secret);
    expect(JSON.stringify(p1.getState()!.G.hands)).not.toContain('gray-9');
    expect(heapTop({ G: p1.getState()!.G } as never)[0]).toBe(secret);
    p0.stop();
    p1.stop();
  });
});
