import { cpus } from 'node:os';

/** The machine's cores, their busy time summed, this process's own CPU time, and when they were read. */
export interface CoreSample {
  cores: number;
  busyMs: number;
  oursMs: number;
  at: number;
}

export function sampleCores(): CoreSample {
  const all = cpus();
  let busyMs = 0;
  for (const { times } of all) {
    busyMs += times.user + times.nice + times.sys + times.irq;
  }
  const { user, system } = process.cpuUsage();
  return { cores: all.length, busyMs, oursMs: (user + system) / 1000, at: performance.now() };
}

/**
 * How many cores other programs left to us beside this thread, on average between two samples:
 * taken while this thread plays, the cores a worker would get right now (os.loadavg() is a
 * minute's average, far too slow). Our own compiler and collector threads are not counted as
 * taking a core: the cores' idle time was, and in a run's first seconds V8 compiling the rules
 * kept the other core 20-80% busy, so a worker waited 2.9 s for a core that no one else wanted.
 * The kernel counts CPU time in 10 ms ticks, so a window under ~100 ms says little.
 */
export function freeCores(from: CoreSample, to: CoreSample = sampleCores()): number {
  return Math.max(0, to.cores - 1 - othersCores(from, to));
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
