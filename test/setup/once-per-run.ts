/**
 * A resource that several projects' global setups share, such as the one Chromium both the
 * browser and the timing project use: started by the first project that asks, stopped when the
 * last one tears down. vitest loads a global setup file once per project, so the count lives
 * on globalThis rather than in the module.
 */
export async function takeOncePerRun<T>(key: string, start: () => Promise<T>, stop: (value: T) => Promise<void>): Promise<{ value: T; release: () => Promise<void> }> {
  const runs = ((globalThis as { tablewrightOncePerRun?: Map<string, { value: Promise<T>; users: number }> }).tablewrightOncePerRun ??= new Map());
  let entry = runs.get(key);
  if (!entry) runs.set(key, (entry = { value: start(), users: 0 }));
  entry.users++;
  const value = await entry.value;
  let released = false;
  return {
    value,
    async release() {
      if (released) return;
      released = true;
      if (--entry.users > 0) return;
      runs.delete(key);
      await stop(value);
    },
  };
}
