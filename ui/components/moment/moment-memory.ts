/**
 * Which moment a viewer sees is decided from the game's state (the newest moment it holds)
 * and from what this viewer already dismissed, kept in this browser per match and seat. Only
 * the newest moment is ever a candidate, so a reload never replays older ones; a dismissed key
 * is remembered, so a reload does not bring the newest back either once it was put away.
 */

/** What the table shows: the moment opened now (the newest, or one reopened from the log), whether it has stepped aside. */
export interface MomentView {
  key: string;
  /** The viewer must decide something now: the panel stands aside so those controls are usable. */
  aside: boolean;
}

/** How many dismissed keys one seat remembers: a game has far fewer big moments than this. */
export const REMEMBERED = 40;

/**
 * The moment to show: one the viewer reopened wins; else the newest moment in the state unless
 * it was dismissed. It stands aside while the viewer has a decision to make, never when reopened
 * (the viewer asked for it).
 */
export function momentToShow(newest: string | null, dismissed: readonly string[], reopened: string | null, deciding: boolean): MomentView | null {
  if (reopened !== null) return { key: reopened, aside: false };
  if (newest === null || dismissed.includes(newest)) return null;
  return { key: newest, aside: deciding };
}

/** The dismissed list with `key` added, the oldest forgotten past REMEMBERED. */
export function withDismissed(dismissed: readonly string[], key: string): string[] {
  if (dismissed.includes(key)) return [...dismissed];
  return [...dismissed, key].slice(-REMEMBERED);
}

/** Where this seat's dismissed moments of this match are kept. */
export function memoryKey(matchID: string, seat: string | null): string {
  return `tablewright:moments:${matchID}:${seat ?? 'spectator'}`;
}

/** A stored list read back; anything that is not a list of short strings counts as nothing dismissed. */
export function parseDismissed(raw: string | null): string[] {
  if (raw === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.filter((k): k is string => typeof k === 'string' && k.length <= 200).slice(-REMEMBERED);
}

/** A moment's key: its kind and, for one of many (a round's reveal), which one: `bids:3`, `result`. */
export function momentKey(kind: string, index?: number | string): string {
  return index === undefined ? kind : `${kind}:${index}`;
}

/** A key read back into its kind and its index (a number, or null if it has none). */
export function parseMomentKey(key: string): { kind: string; index: number | null } {
  const [kind, index] = key.split(':');
  const n = index === undefined ? NaN : Number(index);
  return { kind, index: Number.isInteger(n) ? n : null };
}
