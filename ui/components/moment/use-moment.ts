import { useCallback, useEffect, useState } from 'react';
import { memoryKey, momentToShow, parseDismissed, withDismissed, type MomentView } from './moment-memory.ts';

export interface Moment {
  /** What to show now, or null. */
  view: MomentView | null;
  dismiss(): void;
  /** Opens a past moment (a round's report from the log) by its key. */
  reopen(key: string): void;
}

function load(storage: string): string[] {
  try {
    return parseDismissed(globalThis.localStorage?.getItem(storage) ?? null);
  } catch {
    return [];
  }
}

/**
 * The table's moment: `newest` is the key of the newest moment the game's state holds (derived
 * by the board, e.g. `bids:3`), `deciding` whether the viewer must act now. Dismissing remembers
 * the key in this browser for this match and seat (see moment-memory.ts).
 */
export function useMoment(matchID: string, seat: string | null, newest: string | null, deciding: boolean): Moment {
  const storage = memoryKey(matchID, seat);
  const [dismissed, setDismissed] = useState<string[]>(() => load(storage));
  const [reopened, setReopened] = useState<string | null>(null);
  useEffect(() => setDismissed(load(storage)), [storage]);
  // A new moment in the state takes the place of a past one the viewer was rereading.
  useEffect(() => setReopened(null), [newest]);
  const view = momentToShow(newest, dismissed, reopened, deciding);
  const shownKey = view?.key ?? null;
  const dismiss = useCallback(() => {
    setReopened(null);
    if (shownKey === null) return;
    setDismissed((list) => {
      const next = withDismissed(list, shownKey);
      try {
        globalThis.localStorage?.setItem(storage, JSON.stringify(next));
      } catch {
        // A browser that keeps nothing (private mode, full) still closes the moment for this visit.
      }
      return next;
    });
  }, [shownKey, storage]);
  return { view, dismiss, reopen: setReopened };
}

/** Whether the moment `key` is open in its panel now (its content then is not drawn a second time on the table). */
export function showing(moment: Moment, key: string): boolean {
  return moment.view?.key === key && !moment.view.aside;
}
