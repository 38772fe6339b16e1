import type { Server, State } from 'boardgame.io';

/** How many matches keep their state and metadata in memory (a few KB to a few tens of KB each). */
export const HOT_MATCHES = 2000;

export interface HotMatch {
  /** The state as stored, frozen, as JSON reads it back (stored-form.ts): peek hands it out, fetch a copy. */
  state?: State;
  metadata?: Server.MatchData;
  /** How many moves the state is ahead of the one kept in the match's row (the SQLite store's log tail), when known. */
  unkept?: number;
  /**
   * The metadata's stored text (the PostgreSQL store's, whose compare-and-set names the text a
   * write was built on; SQLite stringifies the kept metadata when it needs the text).
   */
  metadataJson?: string;
  /**
   * True once a read found no chat kept for the match, until a line is kept: every sync reads
   * the chat twice (LeanMaster), and most matches never chat.
   */
  chatless?: boolean;
}

/** Each part from the last entry that holds it: an entry without a part hides none of an earlier one's. */
export function layered(...entries: (HotMatch | undefined)[]): HotMatch {
  const match: HotMatch = {};
  for (const entry of entries) {
    if (entry?.state) Object.assign(match, { state: entry.state, unkept: entry.unkept });
    if (entry?.metadata) Object.assign(match, { metadata: entry.metadata, metadataJson: entry.metadataJson });
  }
  return match;
}

/**
 * The matches played lately, as the store last wrote or read them, least recently used
 * first, so a move reads no row and parses no JSON. The store remains the durable copy: an
 * entry changes only once the transaction that wrote it has committed, and the whole cache
 * is dropped when another connection has written to the file (SqliteStore checks SQLite's
 * data_version before every use).
 */
export class HotMatches {
  private readonly matches = new Map<string, HotMatch>();

  constructor(private readonly capacity = HOT_MATCHES) {}

  get size(): number {
    return this.matches.size;
  }

  /** The match's entry, now the most recently used, if it has one. */
  get(matchID: string): HotMatch | undefined {
    const match = this.matches.get(matchID);
    if (match) {
      this.matches.delete(matchID);
      this.matches.set(matchID, match);
    }
    return match;
  }

  /** Adds to the match's entry, evicting the least recently used match past the capacity. */
  keep(matchID: string, parts: HotMatch): void {
    const match = this.get(matchID);
    if (match) return void Object.assign(match, parts);
    this.matches.set(matchID, { ...parts });
    if (this.matches.size > this.capacity) this.matches.delete(this.matches.keys().next().value!);
  }

  forget(matchID: string): void {
    this.matches.delete(matchID);
  }

  clear(): void {
    this.matches.clear();
  }
}
