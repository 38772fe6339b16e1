// The server side of the bench's IPC channel, the same for both servers: the child sends
// `{ url }` once listening; it answers `usage` with its CPU time and memory (`usage-gc` after a
// full GC) and the errors it logged; `stop` closes the server and exits. A child whose parent
// is gone (the channel closed) exits too, so no server outlives the bench.

export interface ChildUsage {
  cpu: NodeJS.CpuUsage;
  memory: NodeJS.MemoryUsage;
  errors: number;
  /** The first few errors, as logged. */
  firstErrors: string[];
}

const KEPT_ERRORS = 5;

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
  process.on('message', async (message) => {
    if (message === 'usage' || message === 'usage-gc') {
      if (message === 'usage-gc') global.gc?.();
      const usage: ChildUsage = { cpu: process.cpuUsage(), memory: process.memoryUsage(), errors: errors.count, firstErrors: errors.first };
      send(usage);
    }
    if (message === 'stop') {
      await stop();
      process.exit(0);
    }
  });
  process.once('disconnect', () => process.exit(1));
  send({ url });
}
