import { withFields } from '../../kit/with-fields.ts';
import { fitText, TRAILING_MARKS, type TextCondition } from '../../kit/talk/text-conditions.ts';
import { judgeAct, lawById } from '../rules/laws.ts';
import type { Act, ActKind } from '../state.ts';
import type { BotSeat } from './seat.ts';

/** An act as the bot would make it, before the game numbers it. */
export type Draft = Omit<Act, 'id'>;

/** Whether `draft`, made now, keeps every law in force: judged as the engine would judge a call on it. */
export function keepsLaws(seat: BotSeat, draft: Draft): boolean {
  const { view, content } = seat;
  const act: Act = withFields(draft, { id: `r${view.round}-${view.acts.length + 1}` });
  // What judgeAct reads, not a spread of the whole view: the bot tries act after act at each step.
  const table = { players: view.players, startPlayer: view.startPlayer, lawsInForce: view.lawsInForce, names: view.names, acts: [...view.acts, act] };
  const { broken } = judgeAct(act, table, content);
  return Object.keys(broken).length === 0;
}

/** The text conditions of every law in force that speaks of `kind`. */
function conditionsFor(seat: BotSeat, kind: ActKind): TextCondition[] {
  return seat.view.lawsInForce.flatMap((id) => {
    const check = lawById(seat.content, id).check;
    return check?.text && check.acts.includes(kind) ? (check.text as TextCondition[]) : [];
  });
}

/** "Top rank?" → "Top rank, please?": a word a law requires, said before the final mark. fitText cannot add those. */
export function withRequiredWords(text: string, conditions: readonly TextCondition[]): string {
  return conditions.reduce((out, condition) => {
    if (!('requiredWords' in condition) || condition.requiredWords.length === 0) return out;
    const tail = out.match(TRAILING_MARKS)?.[0] ?? '';
    return `${out.slice(0, out.length - tail.length).trimEnd()}, ${condition.requiredWords[0]}${tail}`;
  }, text);
}

/**
 * The first of `texts` that, with the openings, endings, case and required words the laws in
 * force ask for, keeps every law when said as `draft`; undefined when none can. `means`
 * rejects a fitted text that no longer says what the bot meant.
 */
export function lawfulText(seat: BotSeat, draft: Draft, texts: readonly string[], means?: (text: string) => boolean): string | undefined {
  const conditions = conditionsFor(seat, draft.kind);
  const classes = seat.content.words.classes;
  for (const text of texts) {
    for (const base of [text, withRequiredWords(text, conditions)]) {
      const fitted = fitText(base, conditions, classes);
      if (fitted === undefined || (means && !means(fitted))) continue;
      if (keepsLaws(seat, { ...draft, text: fitted })) return fitted;
    }
  }
  return undefined;
}
