import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** Idle time summed over every core, and when it was read. */
export interface IdleSample {
  idleMs: number;
  at: number;
}

export function sampleIdle(): IdleSample {
  return { idleMs: cpus().reduce((sum, cpu) => sum + cpu.times.idle, 0), at: performance.now() };
}

/**
 * How many cores sat idle between two samples, on average: taken while this thread plays, the
 * cores free for another thread right now (os.loadavg() is a minute's average, far too slow).
 * The kernel counts idle time in 10 ms ticks, so a window under ~100 ms says little.
 */
export function idleCores(from: IdleSample, to: IdleSample = sampleIdle()): number {
  const wall = to.at - from.at;
  return wall > 0 ? Math.max(0, (to.idleMs - from.idleMs) / wall) : 0;
}

/** A thread's time on a core and its time waiting for one, in nanoseconds, since it started. */
export interface ThreadTime {
  runNs: number;
  waitNs: number;
}

/**
 * The calling thread's own figures from Linux's schedstat (read on this thread, so
 * /proc/thread-self is this thread, a worker's included); zero where there is none.
 */
export function threadTime(): ThreadTime {
  try {
    const [run, wait] = readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ');
    return { runNs: Number(run), waitNs: Number(wait) };
  } catch {
    return { runNs: 0, waitNs: 0 };
  }
}

export const timeSince = (from: ThreadTime, to: ThreadTime = threadTime()): ThreadTime => ({ runNs: to.runNs - from.runNs, waitNs: to.waitNs - from.waitNs });
