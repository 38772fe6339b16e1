import { describe, expect, it } from 'vitest';
import type { Game, State } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { InitializeGame, ProcessGameConfig } from 'boardgame.io/internal';
import { leanStep, referenceStep, type EngineAction, type Step } from '../../../games/kit/engine/lean-reducer.ts';
import { crossCheck } from '../../../games/kit/engine/cross-check.ts';

interface ToyState {
  total: number;
  rolls: number[];
  log: string[];
  turnsBegun: number;
  note?: unknown;
}

/** Every kind of move the lean engine tells apart, and hooks that write to G under immer. */
const toy: Game<ToyState> = ProcessGameConfig({
  name: 'toy',
  setup: () => ({ total: 0, rolls: [], log: [], turnsBegun: 0 }),
  turn: {
    onBegin: ({ G }) => {
      G.turnsBegun++;
    },
    stages: {
      side: {
        moves: {
          pure: ({ G }) => ({ ...G, total: G.total + 100 }),
          write: ({ G }, word: string) => void G.log.push(word),
          finish: ({ events }) => events.endGame({ winner: '0' }),
        },
      },
    },
  },
  moves: {
    pure: ({ G }, n: number) => ({ ...G, total: G.total + n }),
    write: ({ G }, word: string) => {
      G.log.push(word);
      G.total += 1;
    },
    writeMostly: ({ G }, n: number) => (n > 0 ? ({ ...G, total: G.total + n }) : void G.log.push('zero')),
    unchanged: () => undefined,
    invalid: ({ G }) => {
      G.total = -1;
      return INVALID_MOVE;
    },
    roll: ({ G, random, events }) => {
      const rolls = [...G.rolls, random.D6(), random.Die(20)];
      events.endTurn();
      return { ...G, rolls };
    },
    writeAndRoll: ({ G, random }) => {
      G.rolls.push(random.D6());
    },
    stage: ({ events }) => {
      events.setActivePlayers({ currentPlayer: 'side', others: 'side' });
    },
    boom: () => {
      throw new Error('boom');
    },
    leak: ({ G }) => ({ ...G, note: new Map() }),
    writeOneOf: ({ G }, part: 'log' | 'rolls') => {
      if (part === 'log') G.log.push('one');
      else G.rolls.push(0);
    },
    secret: { move: ({ G }, word: string) => ({ ...G, log: [...G.log, word] }), redact: true },
    partlySecret: { move: ({ G }, n: number) => ({ ...G, total: G.total + n }), redact: ({ G }: { G: ToyState }) => G.total > 10 },
    annotated: ({ G, log }) => {
      log.setMetadata({ why: 'a reason for the log' });
      return { ...G, total: G.total + 1 };
    },
    finish: ({ events }) => events.endGame({ winner: '0' }),
  },
}) as Game<ToyState>;

const lean = leanStep(toy as Parameters<typeof leanStep>[0]);
const reference = referenceStep(toy);
const start = () => InitializeGame({ game: { ...toy, seed: 'toy' }, numPlayers: 3 }) as State<ToyState>;
const move = (type: string, playerID = '0', ...args: unknown[]): EngineAction => ({ type: 'MAKE_MOVE', payload: { type, args, playerID } });

function run(step: Step, actions: EngineAction[]): State<ToyState> {
  return actions.reduce((state, action) => {
    const result = step(state, action);
    if (!('state' in result)) throw new Error(`${action.payload.type}: ${JSON.stringify(result)}`);
    return result.state as State<ToyState>;
  }, start());
}

const aGame = [
  move('pure', '0', 2),
  move('write', '0', 'a'),
  move('writeMostly', '0', 0),
  move('writeMostly', '0', 0),
  move('writeMostly', '0', 3),
  move('unchanged'),
  move('roll'),
  move('writeAndRoll', '1'),
  move('roll', '1'),
  move('stage', '2'),
  move('pure', '0'),
  move('pure', '1'),
  move('write', '2', 'b'),
  move('finish', '2'),
];

describe('the lean engine against boardgame.io reducer', () => {
  it('writes the same deltalog as the reducer when asked to (the server), redactions and log metadata included', () => {
    const logged = [move('secret', '0', 'hidden'), move('partlySecret', '0', 4), move('partlySecret', '0', 9), move('annotated'), move('roll'), ...aGame];
    const serving = leanStep(toy as Parameters<typeof leanStep>[0], reference, { log: true });
    expect(crossCheck(start, serving, reference, logged, { log: true })).toBeUndefined();
    const first = serving(start(), logged[0]);
    expect('state' in first && first.state.deltalog).toEqual([expect.objectContaining({ action: logged[0], _stateID: 0, turn: 1, redact: true })]);
    expect(crossCheck(start, lean, reference, logged, { log: true })).toMatch(/^after action 1 \(secret by player 0\) the lean engine's deltalog differs/);
  });

  it('reaches the same G, ctx, random state and state id after every move, hooks and events included', () => {
    expect(crossCheck(start, lean, reference, aGame)).toBeUndefined();
    const end = run(lean, aGame);
    expect(end.ctx.gameover).toEqual({ winner: '0' });
    expect(end.G.rolls).toHaveLength(5);
    expect(end.G.turnsBegun).toBe(3);
    expect(end.G.log).toEqual(['a', 'zero', 'zero', 'b']);
  });

  it('leaves every earlier state as it was, and freezes the new one', () => {
    const before = run(lean, aGame.slice(0, 1));
    const snapshot = structuredClone(before.G);
    const after = lean(before, move('write', '0', 'x'));
    expect('state' in after && after.state.G.log).toEqual(['x']);
    expect(before.G).toEqual(snapshot);
    expect('state' in after && Object.isFrozen(after.state.G.log)).toBe(true);
  });

  it('copies only the parts of G a move was seen to write, shares the rest, and learns a part it writes anew', () => {
    const moves = [move('writeOneOf', '0', 'log'), move('writeOneOf', '0', 'log'), move('writeOneOf', '0', 'rolls'), move('writeOneOf', '0', 'rolls')];
    expect(crossCheck(start, leanStep(toy as Parameters<typeof leanStep>[0]), reference, moves)).toBeUndefined();
    const step = leanStep(toy as Parameters<typeof leanStep>[0]);
    const states = [start()];
    for (const action of moves) {
      const result = step(states.at(-1)!, action);
      if (!('state' in result)) throw new Error(JSON.stringify(result));
      states.push(result.state as State<ToyState>);
    }
    const [, first, second, third, fourth] = states;
    expect(second.G.log).toEqual(['one', 'one']);
    // The first move ran on a whole copy, which showed it writes the log: the second copies the log alone.
    expect(second.G.rolls, 'a part the move was not seen to write is the same object').toBe(first.G.rolls);
    expect(third.G.rolls, 'a part it writes for the first time').toEqual([0]);
    expect(fourth.G.rolls).toEqual([0, 0]);
    expect(fourth.G.log).toEqual(['one', 'one']);
    expect(Object.isFrozen(fourth.G.rolls) && Object.isFrozen(fourth.G)).toBe(true);
    expect(first.G.log, 'earlier states stay as they were').toEqual(['one']);
    expect(second.G.rolls).toEqual([]);
  });

  it('takes a state frozen throughout, ctx included, and leaves it as it was, through stages and their move counts', () => {
    const deepFreeze = (value: unknown): void => {
      if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
      Object.freeze(value);
      Object.values(value).forEach(deepFreeze);
    };
    let state = start();
    for (const action of aGame) {
      const { deltalog: _deltalog, ...stored } = state as State<ToyState> & { deltalog?: unknown };
      const frozen = stored as State<ToyState>;
      deepFreeze(frozen);
      const snapshot = structuredClone(frozen);
      const result = lean(frozen, action);
      expect(frozen, `${action.payload.type} left the state given as it was`).toEqual(snapshot);
      if (!('state' in result)) throw new Error(`${action.payload.type}: ${result.rejected}`);
      state = result.state as State<ToyState>;
    }
    expect(state).toEqual(run(lean, aGame));
  });

  it('refuses as boardgame.io does: an invalid move (its writes undone), an unknown move, a seat not active, a game over', () => {
    const state = start();
    expect(lean(state, move('invalid'))).toEqual({ rejected: 'action/invalid_move' });
    expect(state.G.total).toBe(0);
    expect(lean(state, move('nope'))).toEqual({ rejected: 'action/unavailable_move' });
    expect(lean(state, move('pure', '1', 1))).toEqual({ rejected: 'action/inactive_player' });
    const over = run(lean, [move('finish')]);
    expect(lean(over, move('pure', '0', 1))).toEqual({ rejected: 'action/gameover' });
    for (const action of [move('invalid'), move('nope'), move('pure', '1', 1)]) {
      expect(crossCheck(start, lean, reference, [action])).toBeUndefined();
    }
  });

  it("throws a move's own error, and boardgame.io's JSON check outside production", () => {
    expect(() => lean(start(), move('boom'))).toThrow('boom');
    expect(process.env.NODE_ENV).not.toBe('production');
    expect(() => lean(start(), move('leak'))).toThrow('Move state is not JSON-serialiazable');
    expect(() => reference(start(), move('leak'))).toThrow('Move state is not JSON-serialiazable');
    expect(crossCheck(start, lean, reference, [move('pure', '0', 1), move('boom')])).toBeUndefined();
  });
});

describe('crossCheck', () => {
  /** The lean engine with one thing wrong at the third action. */
  const drifting: Step = (() => {
    let calls = 0;
    return (state, action) => {
      const result = lean(state, action);
      if (++calls !== 3 || !('state' in result)) return result;
      return { state: { ...result.state, G: { ...result.state.G, total: result.state.G.total + 1 } } };
    };
  })();

  it('names the first action after which the states part, and the part that differs', () => {
    expect(crossCheck(start, drifting, reference, aGame)).toBe(
      "after action 3 (writeMostly by player 0) the lean engine's G differs from boardgame.io's reducer's",
    );
  });

  it('names an action one side accepts and the other refuses or throws on', () => {
    const refusing: Step = (state, action) => (action.payload.type === 'roll' ? { rejected: 'action/invalid_move' } : lean(state, action));
    expect(crossCheck(start, refusing, reference, aGame)).toBe(
      "at action 7 (roll by player 0) the lean engine rejected it (action/invalid_move) where boardgame.io's reducer accepted it",
    );
    const throwing: Step = (state, action) => (action.payload.type === 'unchanged' ? lean(state, move('boom')) : lean(state, action));
    expect(crossCheck(start, throwing, reference, aGame)).toBe(
      `at action 6 (unchanged by player 0) the lean engine threw "boom" where boardgame.io's reducer accepted it`,
    );
  });

  it('finds a difference in the random state alone', () => {
    const reseeded: Step = (state, action) => {
      const result = lean(state, action);
      if (!('state' in result) || action.payload.type !== 'roll') return result;
      return { state: { ...result.state, plugins: { ...result.state.plugins, random: { data: { seed: 'other' } } } } };
    };
    expect(crossCheck(start, reseeded, reference, aGame)).toMatch(/^after action 7 \(roll by player 0\) the lean engine's plugins differs/);
  });
});
