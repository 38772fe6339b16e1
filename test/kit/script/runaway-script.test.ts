import { describe, expect, it } from 'vitest';
import { RunawayScript } from '../../../games/kit/script/index.ts';
import { toyClient, toyContent } from './toy-client.ts';

const deck = ['red-4', 'red-5', 'red-6', 'red-7', 'red-8'];
const hands = { '0': ['red-1', 'red-2', 'red-3'], '1': ['blue-1'], '2': ['blue-2'] };

function thrownBy(play: () => void): unknown {
  try {
    play();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('a script that runs away', () => {
  it('names the card and each step on the way down to where it was, by position and kind', () => {
    const loop = [{ draw: { count: 1 } }, { repeat: { times: 100_000, steps: [{ if: { condition: { count: { zone: 'deck', 'at-least': 0 } }, then: [{ shuffle: { zone: 'deck' } }] } }] } }];
    const client = toyClient(toyContent({ 'red-1': loop }), { deck, hands });
    const error = thrownBy(() => client.moves.play('red-1'));
    expect(error).toBeInstanceOf(RunawayScript);
    const { places, message } = error as RunawayScript;
    expect(places).toHaveLength(1);
    expect(places[0].card).toBe('red-1');
    expect(places[0].script).toEqual(loop);
    expect(places[0].steps.slice(0, 2)).toEqual([{ position: 2, kind: 'repeat' }, { position: 1, kind: 'if', within: 'steps' }]);
    expect(places[0].path.slice(0, 4)).toEqual([1, 'repeat', 'steps', 0]);
    expect(message).toMatch(/^A script ran more than 10000 steps: card red-1's script, step 2 \(repeat\) > steps: step 1 \(if\)/);
  });

  it('names the card whose script was running and the card whose script called it', () => {
    const calls = [{ trigger: { card: 'red-2' } }];
    const loop = [{ repeat: { times: 100_000, steps: [{ shuffle: { zone: 'deck' } }] } }];
    const client = toyClient(toyContent({ 'red-1': calls, 'red-2': loop }), { deck, hands });
    const { places, message } = thrownBy(() => client.moves.play('red-1')) as RunawayScript;
    expect(places.map((p) => p.card)).toEqual(['red-1', 'red-2']);
    expect(places[0].steps).toEqual([{ position: 1, kind: 'trigger' }]);
    expect(places[1].steps[0]).toEqual({ position: 1, kind: 'repeat' });
    expect(places[1].path.slice(0, 1)).toEqual([0]);
    expect(message).toContain("card red-2's script, step 1 (repeat)");
    expect(message).toContain("called from card red-1's script, step 1 (trigger)");
  });
});
