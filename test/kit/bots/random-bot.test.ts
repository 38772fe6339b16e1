import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import type { Ctx } from 'boardgame.io';
import { InitializeGame } from 'boardgame.io/internal';
import { chooseBotMove, chooseFromView, legalActionsFromView, viewFor } from '../../../games/kit/bots/random-bot.ts';
import { tinyContent, tinyModule, type TinyState } from '../simulate/fixtures/tiny-game.ts';

function start(turnBased = false, seed = 'fixed') {
  const game = tinyModule({ turnBased }).createGame(tinyContent);
  const state = InitializeGame({ game: { ...game, seed }, numPlayers: 3, setupData: { length: 'short' } });
  return { game, state: state as typeof state & { G: TinyState } };
}

function choicesOver(draws: number, pick: (rng: () => number) => unknown): Set<string> {
  const rng = seedrandom('draws');
  return new Set(Array.from({ length: draws }, () => JSON.stringify(pick(rng))));
}

describe('chooseBotMove', () => {
  it('asks enumerate with the seat’s own view, never the full state', () => {
    const { game, state } = start();
    const seen: unknown[] = [];
    const enumerate = game.ai!.enumerate;
    const spied = { ...game, ai: { enumerate: (G: TinyState, ctx: Ctx, id: string) => (seen.push(G), enumerate(G, ctx, id)) } };
    chooseBotMove(spied, state, '1', seedrandom('x'));
    expect(seen).toEqual([{ ...state.G, secrets: { 1: state.G.secrets['1'] } }]);
  });

  it('offers only what the seat may know: its own secret, not the others’', () => {
    const { game, state } = start();
    const own = state.G.secrets['2'];
    const picked = choicesOver(300, (rng) => chooseBotMove(game, state, '2', rng));
    expect(picked).toEqual(
      new Set([
        JSON.stringify({ kind: 'move', move: 'add', args: [1] }),
        JSON.stringify({ kind: 'move', move: 'add', args: [2] }),
        JSON.stringify({ kind: 'move', move: 'reveal', args: [own] }),
      ]),
    );
  });

  it('sees the full state only when the game hides nothing (no playerView)', () => {
    const { game, state } = start();
    const open = { ...game, playerView: undefined };
    const reveals = legalActionsFromView(open, viewFor(open, state.G, state.ctx, '2'), state.ctx, '2')
      .filter((a) => a.move === 'reveal')
      .map((a) => a.args[0]);
    expect(reveals).toEqual(Object.values(state.G.secrets));
  });

  it('picks each legal action about equally often', () => {
    const { game, state } = start();
    const counts = new Map<string, number>();
    const rng = seedrandom('uniform');
    for (let i = 0; i < 3000; i++) {
      const key = JSON.stringify(chooseBotMove(game, state, '0', rng));
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect(counts.size).toBe(3);
    for (const count of counts.values()) expect(count).toBeGreaterThan(850);
  });

  it('offers events such as endTurn in a turn-based game, as events', () => {
    const { game, state } = start(true);
    const actions = legalActionsFromView(game, viewFor(game, state.G, state.ctx, '0'), state.ctx, '0');
    expect(actions).toContainEqual({ kind: 'event', move: 'endTurn', args: [] });
  });

  it('reads enumerate entries written as boardgame.io actions', () => {
    const { game, state } = start();
    const asActions = {
      ...game,
      ai: { enumerate: () => [{ type: 'MAKE_MOVE', payload: { type: 'add', args: [2], playerID: '0' } }] as never },
    };
    expect(chooseFromView(asActions, state.G, state.ctx, '0', Math.random)).toEqual({ kind: 'move', move: 'add', args: [2] });
  });

  it('has nothing to do once the game is over', () => {
    const { game, state } = start();
    const over = { ...state, ctx: { ...state.ctx, gameover: { winner: '0' } } };
    expect(chooseBotMove(game, over, '0', Math.random)).toBeUndefined();
  });

  it('refuses a game without ai.enumerate, by name', () => {
    const { game, state } = start();
    expect(() => chooseBotMove({ ...game, ai: undefined }, state, '0', Math.random)).toThrow(/tiny.*ai\.enumerate/);
  });
});
