import { cpus } from 'node:os';

/** The machine's idle and busy time summed over every core, this process's own CPU time, and when they were read. */
export interface CoreSample {
  idleMs: number;
  busyMs: number;
  oursMs: number;
  at: number;
}

export function sampleCores(): CoreSample {
  let idleMs = 0;
  let busyMs = 0;
  for (const { times } of cpus()) {
    idleMs += times.idle;
    busyMs += times.user + times.nice + times.sys + times.irq;
  }
  const { user, system } = process.cpuUsage();
  return { idleMs, busyMs, oursMs: (user + system) / 1000, at: performance.now() };
}

/**
 * How many cores sat idle between two samples, on average: taken while this thread plays, the
 * cores free for another thread right now (os.loadavg() is a minute's average, far too slow).
 * The kernel counts idle time in 10 ms ticks, so a window under ~100 ms says little.
 */
export function idleCores(from: CoreSample, to: CoreSample = sampleCores()): number {
  const wall = to.at - from.at;
  return wall > 0 ? Math.max(0, (to.idleMs - from.idleMs) / wall) : 0;
}

/**
 * How many cores other programs kept busy between two samples: the machine's busy time less
 * this process's, whose workers and V8's own compiler and collector threads are ours. Two
 * threads of ours on two cores wait for a core 20-30% of the time with nothing else running,
 * so our own waiting cannot tell a busy machine from a quiet one; this can.
 */
export function othersCores(from: CoreSample, to: CoreSample = sampleCores()): number {
  const wall = to.at - from.at;
  return wall > 0 ? Math.max(0, (to.busyMs - from.busyMs - (to.oursMs - from.oursMs)) / wall) : 0;
}
