import { useEffect, useState } from 'react';

/** Pieces that just left a row (`spent`) or just came into it (from index `arrivedFrom`); `wave` tells one change from the next. */
export interface PieceChanges {
  spent: number;
  arrivedFrom: number | null;
  wave: number;
}

/** How long a change stays marked: as long as its animation (piece-row.css) runs. */
export const PIECE_CHANGE_MS = 650;

/**
 * What changed in a count of pieces since the last render, kept for PIECE_CHANGE_MS so the row
 * can draw the pieces going and coming. Worked out during the render that sees the new count
 * (React's derived-state pattern), so no frame ever shows the new count without its change.
 * The first count a row is drawn with is no change: a reload animates nothing.
 */
export function usePieceChanges(n: number): PieceChanges {
  const [seen, setSeen] = useState(n);
  const [changes, setChanges] = useState<PieceChanges>({ spent: 0, arrivedFrom: null, wave: 0 });
  if (n !== seen) {
    setSeen(n);
    setChanges((c) => (n < seen ? { spent: seen - n, arrivedFrom: null, wave: c.wave + 1 } : { spent: 0, arrivedFrom: seen, wave: c.wave + 1 }));
  }
  const marked = changes.spent > 0 || changes.arrivedFrom !== null;
  useEffect(() => {
    if (!marked) return;
    const timer = setTimeout(() => setChanges((c) => (c.wave === changes.wave ? { ...c, spent: 0, arrivedFrom: null } : c)), PIECE_CHANGE_MS);
    return () => clearTimeout(timer);
  }, [marked, changes.wave]);
  return changes;
}
