import type { Game } from 'boardgame.io';
import { ActivePlayers } from 'boardgame.io/core';
import { describe, expect, it } from 'vitest';
import type { BotAction } from '../../../games/kit/bots/random-bot.ts';
import { stableChance, stableChancesAfter, stablyHappens } from '../../../games/kit/bots/stable-chance.ts';
import type { GameModule } from '../../../games/kit/game-module.ts';
import { playGame, prepareGame } from '../../../games/kit/simulate/play-game.ts';

/**
 * Three pushes win. A push opens a timed window that holds pushes until someone answers it:
 * the shape of a wrong Error call and its accusation.
 */
interface PushState {
  pushes: number;
  open: boolean;
}

type Policy = (G: PushState, playerID: string) => BotAction | undefined;

const move = (name: string, ...args: unknown[]): BotAction => ({ kind: 'move', move: name, args });

function pushModule(policy: Policy): GameModule<Record<string, never>, PushState> {
  const createGame = (): Game<PushState> => ({
    name: 'push',
    minPlayers: 2,
    maxPlayers: 4,
    setup: () => ({ pushes: 0, open: false }),
    turn: { activePlayers: ActivePlayers.ALL },
    moves: {
      push: ({ G }, by: number = 1) => ({ pushes: G.pushes + by, open: true }),
      answer: ({ G }) => ({ ...G, open: false }),
    },
    endIf: ({ G }) => (G.pushes >= 3 ? { done: true } : undefined),
    ai: { enumerate: () => [{ move: 'push', args: [] }] },
  });
  return {
    id: 'push',
    title: 'Push',
    contentFiles: {},
    checkContent: () => [],
    createGame,
    setupOptions: () => [],
    chatPolicy: () => undefined,
    invariants: (G) => (G.pushes > 3 ? ['too many pushes'] : []),
    outcomeLabel: () => 'done',
    timedWindow: (G) => (G.open ? { key: `push-${G.pushes}`, seconds: 5, moves: ['push'], reason: 'a push is open' } : undefined),
    botPolicy: (G, _ctx, playerID) => policy(G, playerID),
  };
}

const play = (policy: Policy, seed = 'push') => playGame(prepareGame(pushModule(policy), {}), { numPlayers: 3, setupData: {}, seed, maxMoves: 50 });
const moves = (record: ReturnType<typeof play>) => record.moves.map((m) => `${m.playerID}:${m.move}`);

describe("the simulator with a game's own bots (GameModule.botPolicy)", () => {
  it('plays what the policy chooses; a move an open window holds waits while another seat acts at once', () => {
    const policy: Policy = (G, p) => (p === '0' ? move('push') : p === '1' && G.open ? move('answer') : undefined);
    for (const seed of ['a', 'b', 'c', 'd']) {
      const record = play(policy, seed);
      expect(record.failure).toBeUndefined();
      expect(moves(record)).toEqual(['0:push', '1:answer', '0:push', '1:answer', '0:push']);
    }
  });

  it('lets a held move go when no seat acts at once: the window has run out', () => {
    const record = play((_G, p) => (p === '0' ? move('push') : undefined));
    expect(moves(record)).toEqual(['0:push', '0:push', '0:push']);
  });

  it("fails with no-legal-move when no seat's policy acts and the game is not over", () => {
    const record = play(() => undefined);
    expect(record.failure?.kind).toBe('no-legal-move');
  });

  it('fails with illegal-move, naming the policy, when it chooses a move the engine refuses', () => {
    const record = play((_G, p) => (p === '0' ? move('shove') : undefined));
    expect(record.failure?.kind).toBe('illegal-move');
    expect(record.failure?.message).toMatch(/the bot policy chose shove\(\) by player 0/);
  });
});

describe('stableChance', () => {
  it('gives the same number for the same key, in [0, 1)', () => {
    expect(stableChance('2:r2-3:call')).toBe(stableChance('2:r2-3:call'));
    expect(stableChance('2:r2-3:call')).not.toBe(stableChance('3:r2-3:call'));
    for (let i = 0; i < 1000; i++) {
      const x = stableChance(`k${i}`);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });

  it('spreads near keys evenly, so a chance of p happens about p of the time', () => {
    const hits = Array.from({ length: 10_000 }, (_, i) => stablyHappens(0.3, `seat-${i % 7}:act-${i}`)).filter(Boolean).length;
    expect(hits / 10_000).toBeGreaterThan(0.27);
    expect(hits / 10_000).toBeLessThan(0.33);
    expect(stablyHappens(0, 'any')).toBe(false);
    expect(stablyHappens(1, 'any')).toBe(true);
  });

  it('gives, after a prefix read once, the number of the whole key', () => {
    const after = stableChancesAfter('3|0|law-7|0=android-2,1=human-1|2|');
    for (const rest of ['r1-4:call', 'ask-3:slip', '', 'bid-belief-9']) {
      expect(after(rest)).toBe(stableChance(`3|0|law-7|0=android-2,1=human-1|2|${rest}`));
    }
    expect(stableChancesAfter('')('x')).toBe(stableChance('x'));
  });
});
