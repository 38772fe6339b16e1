import { useEffect, useState } from 'react';
import { matchContent, type ServedContent } from './content-api.ts';

/** The content of one match, from the server that runs it; `error` says why it could not be had. */
export function useMatchContent(gameId: string, matchID: string): { served?: ServedContent; error?: string } {
  const [result, setResult] = useState<{ served?: ServedContent; error?: string }>({});
  useEffect(() => {
    let current = true;
    matchContent(gameId, matchID).then(
      (served) => current && setResult({ served }),
      (error: unknown) => current && setResult({ error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [gameId, matchID]);
  return result;
}
