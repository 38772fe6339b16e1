import type { ComponentType } from 'react';
import { loadOnce, useLoaded } from './use-loaded.ts';

/**
 * A page whose code is a chunk of its own, loaded when the page is first shown (React's `lazy`
 * without Suspense's hold-back, use-loaded.ts). A chunk that failed to load (the network dropped)
 * says so, and is asked for again the next time the page is shown.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const pageNow = loadOnce(load);
  return function LazyPage(props: P) {
    const settled = useLoaded(pageNow());
    if (!settled) return <p className="page">Loading…</p>;
    if ('error' in settled) {
      return (
        <p className="page error" role="alert">
          This page could not be loaded: {settled.error instanceof Error ? settled.error.message : String(settled.error)}. Reload to try again, or <a href="#/">go back to the lobby</a>.
        </p>
      );
    }
    const Page = settled.value;
    return <Page {...props} />;
  };
}
