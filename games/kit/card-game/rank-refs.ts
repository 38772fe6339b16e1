import type { ContentIssue } from '../game-module.ts';
import type { CardTableContent } from './table-content.ts';
import { isSuited } from './table-content.ts';

/** A place in a game's own content that names a rank of its table.yaml. */
export interface RankRef {
  file: string;
  path: (string | number)[];
  rank: string;
}

/**
 * Checks a game's references into its suited deck: the deck must be suited, every rank named
 * must be one of table.yaml's, and every rank must carry each number fact the rules read.
 */
export function checkRankRefs(table: CardTableContent, refs: readonly RankRef[], facts: readonly string[] = [], file = 'table'): ContentIssue[] {
  const { deck } = table;
  if (!isSuited(deck)) return [{ file, path: ['deck'], message: 'this game needs a deck of `suits` and `ranks`.' }];
  const known = deck.ranks.map((rank) => rank.id);
  const unknown = refs
    .filter((ref) => !known.includes(ref.rank))
    .map((ref) => ({ file: ref.file, path: ref.path, message: `"${ref.rank}" is not a rank of table.yaml; the ranks are ${known.join(', ')}.` }));
  const missing = deck.ranks.flatMap((rank, i) =>
    facts.filter((fact) => typeof rank[fact] !== 'number').map((fact) => ({ file, path: ['deck', 'ranks', i], message: `the rank "${rank.id}" has no \`${fact}\`: the rules read it (a number).` })),
  );
  return [...unknown, ...missing];
}
