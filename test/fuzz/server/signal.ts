/**
 * Wakes whoever waits on a condition when something it reads may have changed (a frame came
 * in, the server finished a move), instead of polling on a timer: a packet's answer takes a
 * millisecond, and hundreds of them each waiting out a polling interval would take seconds.
 */
export class Signal {
  private waiters = new Set<() => void>();

  /** Something changed: every waiter checks its condition again. */
  notify(): void {
    for (const wake of [...this.waiters]) wake();
  }

  /** Resolves once `check` holds, checked now and on each notify; rejects after `timeoutMs`. */
  until(check: () => boolean, what: string, timeoutMs = 5_000): Promise<void> {
    if (check()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(wake);
      };
      const wake = () => {
        if (!check()) return;
        done();
        resolve();
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`));
      }, timeoutMs);
      this.waiters.add(wake);
    });
  }
}
