import { describe, expect, it } from 'vitest';
import { gamesDigest, type PlayedGame } from './game-digest.ts';

const EMPTY: PlayedGame = { moves: [], gameover: undefined };

function game({ seat = '0', card = { card: 'r7', pile: 2 } as object, event = true, gameover = { winner: '1', scores: { '0': 3, '1': 9 } } as unknown } = {}): PlayedGame {
  return {
    moves: [
      { playerID: seat, move: 'draw', args: [] },
      { playerID: '1', move: 'play', args: [card] },
      { playerID: '1', move: 'endTurn', args: [], ...(event && { kind: 'event' }) },
    ],
    gameover,
  };
}

describe('gamesDigest', () => {
  it('is the same for the same games, whatever the key order of their objects', () => {
    const reordered = game({ card: { pile: 2, card: 'r7' }, gameover: { scores: { '1': 9, '0': 3 }, winner: '1' } });
    expect(gamesDigest([reordered, game()])).toBe(gamesDigest([game(), game()]));
  });

  it('changes with a seat, an argument, a move turned event, the end or the order of the games', () => {
    const base = gamesDigest([game(), EMPTY]);
    expect(gamesDigest([game({ seat: '1' }), EMPTY])).not.toBe(base);
    expect(gamesDigest([game({ card: { card: 'r8', pile: 2 } }), EMPTY])).not.toBe(base);
    expect(gamesDigest([game({ event: false }), EMPTY])).not.toBe(base);
    expect(gamesDigest([game({ gameover: { winner: '0' } }), EMPTY])).not.toBe(base);
    expect(gamesDigest([EMPTY, game()])).not.toBe(base);
  });
});
