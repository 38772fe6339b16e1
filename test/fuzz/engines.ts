import type { Game, State } from 'boardgame.io';
import { CreateGameReducer } from 'boardgame.io/internal';
import { INVALID_MOVE } from 'boardgame.io/core';
import { Enhance } from '../../games/kit/engine/bgio-internals.ts';
import { leanStep, referenceStep, type EngineAction } from '../../games/kit/engine/lean-reducer.ts';
import { copyExact } from './state-snapshot.ts';

/**
 * What an engine made of one action. A refusal keeps the state the engine returned, if it
 * returns one, with the state it was given (`given`, when not the caller's own); `upstream`
 * says what boardgame.io's own code did wrong on the way.
 */
export type Outcome =
  | { kind: 'accepted'; state: State }
  | { kind: 'refused'; type: string; returned?: State; given?: State; upstream?: string }
  | { kind: 'threw'; message: string };

export interface Engine {
  name: string;
  run(state: State, action: EngineAction): Outcome;
}

function unprintable(args: unknown): boolean {
  try {
    String(args);
    return false;
  } catch {
    return true;
  }
}

/**
 * Whether the game's move itself refused the action: boardgame.io's reducer then writes the
 * arguments into its log line with a template string, which throws for arguments with no
 * string form (`{"toString":1}`, an array too deep to join). That line is boardgame.io's own
 * and off the server's path (the server runs the lean engine), so it is noted, not failed.
 */
function refusedByTheGame(game: Game, state: State, action: EngineAction): boolean {
  try {
    const { playerID } = action.payload;
    return game.processMove!(Enhance(state, { game, isClient: false, playerID }), action.payload as never) === INVALID_MOVE;
  } catch {
    return false;
  }
}

const messageOf = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 200);

/**
 * boardgame.io's reducer itself, not referenceStep: that wrapper drops the state a refusal
 * returns, and a refusal must return the state as it was.
 */
function bgioEngine(game: Game): Engine {
  const reducer = CreateGameReducer({ game });
  return {
    name: "boardgame.io's reducer",
    run(state, action) {
      // It counts a stage's moves in the ctx it is given when it accepts a move (the server gives
      // it copies, lean-master.ts), so it gets its own; a refusal must leave even that as it was.
      const given = { ...state, ctx: copyExact(state.ctx) };
      try {
        const { transients, ...next } = reducer(given, action as Parameters<typeof reducer>[1]) as State & { transients?: { error?: { type: string } } };
        if (transients?.error) return { kind: 'refused', type: transients.error.type, returned: next, given };
        if (next._stateID === state._stateID) return { kind: 'refused', type: 'state unchanged', returned: next, given };
        return { kind: 'accepted', state: next };
      } catch (error) {
        if (unprintable(action.payload.args) && refusedByTheGame(game, given, action)) {
          return { kind: 'refused', type: 'action/invalid_move', upstream: `its refusal's log line threw (${messageOf(error)}): boardgame.io's reducer.ts writes \`args: \${action.payload.args}\`` };
        }
        return { kind: 'threw', message: messageOf(error) };
      }
    },
  };
}

/** The lean engine as the server runs it (server/app/lean-master.ts): writing the log, learning JSON's form. */
function leanEngine(game: Game): Engine {
  const step = leanStep(game as Parameters<typeof leanStep>[0], referenceStep(game), { log: true, jsonForm: true });
  return {
    name: 'the lean engine',
    run(state, action) {
      try {
        const result = step(state, action);
        return 'rejected' in result ? { kind: 'refused', type: result.rejected } : { kind: 'accepted', state: result.state };
      } catch (error) {
        return { kind: 'threw', message: messageOf(error) };
      }
    },
  };
}

/** Both engines a hostile move must get through, one instance each per game, shared by its matches as on the server. */
export const enginesFor = (game: Game): Engine[] => [bgioEngine(game), leanEngine(game)];
