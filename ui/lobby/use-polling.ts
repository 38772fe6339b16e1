import { useCallback, useEffect, useState } from 'react';

/** Loads now and then every `everyMs`, keeping the last good value when a load fails. */
export function usePolling<T>(load: () => Promise<T>, everyMs: number) {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string>();
  const refresh = useCallback(async () => {
    try {
      setData(await load());
      setError(undefined);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  }, [load]);
  useEffect(() => {
    void refresh();
    const timer = setInterval(() => void refresh(), everyMs);
    return () => clearInterval(timer);
  }, [refresh, everyMs]);
  return { data, error, refresh };
}
