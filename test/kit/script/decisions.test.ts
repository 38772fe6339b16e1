import { describe, expect, it } from 'vitest';
import { legalAnswers, SCRIPT_STAGE } from '../../../games/kit/script/index.ts';
import { normalizeRequest } from '../../../games/kit/script/decisions.ts';
import { discardTop, G, toyClient, toyContent } from './toy-client.ts';

const hands = { '0': ['red-1', 'red-2', 'red-3', 'red-9'], '1': ['blue-1', 'blue-2'], '2': ['blue-3'] };
const deck = ['red-4', 'red-5', 'red-6'];
const discardTwo = [{ 'choose-card': { from: 'hand', count: 2, as: 'two', prompt: 'Discard two cards' } }, { discard: { cards: '$two' } }];

describe('decisions: a script pauses, the decider answers, the script resumes', () => {
  it('pauses with a pending decision and puts only the decider in the decision stage', () => {
    const client = toyClient(toyContent({ 'red-1': discardTwo }), { deck, hands });
    client.moves.play('red-1');
    const { G: state, ctx } = client.store.getState();
    expect(state.scripts.running!.pending).toEqual({
      run: 1,
      player: '0',
      kind: 'card',
      prompt: 'Discard two cards',
      options: ['red-2', 'red-3', 'red-9'],
      min: 2,
      max: 2,
      zones: [{ zone: 'hand', of: '0' }],
    });
    expect(ctx.activePlayers).toEqual({ '0': SCRIPT_STAGE });
  });

  it('an illegal answer is refused and changes nothing; a legal one resumes and restores the turn', () => {
    const client = toyClient(toyContent({ 'red-1': discardTwo }), { deck, hands });
    client.moves.play('red-1');
    const before = client.store.getState();
    for (const bad of [['red-2'], ['red-2', 'blue-1'], ['red-2', 'red-2'], 'red-2', [1, 2], ['red-2', 'red-3', 'red-9']]) {
      client.moves.decide(bad);
      expect(client.store.getState().G).toEqual(before.G);
      expect(client.store.getState().ctx).toEqual(before.ctx);
      expect(client.store.getState()._stateID).toBe(before._stateID);
    }
    client.moves.decide(['red-9', 'red-3']);
    const after = client.store.getState();
    expect(after.G.scripts.running).toBeNull();
    expect(discardTop(client)).toEqual(['red-3', 'red-9', 'red-1']);
    expect(after.ctx.activePlayers).toBeNull();
    expect(after.G.finished).toEqual(['red-1']);
    client.moves.play('red-2');
    expect(G(client).hands['0']).toEqual([]);
  });

  it('while a card waits, the decider cannot make other moves and other players cannot answer', () => {
    const client = toyClient(toyContent({ 'red-1': discardTwo }), { deck, hands });
    client.moves.play('red-1');
    const before = client.store.getState();
    client.moves.play('red-2');
    client.moves.makePile(['red-2']);
    client.updatePlayerID('1');
    client.moves.decide(['red-2', 'red-3']);
    expect(client.store.getState().G).toEqual(before.G);
  });

  it('a decision by another player: they alone are active, then the current player has the turn back', () => {
    const script = [{ 'choose-card': { from: 'hand', chooser: 'next', as: 'taken', prompt: 'Take a card from their hand' } }, { put: { cards: '$taken', to: { zone: 'hand', of: 'next' } } }];
    const client = toyClient(toyContent({ 'red-1': script }), { deck, hands });
    client.moves.play('red-1');
    expect(client.store.getState().ctx.activePlayers).toEqual({ '1': SCRIPT_STAGE });
    expect(G(client).scripts.running!.pending).toMatchObject({ player: '1', options: ['red-2', 'red-3', 'red-9'] });
    client.updatePlayerID('1');
    client.moves.decide(['red-9']);
    expect(G(client).hands).toMatchObject({ '0': ['red-2', 'red-3'], '1': ['red-9', 'blue-1', 'blue-2'] });
    expect(client.store.getState().ctx).toMatchObject({ activePlayers: null, currentPlayer: '0' });
  });

  it('with nothing to choose, the result is empty and nobody is asked', () => {
    const script = [{ 'choose-card': { from: 'hand', where: { suit: 'blue' }, as: 'card', prompt: 'A blue card' } }, { if: { condition: { chosen: '$card' }, then: [{ draw: {} }], else: [{ draw: { count: 2 } }] } }];
    const client = toyClient(toyContent({ 'red-1': script }), { deck, hands });
    client.moves.play('red-1');
    expect(G(client).scripts.running).toBeNull();
    expect(G(client).hands['0']).toHaveLength(5);
  });

  it('other players see who decides and how many, but not the options; the answer is redacted from their log', () => {
    const content = toyContent({ 'red-1': discardTwo });
    const table = { deck, hands };
    const decider = toyClient(content, table, { playerID: '0' });
    decider.moves.play('red-1');
    expect(decider.getState()!.G.scripts.running!.pending!.options).toEqual(['red-2', 'red-3', 'red-9']);
    const state = decider.store.getState();
    const game = decider.game;
    const otherView = game.playerView!({ G: state.G, ctx: state.ctx, playerID: '1' }) as { scripts: unknown };
    expect(otherView.scripts).toEqual({
      running: { id: 1, tag: 'red-1', pending: { run: 1, player: '0', kind: 'card', prompt: 'Discard two cards', options: [], min: 2, max: 2, zones: [{ zone: 'hand', of: '0' }] } },
      effects: [],
    });
    decider.moves.decide(['red-2', 'red-3']);
    expect(decider.store.getState().deltalog![0]).toMatchObject({ action: { payload: { type: 'decide' } }, redact: true });
  });

  it('legalAnswers gives bots every legal answer, each accepted; orders are permutations', () => {
    const client = toyClient(toyContent({ 'red-1': discardTwo }), { deck, hands });
    client.moves.play('red-1');
    const pending = G(client).scripts.running!.pending!;
    const answers = legalAnswers(pending);
    expect(answers).toEqual([['red-2', 'red-3'], ['red-2', 'red-9'], ['red-3', 'red-9']]);
    for (const answer of answers) {
      const fresh = toyClient(toyContent({ 'red-1': discardTwo }), { deck, hands });
      fresh.moves.play('red-1');
      fresh.moves.decide(answer);
      expect(G(fresh).scripts.running).toBeNull();
    }
    expect(legalAnswers({ player: '0', kind: 'order', prompt: '', options: ['a', 'b', 'c'], min: 3, max: 3 })).toHaveLength(6);
    expect(legalAnswers({ player: '0', kind: 'card', prompt: '', options: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'], min: 0, max: 10 }, 20)).toHaveLength(20);
  });
});

describe('normalizeRequest', () => {
  const ask = (options: string[], min = 1, max = 1) => normalizeRequest({ player: '0', kind: 'card', prompt: 'Pick', options, min, max });

  it('drops repeated options, keeping each where it first came, on a short list and a long one', () => {
    expect(ask(['b', 'a', 'b', 'c', 'a']).decision.options).toEqual(['b', 'a', 'c']);
    const long = Array.from({ length: 40 }, (_, i) => `card-${i % 25}`);
    expect(ask(long).decision.options).toEqual(Array.from({ length: 25 }, (_, i) => `card-${i}`));
  });

  it('answers by itself when the repeats leave no real choice, and clamps the bounds to the distinct options', () => {
    expect(ask(['x', 'x', 'x']).auto).toEqual(['x']);
    expect(ask(['x', 'y', 'x'], 1, 5).decision).toMatchObject({ options: ['x', 'y'], min: 1, max: 2 });
  });
});
