import { describe, expect, it } from 'vitest';
import { G, toyClient, toyContent } from './toy-client.ts';

const script = [{ shuffle: { zone: 'deck' } }, { draw: { count: 2 } }, { 'choose-card': { from: 'hand', as: 'card', prompt: 'Discard' } }, { discard: { cards: '$card' } }];

function playWith(seed: string) {
  // No arranged table: the deal itself is shuffled by the seed too.
  const client = toyClient(toyContent(Object.fromEntries(['red', 'blue'].flatMap((s) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((v) => [`${s}-${v}`, script])))), undefined, { seed });
  for (let turn = 0; turn < 6; turn++) {
    const player = client.store.getState().ctx.currentPlayer;
    client.moves.play(G(client).hands[player][0]);
    const pending = G(client).scripts.running?.pending;
    if (pending) {
      client.updatePlayerID(pending.player);
      client.moves.decide([pending.options[pending.options.length - 1]]);
      client.updatePlayerID(null);
    }
    client.events.endTurn!();
  }
  return G(client);
}

describe('determinism', () => {
  it('the same seed and moves give the same state; another seed another', () => {
    const a = playWith('seed-a');
    expect(playWith('seed-a')).toEqual(a);
    expect(playWith('seed-b')).not.toEqual(a);
    expect(a.scripts.running).toBeNull();
  });
});
