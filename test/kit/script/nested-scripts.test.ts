import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { Step } from '../../../games/kit/script/index.ts';
import { discardTop, G, toyClient, toyContent } from './toy-client.ts';

const deck = ['red-4', 'red-5', 'red-6', 'red-7', 'red-8'];

describe('a step that runs another card\'s script, and the worked example of the docs', () => {
  it('trigger: a card discarded by a script runs its own script (with its own $self and owner), then the first goes on', () => {
    const content = toyContent({
      'red-1': [{ draw: { count: 2 } }, { 'choose-card': { from: 'hand', as: 'card', prompt: 'Discard one' } }, { trigger: { card: '$card' } }, { draw: { player: 'next' } }],
      'red-2': [{ 'choose-card': { from: 'hand', where: { suit: 'red' }, count: 2, as: 'two', prompt: 'Put two back' } }, { put: { cards: ['$two', '$self'], to: 'deck', at: 'bottom' } }],
    });
    const client = toyClient(content, { deck, hands: { '0': ['red-1', 'red-2', 'red-3', 'blue-9'], '1': ['blue-1'], '2': ['blue-2'] } });
    client.moves.play('red-1');
    client.moves.decide(['red-2']);
    // red-2's own script now waits, for the same player, with red-2 itself out of the hand.
    expect(G(client).scripts.running!.pending).toMatchObject({ prompt: 'Put two back', options: ['red-3', 'red-4', 'red-5'] });
    expect(G(client).scripts.running!.scopes.map((s) => s.self)).toEqual(['red-1', 'red-2']);
    client.moves.decide(['red-5', 'red-4']);
    expect(G(client).deck.slice(0, 3)).toEqual(['red-2', 'red-4', 'red-5']);
    expect(discardTop(client)).toEqual(['red-1']);
    expect(G(client).hands['1']).toEqual(['blue-1', 'red-6']);
    expect(G(client).finished).toEqual(['red-1']);
  });

  it('the laser of docs/scripting.md does what the doc says', () => {
    const doc = readFileSync('docs/scripting.md', 'utf8');
    const block = /```yaml\n( {2}- id: laser[\s\S]*?)```/.exec(doc)![1];
    const laser = (parse(block) as { script: Step[] }[])[0].script;
    const client = toyClient(toyContent({ 'red-1': laser }), { deck, hands: { '0': ['red-1'], '1': ['blue-1', 'blue-2', 'blue-3', 'blue-4'], '2': ['blue-5', 'blue-6'] } });
    client.events.endTurn!();
    client.moves.makePile(['blue-1', 'blue-2', 'blue-3']);
    client.events.endTurn!();
    client.moves.makePile(['blue-5', 'blue-6']);
    client.events.endTurn!();
    client.moves.play('red-1');
    expect(G(client).scripts.running!.pending).toMatchObject({ kind: 'group', options: ['pile-1', 'pile-2'] });
    client.moves.decide(['pile-1']);
    expect(G(client).scripts.running!.pending).toMatchObject({ kind: 'card', options: ['blue-1', 'blue-2', 'blue-3'] });
    client.moves.decide(['blue-2']);
    expect(discardTop(client)).toEqual(['blue-2', 'red-1']);
    expect(G(client).hands['1']).toEqual(['blue-4', 'blue-1', 'blue-3']);
    expect(G(client).piles.map((p) => p.id)).toEqual(['pile-2']);
    expect(G(client).scripts.effects).toMatchObject([{ effect: 'shield', owner: '0', source: 'red-1' }]);
  });
});
