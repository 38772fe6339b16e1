import { afterAll, vi } from 'vitest';

// Test files share a worker and its modules (isolate: false): what one file patched, such as a
// spy on a prototype or console, fake timers or a stubbed variable, must not reach the next.
afterAll(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});
