import type { Act, PlayerID } from '../../../games/three-laws/state.ts';

/** How the table names a player in a sentence: "You" / "you" for the viewer, else their name. */
export interface Namer {
  subject(p: PlayerID): string;
  object(p: PlayerID): string;
  /** "Ada's", "your". */
  possessive(p: PlayerID): string;
  /** "Bo (you)", "Bo (you, rank 4)": a name in the third person, where "you" would break the sentence's grammar (scores, results). */
  named(p: PlayerID, note?: string): string;
}

export function namer(names: Record<string, string>, me: PlayerID | null): Namer {
  const name = (p: PlayerID) => names[p] ?? `Seat ${Number(p) + 1}`;
  return {
    subject: (p) => (p === me ? 'You' : name(p)),
    object: (p) => (p === me ? 'you' : name(p)),
    possessive: (p) => (p === me ? 'your' : `${name(p)}'s`),
    named: (p, note) => {
      const notes = [...(p === me ? ['you'] : []), ...(note ? [note] : [])];
      return notes.length > 0 ? `${name(p)} (${notes.join(', ')})` : name(p);
    },
  };
}

/** "Ada", "Ada and Bo", "Ada, Bo and Cy". */
export function listed(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "1 key", "2 keys". */
export const keysWord = (n: number | undefined) => `${n ?? 0} ${n === 1 ? 'key' : 'keys'}`;

/** One act as a line of the table talk: who did what (a message's words are shown beside it). */
export function actHeadline(act: Act, n: Namer): string {
  const to = act.to ?? '';
  switch (act.kind) {
    case 'question':
      return `${n.subject(act.by)} asked ${n.object(to)}`;
    case 'answer':
      return `${n.subject(act.by)} answered`;
    case 'give':
      return `${n.subject(act.by)} offered ${keysWord(act.keys)} to ${n.object(to)}`;
    case 'keep':
      return `${n.subject(act.by)} kept the keys`;
    case 'accept':
      return `${n.subject(act.by)} accepted the ${act.keys === 1 ? 'key' : 'keys'}`;
    case 'refuse':
      return `${n.subject(act.by)} refused the ${act.keys === 1 ? 'key' : 'keys'}`;
  }
}

/** "Ada's question", "your answer": what an Error call is about. */
export function actNoun(act: Act, n: Namer): string {
  const what = act.kind === 'question' || act.kind === 'answer' ? act.kind : act.kind === 'give' ? 'offer of keys' : act.kind === 'keep' ? 'keeping the keys' : act.kind === 'accept' ? 'accepting the keys' : 'refusal';
  return `${n.possessive(act.by)} ${what}`;
}

/**
 * The round's acts in exchanges: a question with its answer, an offer of keys with its reply,
 * a kept key alone. The talk reads as pairs, as the query is played.
 */
export function exchanges(acts: Act[]): Act[][] {
  const out: Act[][] = [];
  for (const act of acts) {
    const last = out[out.length - 1];
    const opener = last?.[0];
    const closes = last?.length === 1 && ((opener.kind === 'question' && act.kind === 'answer') || (opener.kind === 'give' && (act.kind === 'accept' || act.kind === 'refuse')));
    if (closes) last.push(act);
    else out.push([act]);
  }
  return out;
}
