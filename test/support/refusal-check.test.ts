import type { Game, State } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { InitializeGame } from 'boardgame.io/internal';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { GameModule } from '../../games/kit/game-module.ts';
import { checkRefusal, enginesFor, expectCleanRefusal, firstDifference, type Engines } from './refusal-check.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

interface Probe {
  count: number;
}

/** One move of each kind a refusal check must tell apart. */
const probeGame = (): Game<Probe> => ({
  name: 'refusal-probe',
  disableUndo: true,
  setup: () => ({ count: 0 }),
  moves: {
    refuse: () => INVALID_MOVE,
    count: ({ G }) => {
      G.count += 1;
    },
    writeThenRefuse: ({ G }) => {
      G.count = 1;
      return INVALID_MOVE;
    },
    markCtxThenRefuse: ({ ctx }) => {
      (ctx as unknown as Record<string, unknown>).numPlayers = 99;
      return INVALID_MOVE;
    },
  },
});

const content = {};
const engines = enginesFor({ createGame: probeGame } as unknown as GameModule<any, any>, content);
const fresh = (): State<Probe> => InitializeGame({ game: probeGame(), numPlayers: 2 }) as State<Probe>;

describe('the refusal check (test/support/refusal-check.ts) can fail', () => {
  it('passes a clean refusal, with boardgame.io\'s reason', () => {
    expect(checkRefusal(engines, fresh(), '0', 'refuse', [])).toEqual({ error: 'action/invalid_move', problems: [] });
    expect(checkRefusal(engines, fresh(), '1', 'refuse', [])).toEqual({ error: 'action/inactive_player', problems: [] });
    expect(expectCleanRefusal(engines, fresh(), '0', 'refuse', [])).toBe('action/invalid_move');
  });

  it('fails a move either engine takes, naming each', () => {
    const { problems } = checkRefusal(engines, fresh(), '0', 'count', []);
    expect(problems).toEqual(["boardgame.io's reducer took it (state 0 → 1)", 'the lean engine took it']);
    expect(() => expectCleanRefusal(engines, fresh(), '0', 'count', [])).toThrow(/count\[\] by 0 was not cleanly refused/);
  });

  it('fails a move that marks the ctx it was given before refusing, on both engines, with where', () => {
    const { problems } = checkRefusal(engines, fresh(), '0', 'markCtxThenRefuse', []);
    expect(problems).toEqual([
      "boardgame.io's reducer handed back a changed state: state.ctx.numPlayers: 2 → 99",
      "boardgame.io's reducer changed the state it was given: state.ctx.numPlayers: 2 → 99",
      'the lean engine changed the state it was given: state.ctx.numPlayers: 2 → 99',
    ]);
  });

  it('fails a lean engine that writes to G before refusing, and one that refuses for another reason', () => {
    const leaky: Engines = {
      reducer: engines.reducer,
      lean: (state, action) => {
        (state.G as Probe).count = 1;
        return engines.lean(state, action);
      },
    };
    expect(checkRefusal(leaky, fresh(), '0', 'refuse', []).problems).toEqual(['the lean engine changed the state it was given: state.G.count: 0 → 1']);
    const otherReason: Engines = { reducer: engines.reducer, lean: () => ({ rejected: 'action/gameover' }) };
    expect(checkRefusal(otherReason, fresh(), '0', 'refuse', []).problems).toEqual(["the lean engine refused it as action/gameover, boardgame.io's reducer as action/invalid_move"]);
  });

  it('fails a reducer that hands back a changed state while refusing', () => {
    const changing: Engines = {
      reducer: ((state: State<Probe>, action: never) => ({ ...engines.reducer(state, action), G: { count: 5 } })) as Engines['reducer'],
      lean: engines.lean,
    };
    expect(checkRefusal(changing, fresh(), '0', 'refuse', []).problems).toEqual(["boardgame.io's reducer handed back a changed state: state.G.count: 0 → 5"]);
  });

  // Why G needs no more: immer drops a refused move's draft, and the lean engine freezes G, so
  // the write throws and the move runs again on a copy.
  it('a move that writes to G before refusing leaves G as it was on both real engines', () => {
    expect(checkRefusal(engines, fresh(), '0', 'writeThenRefuse', [])).toEqual({ error: 'action/invalid_move', problems: [] });
  });

  it('words where two values first differ', () => {
    expect(firstDifference({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] }, 'G')).toBe('G.a[1].b: 2 → 3');
    expect(firstDifference({ a: 1 }, {}, 'G')).toBe('G.a: 1 → (gone)');
    expect(firstDifference([1], [1, 2], 'G')).toBe('G[1]: (none) → 2');
    expect(firstDifference({ a: 1 }, { a: 1 }, 'G')).toBeUndefined();
  });
});
