import { describe, expect, it } from 'vitest';
import { activeEffects, signalMoment, TURN_DURATIONS, type ScriptState } from '../../../games/kit/script/index.ts';
import { G, toyClient, toyContent } from './toy-client.ts';

const deck = ['red-4', 'red-5', 'red-6', 'red-7', 'red-8'];
const hands = { '0': ['red-1', 'red-2'], '1': ['blue-1', 'blue-2', 'blue-4'], '2': ['blue-3', 'blue-5'] };
const shield = (until: string) => [{ 'add-effect': { effect: 'shield', until } }];
const attack = [{ 'choose-player': { as: 'target', prompt: 'Who loses a card?', 'unless-protected-by': 'shield' } }, { 'choose-card': { from: { zone: 'hand', of: '$target' }, as: 'card', prompt: 'Which card?' } }, { discard: { cards: '$card' } }];

describe('effects last until their moment', () => {
  it('end-of-next-player-turn: lasts through the next turn, protects its owner from choices, then ends', () => {
    const client = toyClient(toyContent({ 'red-1': shield('end-of-next-player-turn'), 'blue-1': attack }), { deck, hands });
    client.moves.play('red-1');
    expect(activeEffects(G(client).scripts, { effect: 'shield', owner: '0' })).toEqual([
      { id: 2, effect: 'shield', owner: '0', source: 'red-1', until: 'end-of-next-player-turn', remaining: 2, data: {} },
    ]);
    client.events.endTurn!();
    expect(activeEffects(G(client).scripts)).toHaveLength(1);
    client.moves.play('blue-1');
    // Player 0 is shielded: the only target left is player 2, so nobody is asked whom.
    expect(G(client).scripts.running!.pending).toMatchObject({ player: '1', kind: 'card', options: ['blue-3', 'blue-5'] });
    client.moves.decide(['blue-5']);
    client.events.endTurn!();
    expect(activeEffects(G(client).scripts)).toEqual([]);
  });

  it('end-of-turn ends with this turn; start-of-next-turn at the next turn start; a game moment (end-of-round)', () => {
    const client = toyClient(
      toyContent({ 'red-1': shield('end-of-turn'), 'red-2': shield('start-of-next-turn'), 'blue-1': shield('end-of-round') }),
      { deck, hands },
    );
    client.moves.play('red-1');
    client.moves.play('red-2');
    expect(activeEffects(G(client).scripts).map((e) => e.until)).toEqual(['end-of-turn', 'start-of-next-turn']);
    client.events.endTurn!();
    expect(activeEffects(G(client).scripts)).toEqual([]);
    client.moves.play('blue-1');
    client.events.endTurn!();
    expect(activeEffects(G(client).scripts, { owner: '1' })).toHaveLength(1);
    client.events.endTurn!();
    expect(activeEffects(G(client).scripts)).toEqual([]);
  });

  it('end-effect ends it early; effect-active tests it', () => {
    const script = [
      { 'add-effect': { effect: 'shield', until: 'end-of-round', data: { strength: 2 } } },
      { if: { condition: { 'effect-active': { effect: 'shield', owner: 'owner' } }, then: [{ draw: {} }] } },
      { 'end-effect': { effect: 'shield' } },
      { if: { condition: { 'effect-active': { effect: 'shield' } }, then: [{ draw: {} }] } },
    ];
    const client = toyClient(toyContent({ 'red-1': script }), { deck, hands });
    client.moves.play('red-1');
    expect(G(client).hands['0']).toEqual(['red-2', 'red-4']);
    expect(activeEffects(G(client).scripts)).toEqual([]);
  });
});

describe('signalMoment', () => {
  const effect = (id: number, until: string, remaining = 1) => ({ id, effect: 'shield', owner: '0', source: null, until, remaining, data: {} });
  const scripts = (effects: ReturnType<typeof effect>[]) => Object.freeze({ effects: Object.freeze(effects) }) as unknown as ScriptState;

  it('leaves the list itself in place when no effect waits on the moment: a frozen state is not written', () => {
    const state = scripts([effect(1, 'end-of-turn'), effect(2, 'start-of-next-turn')]);
    const before = state.effects;
    expect(signalMoment(state, TURN_DURATIONS, 'round-end')).toEqual([]);
    expect(state.effects).toBe(before);
    expect(signalMoment(scripts([]), TURN_DURATIONS, 'turn-end')).toEqual([]);
  });

  it('counts down and ends only the effects waiting on the moment, in a new list', () => {
    const state = { effects: [effect(1, 'end-of-turn'), effect(2, 'end-of-next-player-turn', 2), effect(3, 'start-of-next-turn')] } as unknown as ScriptState;
    const before = state.effects;
    expect(signalMoment(state, TURN_DURATIONS, 'turn-end')).toEqual([effect(1, 'end-of-turn')]);
    expect(state.effects).toEqual([effect(2, 'end-of-next-player-turn', 1), effect(3, 'start-of-next-turn')]);
    expect(state.effects).not.toBe(before);
  });
});
