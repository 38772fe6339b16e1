import type { Server } from 'boardgame.io';
import type { HotMatch } from '../hot-matches.ts';
import { UnknownMatchError } from '../store-errors.ts';
import { isGameover, keptMetadata } from '../stored-form.ts';
import type { WriteContext } from './postgres-writes.ts';

/** New metadata to write: the object, its text, and what memory keeps of it. */
export interface BuiltMetadata {
  written: Server.MatchData;
  json: string;
  kept: Server.MatchData;
}

/**
 * Builds new metadata on the kept one (`hot`, as memory will hold it once the batch's earlier
 * writes commit) and writes it if the row still holds the text it was built on; otherwise
 * (another process wrote meanwhile) locks the row, reads it, and builds again on what it holds.
 * "Nothing to write" is believed of the row alone: memory may lag a commit of another
 * process's that undid what memory shows, and writing nothing would lose it.
 */
export async function rewriteMetadata(
  context: WriteContext,
  matchID: string,
  hot: HotMatch | undefined,
  build: (stored: Server.MatchData, storedJson: string) => Promise<BuiltMetadata | undefined>,
): Promise<void> {
  const { tx, after } = context;
  let stored = hot?.metadata && hot.metadataJson ? { metadata: hot.metadata, json: hot.metadataJson, read: false } : undefined;
  for (;;) {
    if (!stored) {
      const [row] = await tx<{ metadata: string }[]>`SELECT metadata FROM matches WHERE match_id = ${matchID} FOR UPDATE`;
      if (!row) throw new UnknownMatchError(matchID);
      stored = { metadata: keptMetadata(row.metadata), json: row.metadata, read: true };
    }
    const built = await build(stored.metadata, stored.json);
    if (!built && stored.read) return;
    if (!built) {
      stored = undefined;
      continue;
    }
    const { written, json, kept } = built;
    const updated = await tx`
      UPDATE matches SET metadata = ${json}, gameover = ${isGameover(written)}, updated_at = ${written.updatedAt}, unlisted = ${Boolean(written.unlisted)}
      WHERE match_id = ${matchID} AND metadata = ${stored.json} RETURNING 1`;
    if (updated.length) return after({ matchID, keep: { metadata: kept, metadataJson: json } });
    stored = undefined;
  }
}

/** A frequent metadata write (a stamp, presence) built around the kept metadata's frozen parts; the written metadata, or undefined when there was nothing to write. */
export async function reviseMetadata(
  context: WriteContext,
  matchID: string,
  hot: HotMatch | undefined,
  revise: (stored: Server.MatchData) => Server.MatchData | undefined,
): Promise<Server.MatchData | undefined> {
  let answer: Server.MatchData | undefined;
  await rewriteMetadata(context, matchID, hot, async (stored) => {
    const written = revise(stored);
    answer = written && Object.freeze(written);
    return written && { written, json: JSON.stringify(written), kept: written };
  });
  return answer;
}
