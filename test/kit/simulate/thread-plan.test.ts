import { describe, expect, it } from 'vitest';
import { AutoThreads, type Sensors } from '../../../games/kit/simulate/thread-plan.ts';

/** A machine whose clock, idle cores and this thread's share of a core the test sets, window by window. */
class FakeMachine implements Sensors {
  private at = 0;
  private idleMs = 0;
  private time = { runNs: 0, waitNs: 0 };
  now = () => this.at;
  idle = () => ({ idleMs: this.idleMs, at: this.at });
  own = () => ({ ...this.time });

  /** `ms` pass with `idleCores` idle on average and this thread on a core `share` of the time. */
  pass(ms: number, idleCores: number, share = 1): void {
    this.at += ms;
    this.idleMs += ms * idleCores;
    this.time = { runNs: this.time.runNs + ms * 1e6 * share, waitNs: this.time.waitNs + ms * 1e6 * (1 - share) };
  }
}

function auto(warm = false) {
  const machine = new FakeMachine();
  return { machine, plan: new AutoThreads(1, warm, machine) };
}

describe('--workers auto', () => {
  it('starts a worker once this thread has played 300 ms beside an idle core, with seconds of play left', () => {
    const { machine, plan } = auto();
    machine.pass(200, 1);
    expect(plan.tick(6, 1000, 0)).toBe(0);
    machine.pass(100, 1);
    expect(plan.tick(10, 1000, 0)).toBe(1);
    expect(plan.used()).toEqual({ count: 2, why: 'auto, 1.0 of 1 other core free at the last look' });
  });

  it('plays alone beside a busy core, and says so', () => {
    const { machine, plan } = auto();
    for (const ms of [300, 500, 500]) {
      machine.pass(ms, 0.1);
      expect(plan.tick(10, 1000, 0)).toBe(0);
    }
    expect(plan.used()).toEqual({ count: 1, why: 'auto, busy cores: 0.1 of 1 other core free' });
  });

  it('starts no worker to load for under 3 s of play, but uses a loaded one for 1 s', () => {
    const cold = auto();
    cold.machine.pass(300, 1);
    // 50 games left at 10 games per 300 ms: 1.5 s.
    expect(cold.plan.tick(10, 50, 0)).toBe(0);
    expect(cold.plan.used()).toEqual({ count: 1, why: 'auto, too little play for a worker to pay for its start-up' });
    const warm = auto(true);
    warm.machine.pass(300, 1);
    expect(warm.plan.tick(10, 50, 0)).toBe(1);
  });

  it('stops feeding the worker when our threads wait for a core, and feeds it again once a core is idle', () => {
    const { machine, plan } = auto();
    machine.pass(300, 1);
    expect(plan.tick(10, 5000, 0)).toBe(1);
    machine.pass(500, 0, 0.6);
    plan.workerChunk({ runNs: 300e6, waitNs: 200e6 });
    expect(plan.tick(30, 4000, 2)).toBe(0);
    // Its chunks in flight come back before the cores are looked at again.
    machine.pass(500, 0.9);
    expect(plan.tick(50, 3500, 2)).toBe(0);
    machine.pass(500, 0.1);
    expect(plan.tick(70, 3000, 0)).toBe(0);
    machine.pass(500, 0.9);
    expect(plan.tick(90, 2500, 0)).toBe(1);
    expect(plan.used()).toEqual({ count: 2, why: 'auto, 0.9 of 1 other core free at the last look; a worker stopped 1 time when our threads got 60% of a core' });
  });

  it('keeps the worker while our threads hold their cores', () => {
    const { machine, plan } = auto();
    machine.pass(300, 1);
    plan.tick(10, 5000, 0);
    machine.pass(500, 0, 0.95);
    plan.workerChunk({ runNs: 480e6, waitNs: 20e6 });
    expect(plan.tick(30, 4000, 2)).toBe(1);
  });
});
