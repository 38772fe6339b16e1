import { useEffect, useState } from 'react';

/** How a promise settled, once it has. */
export type Settled<T> = { value: T } | { error: unknown };

const SETTLED = new WeakMap<Promise<unknown>, Settled<unknown>>();

/** The promise with what it settles to kept beside it, so a later render reads it at once. */
export function tracked<T>(promise: Promise<T>): Promise<T> {
  if (!SETTLED.has(promise)) {
    promise.then(
      (value) => SETTLED.set(promise, { value }),
      (error: unknown) => SETTLED.set(promise, { error }),
    );
  }
  return promise;
}

/**
 * `load` run once and its promise kept (tracked), for every render to ask for the same one; a load
 * that failed (a chunk, when the network dropped) is run again by the next ask.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let kept: Promise<T> | undefined;
  return () => {
    if (!kept) {
      const loading = tracked(load());
      loading.catch(() => {
        if (kept === loading) kept = undefined;
      });
      kept = loading;
    }
    return kept;
  };
}

/**
 * What a promise (a chunk of the UI, board-registry.ts) settled to, or undefined while it is
 * pending: read at once when it settled before this render. Not React's Suspense (`lazy`, `use`),
 * which holds back showing what loaded behind a fallback by up to 300 ms a boundary: a match
 * behind two of them opened 0.6 s later.
 */
export function useLoaded<T>(promise: Promise<T> | undefined): Settled<T> | undefined {
  const [, settledNow] = useState(0);
  const settled = promise && (SETTLED.get(tracked(promise)) as Settled<T> | undefined);
  useEffect(() => {
    if (!promise || settled) return;
    let live = true;
    const redraw = () => live && settledNow((n) => n + 1);
    promise.then(redraw, redraw);
    return () => {
      live = false;
    };
  }, [promise, settled]);
  return settled;
}
