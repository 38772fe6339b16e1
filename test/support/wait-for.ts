import { performance } from 'node:perf_hooks';

type Truthy<T> = Exclude<T, false | 0 | '' | null | undefined>;

/**
 * Looks at `check` every `everyMs` until it answers something truthy, and resolves with that.
 * Past `timeoutMs` it fails naming what was awaited; `what` may be a function, asked only then,
 * to say what was seen instead. The deadline is on the monotonic clock, so a test that fakes
 * Date still gets its message rather than the runner's timeout. It guards against a hang, not
 * a slow machine: at 5 s a move through a server in a child process timed out in a loaded run
 * (test/under-load.mjs) with the machine busier still.
 */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  what: string | (() => string | Promise<string>),
  timeoutMs = 15_000,
  everyMs = 10,
): Promise<Truthy<T>> {
  const end = performance.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as Truthy<T>;
    if (performance.now() > end) {
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${typeof what === 'string' ? what : await what()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
