import { describe, expect, it } from 'vitest';
import { AutoThreads, coreFreeSince, coreLikelyFree, type Sensors } from '../../../games/kit/simulate/thread-plan.ts';

/** A two-core machine whose clock, idle cores and other programs' share of the cores the test sets, window by window. */
class FakeMachine implements Sensors {
  private at = 0;
  private busyMs = 0;
  private oursMs = 0;
  now = () => this.at;
  cores = () => ({ cores: 2, busyMs: this.busyMs, oursMs: this.oursMs, at: this.at });

  /** `ms` pass with `idleCores` idle on average and other programs keeping `othersCores` of the busy ones (the rest are ours). */
  pass(ms: number, idleCores: number, othersCores = 0): void {
    this.at += ms;
    this.busyMs += ms * (2 - idleCores);
    this.oursMs += ms * (2 - idleCores - othersCores);
  }
}

function auto(warm = false) {
  const machine = new FakeMachine();
  return { machine, plan: new AutoThreads(1, warm, machine) };
}

/** A plan that started its worker beside an idle core at its first look. */
function withWorker() {
  const started = auto();
  started.machine.pass(300, 1);
  expect(started.plan.tick(10, 5000, 0)).toBe(1);
  return started;
}

/** The workers it wants after 500 ms with both cores busy, `others` of them by other programs. */
function afterSharing({ machine, plan }: ReturnType<typeof auto>, others: number): number {
  machine.pass(500, 0, others);
  return plan.tick(30, 4000, 2);
}

/** The workers wanted after each of `steps`: [ms played, idle cores meanwhile, this thread's games so far, chunks in flight, other programs' share of the busy cores]. */
const looks = ({ machine, plan }: ReturnType<typeof auto>, steps: [number, number, number, number, number?][]) =>
  steps.map(([ms, idle, games, inFlight, others = 0]) => {
    machine.pass(ms, idle, others);
    return plan.tick(games, 1000, inFlight);
  });

describe('--workers auto', () => {
  it('loads a worker before the run only when the last minute left a core free beside this thread', () => {
    expect(coreLikelyFree(2, 0)).toBe(true);
    expect(coreLikelyFree(2, 0.2)).toBe(true);
    expect(coreLikelyFree(2, 0.3)).toBe(false);
    expect(coreLikelyFree(2, 1.5)).toBe(false);
    expect(coreLikelyFree(8, 5)).toBe(true);
    expect(coreLikelyFree(1, 0)).toBe(false);
  });

  it('loads a worker once the content is read when other programs left a core free since the command began, whatever the last minute held', () => {
    const machine = new FakeMachine();
    const since = machine.cores();
    machine.pass(60, 0.5);
    // Under 100 ms the kernel's 10 ms ticks say too little: no early load.
    expect(coreFreeSince(since, machine.cores())).toBe(false);
    machine.pass(240, 0.5);
    // Our own compiler threads took the other half-core: still free of other programs.
    expect(coreFreeSince(since, machine.cores())).toBe(true);
    const busy = new FakeMachine();
    const from = busy.cores();
    busy.pass(300, 0, 0.5);
    expect(coreFreeSince(from, busy.cores())).toBe(false);
  });

  it('starts a worker once this thread has played 300 ms beside an idle core, with seconds of play left', () => {
    const started = auto();
    expect(looks(started, [[200, 1, 6, 0], [100, 1, 10, 0]])).toEqual([0, 1]);
    expect(started.plan.used()).toEqual({ count: 2, why: 'auto, 1.0 of 1 other core free at the last look' });
  });

  it('plays alone beside a core another program keeps busy, and says so', () => {
    const started = auto();
    expect(looks(started, [[300, 0.1, 10, 0, 0.9], [500, 0.1, 20, 0, 0.9], [500, 0.1, 30, 0, 0.9]])).toEqual([0, 0, 0]);
    expect(started.plan.used()).toEqual({ count: 1, why: 'auto, busy cores: 0.1 of 1 other core free' });
  });

  it('starts a worker though our own compiler threads keep the other core half busy, as in the first seconds of a run', () => {
    const started = auto();
    expect(looks(started, [[300, 0.4, 10, 0]])).toEqual([1]);
    expect(started.plan.used()).toEqual({ count: 2, why: 'auto, 1.0 of 1 other core free at the last look' });
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

  it('stops feeding the worker when other programs take a core, and feeds it again once a core is idle', () => {
    const started = withWorker();
    expect(afterSharing(started, 0.6)).toBe(0);
    // Its chunks in flight come back before the cores are looked at again.
    expect(looks(started, [[500, 0.9, 50, 2], [500, 0.1, 70, 0, 0.9], [500, 0.9, 90, 0]])).toEqual([0, 0, 1]);
    expect(started.plan.used()).toEqual({ count: 2, why: 'auto, 1.0 of 1 other core free at the last look; a worker stopped 1 time when other programs took 0.6 of a core' });
  });

  it('keeps the worker while the cores are ours, though our two threads keep both busy', () => {
    expect(afterSharing(withWorker(), 0.1)).toBe(1);
  });
});
