import { beforeAll, describe, expect, it, vi } from 'vitest';
import { checkReady, finalResult, finishRound, nextStartPlayer } from '../../games/three-laws/rules/round-end.ts';
import { content, gameoverOf, play, playRound, prepared, readyAll, refused, seats, start } from './support.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

/** Victory Point hands from counts (all 1s) or values, in seat order. */
const vpOf = (hands: number[][]) => Object.fromEntries(hands.map((h, i) => [String(i), h]));
const counts = (...n: number[]) => vpOf(n.map((k) => Array<number>(k).fill(1)));

describe('the new start player', () => {
  it('is the player with the most Victory Point cards, looking clockwise from the current start player, itself first', () => {
    const players = seats(5);
    expect(nextStartPlayer({ players, startPlayer: '2', vp: counts(1, 3, 0, 3, 2) })).toBe('3');
    expect(nextStartPlayer({ players, startPlayer: '4', vp: counts(1, 3, 0, 3, 2) })).toBe('1');
    // Tied with others for the most, the current start player stays.
    expect(nextStartPlayer({ players, startPlayer: '1', vp: counts(1, 3, 0, 3, 2) })).toBe('1');
    // Cards are counted, not their points.
    expect(nextStartPlayer({ players, startPlayer: '0', vp: vpOf([[3], [1, 1], [], [], []]) })).toBe('1');
  });

  it('is named in the round’s report and asks first in the next round', () => {
    const G = prepared({ cards: ['android-4', 'android-1', 'ai-3', 'ai-1'], keys: { 0: 0, 1: 0, 2: 4, 3: 0 }, tokens: { 3: 1 }, startPlayer: '1', round: 2 });
    const done = finishRound(G, content).G;
    // AIs score (2, 3); seat 3 also holds the only token: 3 cards to seat 3.
    expect(done.history[0].nextStartPlayer).toBe('3');
    let state = start(done);
    state = readyAll(state);
    expect(state.G.startPlayer).toBe('3');
    expect(state.G.step).toEqual({ kind: 'query-ask', current: '3' });
  });
});

describe('between rounds', () => {
  it('the next round waits until every player is ready', () => {
    let state = playRound(start(prepared({ cards: ['android-4', 'android-1', 'ai-3', 'ai-1'], round: 1, lawsInForce: [] })));
    expect(state.G.step).toEqual({ kind: 'round-end', ready: [] });
    state = play(state, ['2', 'ready'], ['0', 'ready'], ['3', 'ready']);
    expect(state.G.step).toEqual({ kind: 'round-end', ready: ['2', '0', '3'] });
    refused(state, '2', 'ready');
    refused(state, null, 'ready');
    state = play(state, ['1', 'ready']);
    expect(state.G.round).toBe(2);
    expect(state.G.step.kind).toBe('query-ask');
    expect(state.G.lawsInForce).toHaveLength(1);
  });

  it('ready is refused while the round is played', () => {
    const G = prepared({ cards: ['android-4', 'android-1', 'ai-3', 'ai-1'] });
    expect(checkReady(G, '0')?.code).toBe('round-running');
    refused(start(G), '0', 'ready');
  });
});

describe('the end of the game', () => {
  it('the highest Victory Point total wins, every card shown', () => {
    const result = finalResult({ players: seats(4), startPlayer: '0', vp: vpOf([[1, 1, 1], [3, 2], [3, 3], [1]]) });
    expect(result).toEqual({
      winner: '2',
      vp: vpOf([[1, 1, 1], [3, 2], [3, 3], [1]]),
      totals: { 0: 3, 1: 5, 2: 6, 3: 1 },
      ranking: ['2', '1', '0', '3'],
      startPlayer: '0',
    });
  });

  it('a tie for the highest total goes to the player closest clockwise to the start player, the start player first', () => {
    const vp = vpOf([[3, 2], [1], [2, 2, 1], [3, 1, 1]]);
    expect(finalResult({ players: seats(4), startPlayer: '1', vp }).ranking).toEqual(['2', '3', '0', '1']);
    expect(finalResult({ players: seats(4), startPlayer: '3', vp }).winner).toBe('3');
    expect(finalResult({ players: seats(4), startPlayer: '0', vp }).winner).toBe('0');
  });

  it('ruling: the tie-break counts from the last round’s start player, not the one chosen after it', () => {
    // Round 4, start player 0. Seats 1 and 3 tie on 6 points; seat 2 earns the round's cards and would start next.
    const G = prepared({ cards: ['android-1', 'ai-1', 'android-4', 'ai-3'], round: 4, keys: { 0: 0, 1: 0, 2: 4, 3: 0 }, startPlayer: '0' });
    const vp = vpOf([[1], [3, 3], [], [2, 2, 2]]);
    const { G: after, gameover } = finishRound({ ...G, vp, vpDeck: [1, 1, ...G.vpDeck] }, content);
    // Androids score: seats 0 and 2 take a 1 each.
    expect(after.vp['2']).toEqual([1]);
    expect(after.history[0].nextStartPlayer).toBe('3');
    expect(gameover).toMatchObject({ winner: '1', startPlayer: '0', totals: { 0: 2, 1: 6, 2: 1, 3: 6 } });
  });

  it('a whole game through the engine ends after the last round with the final result', () => {
    let state = start(undefined, { numPlayers: 6, seed: 'whole' });
    while (!state.ctx.gameover) {
      state = playRound(state);
      if (!state.ctx.gameover) state = readyAll(state);
    }
    expect(state.G.history).toHaveLength(4);
    expect(gameoverOf(state)).toEqual(finalResult(state.G));
    expect(gameoverOf(state)!.startPlayer).toBe(state.G.history[3].startPlayer);
    refused(state, '0', 'ready');
    refused(state, '0', 'reveal');
  });
});
