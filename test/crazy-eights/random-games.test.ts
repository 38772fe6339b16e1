import { beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareGame } from '../../games/kit/simulate/play-game.ts';
import { runSimulation } from '../../games/kit/simulate/run-simulation.ts';
import { chooseBotMove } from '../../games/kit/bots/random-bot.ts';
import { crazyEights } from '../../games/crazy-eights/index.ts';
import { act, content, game } from './support.ts';
import { InitializeGame } from 'boardgame.io/internal';
import type { State } from 'boardgame.io';
import seedrandom from 'seedrandom';
import type { EightsState } from '../../games/crazy-eights/state.ts';

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));

describe('random games', () => {
  it('ai.enumerate lists, from the seat view, exactly the moves the engine accepts', () => {
    const rng = seedrandom('enumerate');
    let checked = 0;
    for (const n of [2, 4, 7]) {
      let state = InitializeGame({ game: { ...game, seed: `enum-${n}` }, numPlayers: n, setupData: { mode: 'specials' } }) as State<EightsState>;
      for (let move = 0; move < 120 && !state.ctx.gameover; move++) {
        const seat = state.ctx.currentPlayer;
        const offered = game.ai!.enumerate(game.playerView!({ G: state.G, ctx: state.ctx, playerID: seat }), state.ctx, seat) as { move: string; args: unknown[] }[];
        expect(offered.length, `seat ${seat} has a move`).toBeGreaterThan(0);
        for (const m of offered) expect(act(state, seat, m.move, ...m.args).ok, `${m.move}(${JSON.stringify(m.args)})`).toBe(true);
        checked += offered.length;
        for (const other of Object.keys(state.G.zones).filter((k) => k.startsWith('hand:')).map((k) => k.slice(5))) {
          if (other !== seat) expect(game.ai!.enumerate(state.G, state.ctx, other)).toEqual([]);
        }
        const pick = chooseBotMove(game, state, seat, rng)!;
        state = act(state, seat, pick.move, ...pick.args).state;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it.each(['classic', 'specials'])('the simulator plays 150 %s games at 2, 4 and 7 players with every invariant holding', (mode) => {
    const prepared = prepareGame(crazyEights, content);
    for (const numPlayers of [2, 4, 7]) {
      const report = runSimulation({ prepared, numPlayers, setups: [{ mode }], seeds: Array.from({ length: 50 }, (_, i) => `${mode}-${numPlayers}-${i}`), runSeed: 'eights' });
      expect(report.failure, `${numPlayers} players`).toBeUndefined();
      expect(report.gamesPlayed).toBe(50);
    }
  });
});
