import { describe, expect, it } from 'vitest';
import { actionOf, playGame, statesOfRecord } from '../../../games/kit/simulate/play-game.ts';
import { resolveSetups } from '../../../games/kit/simulate/setup-choices.ts';
import { leanStep, type Step } from '../../../games/kit/engine/lean-reducer.ts';
import { crossCheck } from '../../../games/kit/engine/cross-check.ts';
import { foundInJsonForm } from '../../../games/kit/engine/json-form.ts';
import { FIXTURE_ROOTS, preparedFixture } from '../../support/fixture-games.ts';

describe('every shipped game plays the same on the lean engine as on boardgame.io reducer', () => {
  for (const id of Object.keys(FIXTURE_ROOTS)) {
    it(`${id}, at its smallest and largest table, every setup, compared after every move`, () => {
      const ready = preparedFixture(id);
      const game = ready.game;
      for (const players of [game.minPlayers!, game.maxPlayers!]) {
        const resolved = resolveSetups(ready.module.setupOptions(ready.content), {}, players);
        if ('error' in resolved) throw new Error(resolved.error);
        resolved.setups.forEach((setupData, i) => {
          const record = playGame(ready, { numPlayers: players, setupData, seed: `lean-${id}-${players}-${i}`, maxMoves: 5000, crossCheck: true });
          expect(record.failure, `${players} players, ${JSON.stringify(setupData)}`).toBeUndefined();
          expect(record.gameover).toBeDefined();
        });
      }
    });
  }

  it('a game the engines disagree on fails as the engine\'s fault, naming the move', () => {
    const ready = preparedFixture('robots');
    // An engine bug is a function of the state and the action, as the engine is.
    const drifting: Step = (state, action) => {
      const result = ready.step(state, action);
      if (state._stateID !== 9 || !('state' in result)) return result;
      return { state: { ...result.state, ctx: { ...result.state.ctx, turn: result.state.ctx.turn + 1 } } };
    };
    const options = { numPlayers: 3, setupData: {}, seed: 'drift', maxMoves: 5000 };
    const unchecked = playGame({ ...ready, step: drifting }, options);
    expect(unchecked.failure).toBeUndefined();
    const checked = playGame({ ...ready, step: drifting }, { ...options, crossCheck: true });
    expect(checked.failure).toEqual({
      kind: 'engine',
      message: expect.stringMatching(/^the simulator's engine disagrees with boardgame\.io: after action 10 \(\w+ by player \d\) the lean engine's ctx differs/),
    });
    expect(checked.gameover).toBeUndefined();
  });

  describe('as the server runs it, writing the log', () => {
    for (const id of Object.keys(FIXTURE_ROOTS)) {
      it(`${id}: the same deltalog as boardgame.io's reducer after every move, on the ported flow and on boardgame.io's`, () => {
        const ready = preparedFixture(id);
        const game = ready.game as Parameters<typeof leanStep>[0];
        expect(ready.flow, 'every shipped game runs on the ported flow').toBeDefined();
        const players = ready.game.maxPlayers!;
        const resolved = resolveSetups(ready.module.setupOptions(ready.content), {}, players);
        if ('error' in resolved) throw new Error(resolved.error);
        const record = playGame(ready, { numPlayers: players, setupData: resolved.setups[0], seed: `log-${id}`, maxMoves: 5000 });
        expect(record.gameover).toBeDefined();
        const start = () => statesOfRecord(ready, { ...record, moves: [] })[0];
        const actions = record.moves.map(actionOf);
        // The server's engine (server/app/lean-master.ts), and the lean one on boardgame.io's flow, for a game the port does not take.
        const serving = leanStep(game, ready.reference, { log: true, jsonForm: true, flow: ready.flow });
        expect(crossCheck(start, serving, ready.reference, actions, { log: true })).toBeUndefined();
        // Every G it makes is one JSON reads back as it is, so the store keeps it without a copy (server/store/stored-form.ts).
        let state = start();
        for (const [index, action] of actions.entries()) {
          const result = serving(state, action);
          if (!('state' in result)) throw new Error(`move ${index + 1} refused`);
          state = result.state;
          expect(foundInJsonForm(state.G), `G after move ${index + 1}`).toBe(true);
        }
        expect(crossCheck(start, leanStep(game, ready.reference, { log: true }), ready.reference, actions, { log: true })).toBeUndefined();
        // Without the log the simulator's engine differs in nothing but the log.
        expect(crossCheck(start, ready.step, ready.reference, actions, { log: true })).toMatch(/the lean engine's deltalog differs/);
      });
    }
  });
});
