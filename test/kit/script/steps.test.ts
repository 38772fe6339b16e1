import { describe, expect, it } from 'vitest';
import { deckTop, discardTop, G, toyClient, toyContent } from './toy-client.ts';

const hands = { '0': ['red-1', 'red-2', 'red-3'], '1': ['blue-1', 'blue-2'], '2': ['blue-3'] };
const deck = ['red-4', 'red-5', 'red-6', 'red-7', 'red-8'];
// Four cards, so choosing two from the three left after playing one is a real choice.
const bigHands = { ...hands, '0': ['red-1', 'red-2', 'red-3', 'red-9'] };

describe('kit steps, each through a real boardgame.io client', () => {
  it('draw: the owner takes cards from the top of the draw pile into their hand', () => {
    const client = toyClient(toyContent({ 'red-1': [{ draw: { count: 2 } }] }), { deck, hands });
    client.moves.play('red-1');
    expect(G(client).hands['0']).toEqual(['red-2', 'red-3', 'red-4', 'red-5']);
    expect(deckTop(client)).toEqual(['red-6', 'red-7', 'red-8']);
  });

  it('draw: another player draws, and a short deck is refilled by the game (discards but the top)', () => {
    const client = toyClient(toyContent({ 'red-1': [{ draw: { count: 3, player: 'next' } }] }), {
      deck: ['red-4'],
      discard: ['blue-7', 'blue-8'],
      hands,
    });
    client.moves.play('red-1');
    // red-1 went on top of the discards before its script ran: blue-7 and blue-8 are reshuffled in.
    expect(G(client).hands['1']).toHaveLength(5);
    expect(G(client).hands['1'].slice(2)).toContain('red-4');
    expect(discardTop(client)).toEqual(['red-1']);
  });

  it('discard: chosen cards go on top of the discard pile, the last one on top', () => {
    const client = toyClient(
      toyContent({ 'red-1': [{ 'choose-card': { from: 'hand', count: 2, as: 'two', prompt: 'Discard two' } }, { discard: { cards: '$two' } }] }),
      { deck, hands: bigHands },
    );
    client.moves.play('red-1');
    client.moves.decide(['red-3', 'red-2']);
    expect(discardTop(client)).toEqual(['red-2', 'red-3', 'red-1']);
    expect(G(client).hands['0']).toEqual(['red-9']);
  });

  it('move: the bottom half of the discards, rounded up and not counting this card, goes under the deck', () => {
    const script = [{ move: { from: 'discard-pile', except: '$self', take: 'bottom', count: 'half-up', to: 'deck', at: 'bottom' } }];
    const client = toyClient(toyContent({ 'red-1': script }), { deck: ['red-4'], discard: ['blue-5', 'blue-6', 'blue-7', 'blue-8', 'blue-9'], hands });
    client.moves.play('red-1');
    // Discards top first: red-1 (not counted), blue-5..blue-9; half of 5 rounded up is 3.
    expect(discardTop(client)).toEqual(['red-1', 'blue-5', 'blue-6']);
    expect(deckTop(client)).toEqual(['red-4', 'blue-7', 'blue-8', 'blue-9']);
  });

  it('move: a count, all, and half-down; `as` remembers what moved', () => {
    const script = [
      { move: { from: 'deck', count: 'half-down', to: 'hand', as: 'got' } },
      { move: { from: 'hand', count: 1, take: 'bottom', to: 'discard-pile' } },
      { move: { from: 'deck', count: 'all', to: { zone: 'hand', of: 'next' } } },
    ];
    const client = toyClient(toyContent({ 'red-1': script }), { deck, hands });
    client.moves.play('red-1');
    expect(G(client).hands['0']).toEqual(['red-4', 'red-5', 'red-2']);
    expect(discardTop(client)[0]).toBe('red-3');
    expect(G(client).hands['1']).toEqual(['red-6', 'red-7', 'red-8', 'blue-1', 'blue-2']);
  });

  it('put: named cards go as a block, first named nearest the top', () => {
    const script = [
      { 'choose-card': { from: 'hand', count: 2, as: 'two', prompt: 'Two cards' } },
      { put: { cards: ['$two', '$self'], to: 'deck', at: 'bottom' } },
    ];
    const client = toyClient(toyContent({ 'red-1': script }), { deck, hands: bigHands });
    client.moves.play('red-1');
    client.moves.decide(['red-3', 'red-2']);
    expect(deckTop(client)).toEqual([...deck, 'red-3', 'red-2', 'red-1']);
    expect(G(client).discard).toEqual([]);
  });

  it('shuffle: the zone is reordered by the seeded random, same cards', () => {
    const client = toyClient(toyContent({ 'red-1': [{ shuffle: { zone: 'deck' } }] }), { deck, hands });
    client.moves.play('red-1');
    expect([...deckTop(client)].sort()).toEqual([...deck].sort());
    expect(deckTop(client)).not.toEqual(deck);
  });

  it('choose-card: only cards passing `where`, not `except`, from every zone the reference means', () => {
    const script = [{ 'choose-card': { from: { zone: 'hand', owner: 'opponent' }, where: { suit: 'blue', value: { min: 2 } }, as: 'card', prompt: 'Take a card' } }];
    const client = toyClient(toyContent({ 'red-1': script }), { deck, hands });
    client.moves.play('red-1');
    const pending = G(client).scripts.running!.pending!;
    expect(pending).toMatchObject({ player: '0', kind: 'card', options: ['blue-2', 'blue-3'], min: 1, max: 1 });
    expect(pending.zones).toEqual([{ zone: 'hand', of: '1' }, { zone: 'hand', of: '2' }]);
  });

  it('choose-player: opponents only by default, the answer kept under `as` as one id', () => {
    const script = [{ 'choose-player': { as: 'target', prompt: 'Who draws?' } }, { draw: { player: '$target', count: 1 } }];
    const client = toyClient(toyContent({ 'red-1': script }), { deck, hands });
    client.moves.play('red-1');
    expect(G(client).scripts.running!.pending).toMatchObject({ kind: 'player', options: ['1', '2'], min: 1, max: 1 });
    client.moves.decide(['2']);
    expect(G(client).hands['2']).toEqual(['blue-3', 'red-4']);
  });

  it('choose-group and a game step: an opponent\'s pile is broken back into its owner\'s hand', () => {
    const script = [{ 'choose-group': { from: { zone: 'pile', owner: 'opponent' }, as: 'pile', prompt: 'Break a pile' } }, { scatter: { pile: '$pile' } }];
    const client = toyClient(toyContent({ 'red-1': script }), { deck, hands: { ...hands, '1': ['blue-1', 'blue-2', 'blue-4'] } });
    client.moves.makePile(['red-2']);
    client.events.endTurn!();
    client.moves.makePile(['blue-1', 'blue-2']);
    client.events.endTurn!();
    client.events.endTurn!();
    client.moves.play('red-1');
    // Only one opponent pile: no real choice, so the engine takes it without asking.
    expect(G(client).scripts.running).toBeNull();
    expect(G(client).piles.map((p) => p.owner)).toEqual(['0']);
    expect(G(client).hands['1']).toEqual(['blue-4', 'blue-1', 'blue-2']);
  });

  it('choose-order: the answer is kept in the chosen order', () => {
    const script = [{ 'choose-order': { cards: '$self', as: 'one', prompt: 'Order' } }, { 'choose-card': { from: 'hand', count: 2, as: 'two', prompt: 'Pick two' } }, { 'choose-order': { cards: '$two', as: 'ordered', prompt: 'Order them' } }, { put: { cards: '$ordered', to: 'deck' } }];
    const client = toyClient(toyContent({ 'red-1': script }), { deck, hands: bigHands });
    client.moves.play('red-1');
    // Ordering one card is no choice: the first question is the pick of two.
    expect(G(client).scripts.running!.pending).toMatchObject({ kind: 'card', options: ['red-2', 'red-3', 'red-9'] });
    client.moves.decide(['red-2', 'red-3']);
    expect(G(client).scripts.running!.pending).toMatchObject({ kind: 'order', options: ['red-2', 'red-3'], min: 2, max: 2 });
    client.moves.decide(['red-3', 'red-2']);
    expect(deckTop(client).slice(0, 2)).toEqual(['red-3', 'red-2']);
  });

  it('choose-option: the picked id, tested with `equal`', () => {
    const script = [
      { 'choose-option': { options: [{ id: 'draw', text: 'Draw one' }, { id: 'give', text: 'Next player draws one' }], as: 'pick', prompt: 'Choose one' } },
      { if: { condition: { equal: ['$pick', 'draw'] }, then: [{ draw: {} }], else: [{ draw: { player: 'next' } }] } },
    ];
    const client = toyClient(toyContent({ 'red-1': script }), { deck, hands });
    client.moves.play('red-1');
    expect(G(client).scripts.running!.pending).toMatchObject({ kind: 'option', options: ['draw', 'give'], labels: { draw: 'Draw one', give: 'Next player draws one' } });
    client.moves.decide(['give']);
    expect(G(client).hands['1']).toEqual(['blue-1', 'blue-2', 'red-4']);
  });

  it('for-each and for-each-player: steps once per value, in seat order from the owner', () => {
    const script = [{ 'for-each-player': { among: 'opponent', as: 'p', steps: [{ draw: { player: '$p' } }] } }];
    const client = toyClient(toyContent({ 'blue-1': script }), { deck, hands });
    client.events.endTurn!();
    client.moves.play('blue-1');
    expect(G(client).hands['2']).toEqual(['blue-3', 'red-4']);
    expect(G(client).hands['0']).toEqual(['red-1', 'red-2', 'red-3', 'red-5']);
  });
});
