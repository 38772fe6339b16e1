import { describe, expect, it } from 'vitest';
import { gamesDigest, type PlayedGame } from './game-digest.ts';

const game = (): PlayedGame => ({
  moves: [
    { playerID: '0', move: 'draw', args: [] },
    { playerID: '1', move: 'play', args: [{ card: 'r7', pile: 2 }] },
    { playerID: '1', move: 'endTurn', args: [], kind: 'event' },
  ],
  gameover: { winner: '1', scores: { '0': 3, '1': 9 } },
});

describe('gamesDigest', () => {
  it('is the same for the same games, whatever the key order of their objects', () => {
    const reordered = game();
    reordered.moves[1].args[0] = { pile: 2, card: 'r7' };
    reordered.gameover = { scores: { '1': 9, '0': 3 }, winner: '1' };
    expect(gamesDigest([reordered, game()])).toBe(gamesDigest([game(), game()]));
  });

  it('changes with a move, an argument, the end or the order of the games', () => {
    const base = gamesDigest([game(), { moves: [], gameover: undefined }]);
    const changed = (edit: (g: PlayedGame) => void) => {
      const g = game();
      edit(g);
      return gamesDigest([g, { moves: [], gameover: undefined }]);
    };
    expect(changed((g) => ((g.moves as PlayedGame['moves'][number][])[0] = { playerID: '1', move: 'draw', args: [] }))).not.toBe(base);
    expect(changed((g) => ((g.moves as PlayedGame['moves'][number][])[1] = { playerID: '1', move: 'play', args: [{ card: 'r8', pile: 2 }] }))).not.toBe(base);
    expect(changed((g) => ((g.moves as PlayedGame['moves'][number][])[2] = { playerID: '1', move: 'endTurn', args: [] }))).not.toBe(base);
    expect(changed((g) => (g.gameover = { winner: '0' }))).not.toBe(base);
    expect(gamesDigest([{ moves: [], gameover: undefined }, game()])).not.toBe(base);
  });
});
