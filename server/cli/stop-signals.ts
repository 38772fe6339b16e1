const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

export interface StopSignals {
  /** Resolves with the name of the first SIGINT or SIGTERM. */
  first: Promise<string>;
  /** Aborted by a second one: the stop under way hurries (graceful-stop.ts). */
  again: AbortSignal;
  /** Gives the signals back to Node. */
  dispose(): void;
}

/**
 * SIGINT and SIGTERM as a stop asks for them: the first starts a graceful stop; a second,
 * while it drains, cuts the drain short (the store is still closed cleanly), where Node's own
 * handler would have killed the process with the store open.
 */
export function stopSignals(say: (line: string) => void): StopSignals {
  const hurry = new AbortController();
  let heard: (signal: string) => void = () => {};
  const first = new Promise<string>((resolve) => (heard = resolve));
  let count = 0;
  const onSignal = (signal: string) => {
    count++;
    if (count === 1) {
      say(`\n${signal}: stopping the server (again to stop at once)...`);
      heard(signal);
    } else if (count === 2) {
      say(`${signal} again: stopping at once`);
      hurry.abort();
    }
  };
  for (const signal of SIGNALS) process.on(signal, onSignal);
  return { first, again: hurry.signal, dispose: () => SIGNALS.forEach((signal) => process.off(signal, onSignal)) };
}
