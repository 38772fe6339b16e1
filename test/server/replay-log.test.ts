import { describe, expect, it } from 'vitest';
import type { Game, State } from 'boardgame.io';
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import { loggedActions, LogShapeError, type ReplayAction } from '../../games/kit/replay/logged-actions.ts';
import { replayGame } from '../../games/kit/replay/replay-game.ts';
import { essentials } from '../../games/kit/replay/state-diff.ts';

interface Toy {
  rolls: number[];
  played: string[];
}

// A game that uses what boardgame.io logs besides plain moves: a move that ends the turn
// itself, a turn that ends on its own after two moves, a phase that ends on its own, player
// events (endTurn, setPhase) and undo/redo, all with dice from `random`.
const toy: Game<Toy> = {
  name: 'toy',
  setup: ({ random }) => ({ rolls: [random.D6()], played: [] }),
  turn: { maxMoves: 2 },
  phases: {
    opening: {
      start: true,
      next: 'main',
      endIf: ({ G }) => G.played.length >= 3,
      moves: {
        roll: ({ G, random, playerID }) => ({ rolls: [...G.rolls, random.D6()], played: [...G.played, `roll:${playerID}`] }),
      },
    },
    main: {
      moves: {
        roll: ({ G, random, playerID }) => ({ rolls: [...G.rolls, random.D6()], played: [...G.played, `roll:${playerID}`] }),
        rollAndPass: ({ G, random, events }) => {
          events.endTurn();
          return { ...G, rolls: [...G.rolls, random.D20()] };
        },
      },
    },
    bonus: {
      moves: { roll: ({ G, random }) => ({ ...G, rolls: [...G.rolls, random.D6() * 10] }) },
    },
  },
  events: { endTurn: true, setPhase: true },
};

const move = (type: string, playerID: string): ReplayAction => ({ type: 'MAKE_MOVE', payload: { type, args: [], playerID } });
const event = (type: string, playerID: string, args: unknown[] = []): ReplayAction => ({ type: 'GAME_EVENT', payload: { type, args, playerID } });

/** Plays as boardgame.io's Master does: each accepted action's deltalog appended to the log. */
function playAsTheServer(actions: ReplayAction[]): { log: unknown[]; state: State } {
  const reducer = CreateGameReducer({ game: toy });
  let state = InitializeGame({ game: { ...toy, seed: 'toy-seed' }, numPlayers: 2 }) as State;
  const log: unknown[] = [];
  for (const action of actions) {
    const { deltalog, transients, ...next } = reducer(state, action as never) as State & { deltalog?: unknown[]; transients?: unknown };
    expect(transients).toBeUndefined();
    log.push(...JSON.parse(JSON.stringify(deltalog ?? [])));
    state = next as State;
  }
  return { log, state };
}

const played = [
  move('roll', '0'),
  move('roll', '0'), // the second move ends the turn automatically
  move('roll', '1'), // the third roll ends the opening phase automatically
  move('rollAndPass', '0'), // a move that calls endTurn
  move('roll', '1'),
  { type: 'UNDO', payload: { type: null, args: null, playerID: '1' } } as ReplayAction,
  { type: 'REDO', payload: { type: null, args: null, playerID: '1' } } as ReplayAction,
  event('endTurn', '1'),
  event('setPhase', '0', ['bonus']),
  move('roll', '1'),
];

describe("reading boardgame.io's log back into the actions players made", () => {
  const { log, state } = playAsTheServer(played);

  it('automatic entries and the events a move calls are left to the reducer; player events, undo and redo are kept', () => {
    expect(log.length).toBeGreaterThan(played.length);
    const actions = loggedActions(log);
    expect(actions.map((a) => [a.action.type, a.action.payload.type])).toEqual(played.map((a) => [a.type, a.payload.type]));
  });

  it('replays to the very state the server reached, each action logging what the server logged', () => {
    const result = replayGame(toy, { numPlayers: 2, seed: 'toy-seed' }, loggedActions(log));
    expect(result.divergence).toBeUndefined();
    expect(result.played).toBe(played.length);
    expect(essentials(result.state)).toEqual(essentials(state));
    expect(result.state.ctx.phase).toBe('bonus');
  });

  it('another seed deals other dice: the replay differs from the stored state', () => {
    const result = replayGame(toy, { numPlayers: 2, seed: 'other-seed' }, loggedActions(log));
    expect(essentials(result.state)).not.toEqual(essentials(state));
  });

  it('an automatic entry dropped from the log is caught where the replay logs it again', () => {
    const automatic = log.findIndex((e) => (e as { automatic?: boolean }).automatic);
    const result = replayGame(toy, { numPlayers: 2, seed: 'toy-seed' }, loggedActions(log.filter((_, i) => i !== automatic)));
    expect(result.divergence).toMatchObject({ entry: automatic - 1, stopped: false });
    expect(result.divergence!.problem).toMatch(/^it logged .*"automatic":true.* where the match logged /);
  });

  it('a log that is not a log says which entry is wrong', () => {
    expect(() => loggedActions([log[0], { hello: 1 }])).toThrow(new LogShapeError(1, 'has no whole-number _stateID'));
    expect(() => loggedActions([log[3], log[0]])).toThrow(/log entry 2: goes back to state 0 after state/);
  });
});
