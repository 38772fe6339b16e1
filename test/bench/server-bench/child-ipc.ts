// The server side of the bench's IPC channel, the same for both servers: the child sends
// `{ url }` once listening; it answers `usage` with its CPU time and memory (`usage-gc` after a
// full GC), how late its event loop ran since the last answer, and the errors it logged; `stop`
// closes the server and exits; `{ heapSnapshot: file }` writes a V8 heap snapshot there and
// answers `{ written }`. A child whose parent is gone (the channel closed) exits too, so no
// server outlives the bench.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { writeHeapSnapshot } from 'node:v8';

export interface ChildUsage {
  cpu: NodeJS.CpuUsage;
  memory: NodeJS.MemoryUsage;
  /** How late the event loop ran since the last answer, ms. */
  loopDelay: LoopDelay;
  errors: number;
  /** The first few errors, as logged. */
  firstErrors: string[];
}

const KEPT_ERRORS = 5;

export interface LoopDelay {
  p99: number;
  max: number;
}

/** A histogram of event-loop delay, in ms, read and started afresh by `take`. */
export function loopDelayMonitor(): { take(): LoopDelay } {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  return {
    take() {
      const delay = { p99: histogram.percentile(99) / 1e6, max: histogram.max / 1e6 };
      histogram.reset();
      return delay;
    },
  };
}

export class ErrorCount {
  count = 0;
  readonly first: string[] = [];

  add(text: string): void {
    this.count++;
    if (this.first.length < KEPT_ERRORS) this.first.push(text.slice(0, 300));
  }
}

export function answerBench(url: string, errors: ErrorCount, stop: () => Promise<void>): void {
  const send = process.send!.bind(process);
  const loop = loopDelayMonitor();
  process.on('message', async (message) => {
    if (message === 'usage' || message === 'usage-gc') {
      if (message === 'usage-gc') global.gc?.();
      const usage: ChildUsage = { cpu: process.cpuUsage(), memory: process.memoryUsage(), loopDelay: loop.take(), errors: errors.count, firstErrors: errors.first };
      send(usage);
    }
    if (typeof message === 'object' && message !== null && 'heapSnapshot' in message) {
      send({ written: writeHeapSnapshot(String(message.heapSnapshot)) });
    }
    if (message === 'stop') {
      await stop();
      process.exit(0);
    }
  });
  process.once('disconnect', () => process.exit(1));
  send({ url });
}
