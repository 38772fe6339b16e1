import { describe, expect, it } from 'vitest';
import { evilBotIdle } from '../../games/evil-robots/bots/idle.ts';
import { evilBotPolicy } from '../../games/evil-robots/bots/policy.ts';
import { evilRobots } from '../../games/evil-robots/index.ts';
import type { EvilView } from '../../games/evil-robots/state.ts';
import { playGame, prepareGame, statesOfRecord } from '../../games/kit/simulate/play-game.ts';
import { content, seen } from './support.ts';

const noDraws = () => {
  throw new Error('the bot drew from its rng');
};

/** The module with its bot wrapped to count how often the simulator asks it, and with or without botIdle. */
function counted(withIdle: boolean) {
  const asked = { count: 0 };
  const module = {
    ...evilRobots,
    botIdle: withIdle ? evilRobots.botIdle : undefined,
    botPolicy: (...args: Parameters<typeof evilBotPolicy>) => {
      asked.count++;
      return evilBotPolicy(...args);
    },
  };
  return { ready: prepareGame(module, content), asked };
}

describe('Evil Robots: the seats the simulator passes over (GameModule.botIdle)', () => {
  it('a seat called idle is one whose bot, asked on its own view, does nothing and draws nothing', () => {
    const ready = prepareGame(evilRobots, content);
    const idleBy = new Map<string, number>();
    for (const players of [4, 9]) {
      const record = playGame(ready, { numPlayers: players, setupData: {}, seed: `idle-${players}`, maxMoves: 20000 });
      expect(record.failure).toBeUndefined();
      for (const state of statesOfRecord(ready, record)) {
        if (state.ctx.gameover !== undefined) continue;
        for (const p of Object.keys(state.ctx.activePlayers ?? { [state.ctx.currentPlayer]: '' })) {
          if (!evilBotIdle(state.G, state.ctx, p)) continue;
          idleBy.set(state.G.step.kind, (idleBy.get(state.G.step.kind) ?? 0) + 1);
          expect(evilBotPolicy(seen(state, p) as EvilView, state.ctx, p, content, noDraws), `seat ${p} at ${state.G.step.kind}`).toBeUndefined();
        }
      }
    }
    // Each step it speaks of came up, each many times: the check above ran on every kind.
    for (const kind of ['turn', 'reveal-phase', 'endgame']) expect(idleBy.get(kind) ?? 0, kind).toBeGreaterThan(5);
  });

  it('a seat whose turn it is, or whom a decision waits on, is never idle', () => {
    const ready = prepareGame(evilRobots, content);
    const record = playGame(ready, { numPlayers: 5, setupData: {}, seed: 'idle-own', maxMoves: 20000 });
    const states = statesOfRecord(ready, record);
    let decisions = 0;
    for (const state of states) {
      const { step, scripts } = state.G;
      if (state.ctx.gameover !== undefined) continue;
      if (step.kind === 'turn' || step.kind === 'reveal-phase' || step.kind === 'endgame') expect(evilBotIdle(state.G, state.ctx, step.player)).toBe(false);
      const waiting = scripts.running?.pending?.player;
      if (waiting === undefined) continue;
      decisions++;
      expect(evilBotIdle(state.G, state.ctx, waiting)).toBe(false);
    }
    expect(decisions).toBeGreaterThan(0);
    // A card may ask another player than the one whose step it is (none of the fixture's does): that seat is asked too.
    const turn = states.find((state) => state.G.step.kind === 'turn' && !state.G.scripts.running)!;
    const other = turn.G.players.find((p: string) => p !== (turn.G.step as { player: string }).player)!;
    expect(evilBotIdle(turn.G, turn.ctx, other)).toBe(true);
    const asking = { ...turn.G, scripts: { ...turn.G.scripts, running: { pending: { player: other } } } } as unknown as typeof turn.G;
    expect(evilBotIdle(asking, turn.ctx, other)).toBe(false);
  });

  it('the simulator skips idle seats: the same games, with the bot asked less often', () => {
    const withIdle = counted(true);
    const without = counted(false);
    for (const players of [3, 9]) {
      const options = { numPlayers: players, setupData: {}, seed: `skip-${players}`, maxMoves: 20000 };
      const a = playGame(withIdle.ready, options);
      const b = playGame(without.ready, options);
      expect(a.failure).toBeUndefined();
      expect(a.moves).toEqual(b.moves);
      expect(a.gameover).toEqual(b.gameover);
    }
    expect(withIdle.asked.count).toBeLessThan(without.asked.count * 0.8);
  });
});
