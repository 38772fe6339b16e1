import { useEffect } from 'react';

/**
 * Tells the table which laws a draft would break (a space-separated list, so an unchanged
 * list is the same string), so it can mark their cards; and that none are, when the
 * composer goes.
 */
export function useWarned(ids: string, onWarn: (lawIds: string[]) => void): void {
  useEffect(() => {
    onWarn(ids ? ids.split(' ') : []);
  }, [ids, onWarn]);
  useEffect(() => () => onWarn([]), [onWarn]);
}
