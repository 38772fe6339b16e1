import { Client } from 'boardgame.io/client';
import { describe, expect, it } from 'vitest';
import { firstOrRest, legalActions } from '../../../games/kit/card-game/card-moves.ts';
import type { GuardedMove } from '../../../games/kit/rules/guarded-move.ts';
import { nextSeat } from '../../../games/kit/card-game/turn-order.ts';
import { HIDDEN_CARD } from '../../../games/kit/card-game/table-state.ts';
import { toyCardGame, toyMoves, type ToyCardState } from '../../fixtures/card-game/toy-card-game.ts';

const seats = ['0', '1', '2', '3'];

describe('nextSeat', () => {
  it('goes round the play order, the other way once reversed, over skipped seats', () => {
    expect(nextSeat({ direction: 1, skip: 0 }, seats, '3')).toBe('0');
    expect(nextSeat({ direction: -1, skip: 0 }, seats, '0')).toBe('3');
    expect(nextSeat({ direction: 1, skip: 1 }, seats, '1')).toBe('3');
    expect(nextSeat({ direction: -1, skip: 2 }, seats, '1')).toBe('2');
    expect(nextSeat({ direction: 1, skip: 1 }, ['0', '1'], '0')).toBe('0');
  });
});

/** A toy match through boardgame.io with a chosen state. */
function match(G: ToyCardState, numPlayers = 4) {
  const client = Client({ game: { ...toyCardGame, setup: () => structuredClone(G) }, numPlayers });
  client.start();
  return client;
}

/** A 4-seat table: each seat holds one suns card and a moons card, the top discard is suns. */
function table(): ToyCardState {
  return {
    zones: {
      draw: ['2-stars', '3-stars'],
      discard: ['2-suns'],
      shown: [],
      'hand:0': ['crown-suns', '1-moons'],
      'hand:1': ['3-suns', '2-moons'],
      'hand:2': ['1-suns', '3-moons'],
      'hand:3': ['1-stars', 'crown-moons'],
    },
    order: { direction: 1, skip: 0 },
    named: null,
  };
}

describe('defineCardGame', () => {
  it('passes the turn over a skipped seat once, and the other way after a reverse', () => {
    const client = match(table());
    client.moves.play('crown-suns');
    expect(client.getState()!.ctx.currentPlayer).toBe('2');
    expect(client.getState()!.G.order.skip).toBe(0);
    client.updatePlayerID('2');
    client.moves.play('1-suns');
    expect(client.getState()!.ctx.currentPlayer).toBe('1');
    expect(client.getState()!.G.order.direction).toBe(-1);
  });

  it('refuses a move its check refuses, one with an argument off its declaration, and one from a spectator, changing nothing', () => {
    const client = match(table());
    const before = client.getState()!.G;
    client.moves.play('1-moons');
    client.moves.play('2-moons');
    client.moves.play('crown-suns', 'toString');
    expect(client.getState()!.G).toEqual(before);
    expect(toyCardGame.moves!.draw).toMatchObject({ violation: expect.any(Function) });
    const { violation } = toyCardGame.moves!.draw as unknown as GuardedMove<ToyCardState>;
    expect(violation({ G: before, playerID: null, ctx: { playOrder: seats } }, [])).toMatchObject({ code: 'not-seated' });
    expect(violation({ G: before, playerID: '9', ctx: { playOrder: seats } }, [])).toMatchObject({ code: 'not-seated' });
    expect(client.getState()!.ctx.currentPlayer).toBe('0');
  });

  it('hides other hands and the stock in every seat\'s view and a spectator\'s, keeping their counts', () => {
    for (const seat of [...seats, null]) {
      const view = toyCardGame.playerView!({ G: table(), ctx: {} as never, playerID: seat });
      for (const other of seats) expect(view.zones[`hand:${other}`]).toEqual(other === seat ? table().zones[`hand:${other}`] : [HIDDEN_CARD, HIDDEN_CARD]);
      expect(view.zones.draw).toEqual([HIDDEN_CARD, HIDDEN_CARD]);
      expect(view.zones.discard).toEqual(['2-suns']);
    }
  });

  it('offers a table its moves as plain data: what a click or a drop acts on, and named choices', () => {
    expect(toyCardGame.cardMoves).toEqual([
      {
        name: 'play',
        label: 'Play a card',
        args: [
          { label: 'card', kind: 'card', optional: false, zone: 'hand' },
          { label: 'suit', kind: 'choice', optional: true, values: ['suns', 'moons', 'stars'], names: { suns: 'Suns', moons: 'Moons', stars: 'Stars' } },
        ],
        dropsOn: 'discard',
      },
      { name: 'draw', label: 'Draw a card', args: [], clicks: 'draw' },
    ]);
  });
});

describe('legalActions', () => {
  const ctx = { currentPlayer: '0', playOrder: seats, gameover: undefined };

  it('lists every declared argument list the move\'s check passes, on the seat\'s own view alike', () => {
    const plays = [['crown-suns'], ['crown-suns', 'suns'], ['crown-suns', 'moons'], ['crown-suns', 'stars']].map((args) => ({ move: 'play', args }));
    const expected = [...plays, { move: 'draw', args: [] }];
    expect(legalActions(toyMoves, table(), ctx, '0')).toEqual(expected);
    const view = toyCardGame.playerView!({ G: table(), ctx: {} as never, playerID: '0' });
    expect(legalActions(toyMoves, view, ctx, '0')).toEqual(expected);
  });

  it('firstOrRest: the first action of the kind a bot prefers; else every action of the other kinds', () => {
    const namesSuit = (move: string, args: unknown[]) => move === 'play' && args[1] === 'moons';
    expect(firstOrRest(toyMoves, table(), ctx, '0', namesSuit)).toEqual({ first: { move: 'play', args: ['crown-suns', 'moons'] }, rest: [] });
    const takesNothing = (move: string) => move === 'discard';
    expect(firstOrRest(toyMoves, table(), ctx, '0', takesNothing)).toEqual({ rest: legalActions(toyMoves, table(), ctx, '0') });
    expect(firstOrRest(toyMoves, table(), ctx, '0', (move) => move === 'play').rest).toEqual([]);
    expect(firstOrRest(toyMoves, table(), ctx, '0', (move) => move === 'draw')).toEqual({ first: { move: 'draw', args: [] }, rest: [] });
    // Otherwise only the kinds named, of the legal ones: no other is given.
    const drawsOnly = (move: string) => move === 'draw';
    expect(firstOrRest(toyMoves, table(), ctx, '0', takesNothing, drawsOnly)).toEqual({ rest: [{ move: 'draw', args: [] }] });
    expect(firstOrRest(toyMoves, table(), ctx, '0', takesNothing, (move, args) => move === 'play' && args[1] === 'stars')).toEqual({ rest: [{ move: 'play', args: ['crown-suns', 'stars'] }] });
  });

  it('gives nothing to a seat whose turn it is not, nor after the game ended', () => {
    expect(legalActions(toyMoves, table(), ctx, '1')).toEqual([]);
    expect(legalActions(toyMoves, table(), { ...ctx, gameover: { winner: '0' } }, '0')).toEqual([]);
  });

  it('fills ai.enumerate, so a bot plays on its own view with no game code, and the engine takes every move it offers', () => {
    const client = match(table());
    let moves = 0;
    for (; moves < 40 && !client.getState()!.ctx.gameover; moves++) {
      client.updatePlayerID(client.getState()!.ctx.currentPlayer);
      const { G, ctx: now, _stateID } = client.getState()!;
      const [first] = toyCardGame.ai!.enumerate(G, now, now.currentPlayer) as { move: string; args: unknown[] }[];
      if (!first) break;
      client.moves[first.move](...first.args);
      expect(client.getState()!._stateID, `${first.move} by ${now.currentPlayer}`).toBe(_stateID + 1);
    }
    expect(moves).toBeGreaterThan(5);
    expect(Object.values(client.getState()!.G.zones).flat()).toHaveLength(11);
  });
});
