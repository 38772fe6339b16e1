import type { Ctx } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { areYouARobot } from '../../../games/are-you-a-robot/index.ts';
import { biasEffect } from '../../../games/bias-effect/index.ts';
import { evilRobots } from '../../../games/evil-robots/index.ts';
import { loadGames } from '../../../games/kit/content/load-content.ts';
import type { GameModule } from '../../../games/kit/game-module.ts';
import { playGame, prepareGame } from '../../../games/kit/simulate/play-game.ts';
import { robots } from '../../../games/robots/index.ts';
import { threeLaws } from '../../../games/three-laws/index.ts';

function fixtureContent(root: string, module: GameModule<any, any>): unknown {
  const loaded = loadGames(root, [module]);
  if (loaded.errors.length) throw new Error(`fixture content has errors: ${JSON.stringify(loaded.errors)}`);
  return loaded.games[0].content;
}

/** One whole bot game on fixture content, and its seat records beside its gameover. */
function playOne(module: GameModule<any, any>, root: string, numPlayers: number, setupData: Record<string, string> = {}) {
  const record = playGame(prepareGame(module, fixtureContent(root, module)), { numPlayers, setupData, seed: 'seat-results-1', maxMoves: 5000 });
  expect(record.failure).toBeUndefined();
  const seats = record.seats!;
  expect(seats.map((s) => s.seat)).toEqual(Array.from({ length: numPlayers }, (_, i) => String(i)));
  return { seats, gameover: record.gameover as any };
}

const winnersOf = (seats: { seat: string; won: boolean }[]) => seats.filter((s) => s.won).map((s) => s.seat);

describe('seat results of each game, read from a finished game', () => {
  it('Are You A Robot?: each seat with the team it ended on; the winning side won', () => {
    const { seats, gameover } = playOne(areYouARobot, 'test/fixtures/content/good', 6, { mode: 'extended' });
    expect(seats.map((s) => s.role)).toEqual(seats.map((s) => (gameover.roles[s.seat] === 'robot' ? 'Robot' : 'Human')));
    expect(winnersOf(seats).sort()).toEqual([...gameover.winners].sort());
    expect(seats.every((s) => s.score === undefined)).toBe(true);
  });

  it('Bias Effect: identity names from content, chips as the score, winners by identity goal', () => {
    const { seats, gameover } = playOne(biasEffect, 'test/fixtures/bias-effect/good', 4);
    const content = fixtureContent('test/fixtures/bias-effect/good', biasEffect) as { identities: { identities: { id: string; name: string }[] } };
    const name = (id: string) => content.identities.identities.find((i) => i.id === id)!.name;
    expect(seats.map((s) => s.role)).toEqual(seats.map((s) => name(gameover.identities[s.seat])));
    expect(winnersOf(seats).sort()).toEqual([...gameover.winners].sort());
    expect(seats.every((s) => Number.isInteger(s.score) && s.score! >= 0)).toBe(true);
  });

  it('Evil Robots: Influence as the score and the team of the last reveal', () => {
    const { seats, gameover } = playOne(evilRobots, 'test/fixtures/evil-robots/good', 5);
    expect(seats.map((s) => s.score)).toEqual(seats.map((s) => gameover.influence[s.seat]));
    expect(winnersOf(seats).sort()).toEqual([...gameover.winners].filter((p: string) => p !== 'extra').sort());
    expect(seats.every((s) => ['Good', 'Evil', 'Neutral'].includes(s.role!))).toBe(true);
  });

  it('3 Laws of Robotics: Victory Point totals, one winner, no role', () => {
    const { seats, gameover } = playOne(threeLaws, 'test/fixtures/three-laws/good', 4, { start: 'round-2' });
    expect(seats.map((s) => s.score)).toEqual(seats.map((s) => gameover.totals[s.seat]));
    expect(winnersOf(seats)).toEqual([gameover.winner]);
    expect(seats.every((s) => s.role === undefined)).toBe(true);
  });

  it('ROBOTS!: points from the gameover, the seat that reached the target won', () => {
    const ctx = { playOrder: ['0', '1', '2'], gameover: { winner: '2', reason: 'target-reached', scores: { 0: 40, 1: -5, 2: 310 }, hands: 9 } } as unknown as Ctx;
    expect(robots.seatResults!({} as never, ctx, {} as never)).toEqual([
      { seat: '0', score: 40, won: false },
      { seat: '1', score: -5, won: false },
      { seat: '2', score: 310, won: true },
    ]);
  });
});
