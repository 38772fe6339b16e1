import { withFields } from '../../kit/with-fields.ts';
import { checkText, fitText, TRAILING_MARKS, type TextCondition } from '../../kit/talk/text-conditions.ts';
import { judgeAct, judgedByEngine, lawById } from '../rules/laws.ts';
import type { Act, ActKind } from '../state.ts';
import type { BotSeat } from './seat.ts';

/** An act as the bot would make it, before the game numbers it. */
export type Draft = Omit<Act, 'id'>;

/**
 * Whether `draft`, said without words, keeps every law in force: a forbidden kind of act, or
 * one to a seat a law names. Judged as the engine would judge a call on it.
 */
function keepsLawsUnsaid(seat: BotSeat, draft: Draft): boolean {
  const { view, content } = seat;
  const act: Act = withFields(draft, { id: `r${view.round}-${view.acts.length + 1}`, text: undefined });
  // What judgeAct reads, not a spread of the whole view: the bot tries act after act at each step. The
  // round's own acts: a law reads the acts before the one it judges, and the act is not among them yet.
  const table = { players: view.players, startPlayer: view.startPlayer, lawsInForce: view.lawsInForce, names: view.names, acts: view.acts };
  return Object.keys(judgeAct(act, table, content).broken).length === 0;
}

/**
 * What the laws in force ask of the words of one kind of act: their text conditions all
 * together, those fitText reshapes a text by (an opening, an ending, the case), each law's own
 * (fitText's check, made law by law), and each judged law's (what the engine checks). Each
 * text fitted and judged once: the lawful text made of it, or of it with the words a law requires, or null.
 */
interface WordsRuled {
  conditions: TextCondition[];
  reshaping: readonly TextCondition[];
  each: (readonly TextCondition[])[];
  judged: (readonly TextCondition[])[];
  /** Whether a judged law bans the players' names: only then does a verdict read the names. */
  readsNames: boolean;
  fitted: Map<string, readonly [string | null, string | null]>;
}

// A text's verdict depends on the laws in force, the kind of act and the table's names alone, while
// every bot at the table tries the same phrasings and answers at each step, and a run's matches meet the
// same few sets of laws again and again: kept per content by what they are made of, and with each
// round's frozen list of laws so a step finds them without a key.
const rulingsByLaws = new WeakMap<BotSeat['content'], Map<string, WordsRuled>>();
const rulingsKept = new WeakMap<readonly string[], { content: BotSeat['content']; names: BotSeat['view']['names']; byKind: Map<ActKind, WordsRuled> }>();
// More than a run's sets of laws, names and kinds meet; past it, every one is let go.
const RULINGS_KEPT = 2048;

function wordsRuled(seat: BotSeat, kind: ActKind): WordsRuled {
  const { view, content } = seat;
  let on = rulingsKept.get(view.lawsInForce);
  if (!on || on.content !== content || on.names !== view.names) {
    on = { content, names: view.names, byKind: new Map() };
    if (Object.isFrozen(view.lawsInForce) && Object.isFrozen(view.names)) rulingsKept.set(view.lawsInForce, on);
  }
  let ruled = on.byKind.get(kind);
  if (!ruled) on.byKind.set(kind, (ruled = rulingOf(seat, kind)));
  return ruled;
}

function rulingOf(seat: BotSeat, kind: ActKind): WordsRuled {
  const { view, content } = seat;
  let byLaws = rulingsByLaws.get(content);
  if (!byLaws) rulingsByLaws.set(content, (byLaws = new Map()));
  const key = JSON.stringify([kind, view.lawsInForce, Object.values(view.names ?? {})]);
  let ruled = byLaws.get(key);
  if (!ruled) {
    if (byLaws.size >= RULINGS_KEPT) byLaws.clear();
    byLaws.set(key, (ruled = ruleWords(seat, kind)));
  }
  return ruled;
}

/** Whether fitText changes a text for the condition: the rest it only checks. */
const reshapes = (condition: TextCondition): boolean => 'startsWith' in condition || 'endsWith' in condition || 'allCaps' in condition || 'noCapitals' in condition;

// One list per set of reshaping conditions, shared by every set of laws that holds it: fitText's verdicts
// are kept per list, and most sets of laws reshape nothing.
const reshapingKept = new WeakMap<BotSeat['content'], Map<string, readonly TextCondition[]>>();

function reshapingOf(content: BotSeat['content'], conditions: readonly TextCondition[]): readonly TextCondition[] {
  let byKey = reshapingKept.get(content);
  if (!byKey) reshapingKept.set(content, (byKey = new Map()));
  const reshaping = conditions.filter(reshapes);
  const key = JSON.stringify(reshaping);
  let kept = byKey.get(key);
  if (!kept) {
    if (byKey.size >= RULINGS_KEPT) byKey.clear();
    byKey.set(key, (kept = Object.freeze(reshaping)));
  }
  return kept;
}

function ruleWords(seat: BotSeat, kind: ActKind): WordsRuled {
  const conditions: TextCondition[] = [];
  const each: (readonly TextCondition[])[] = [];
  const judged: (readonly TextCondition[])[] = [];
  for (const id of seat.view.lawsInForce) {
    const law = lawById(seat.content, id);
    const check = law.check;
    if (!check?.text || !check.acts.includes(kind)) continue;
    conditions.push(...(check.text as TextCondition[]));
    each.push(check.text as TextCondition[]);
    if (judgedByEngine(law)) judged.push(check.text as TextCondition[]);
  }
  const readsNames = judged.some((list) => list.some((condition) => 'noPlayerNames' in condition));
  return { conditions, reshaping: reshapingOf(seat.content, conditions), each, judged, readsNames, fitted: new Map() };
}

/** Whether words said keep every judged law's text conditions, as lawBreaks checks them (with the table's names). */
function wordsKeep(seat: BotSeat, ruled: WordsRuled, text: string): boolean {
  const names = Object.values(seat.view.names ?? {});
  return ruled.judged.every((conditions) => checkText(text, conditions, seat.content.words.classes, names).length === 0);
}

/** Whether `draft`, made now, keeps every law in force: judged as the engine would judge a call on it. */
export function keepsLaws(seat: BotSeat, draft: Draft): boolean {
  if (!keepsLawsUnsaid(seat, draft)) return false;
  return draft.text === undefined || wordsKeep(seat, wordsRuled(seat, draft.kind), draft.text);
}

/** "Top rank?" → "Top rank, please?": a word a law requires, said before the final mark. fitText cannot add those. */
export function withRequiredWords(text: string, conditions: readonly TextCondition[]): string {
  return conditions.reduce((out, condition) => {
    if (!('requiredWords' in condition) || condition.requiredWords.length === 0) return out;
    const tail = out.match(TRAILING_MARKS)?.[0] ?? '';
    return `${out.slice(0, out.length - tail.length).trimEnd()}, ${condition.requiredWords[0]}${tail}`;
  }, text);
}

function lawfulFits(seat: BotSeat, ruled: WordsRuled, text: string): readonly [string | null, string | null] {
  let fits = ruled.fitted.get(text);
  if (!fits) {
    const { classes } = seat.content.words;
    const fit = (base: string) => {
      // fitText(base, ruled.conditions) reshapes by the reshaping conditions alone, in their order (with
      // none, it only trims), then checks every condition: checked here law by law, against the content's
      // own lists, whose verdicts every match shares (a set of laws is seldom met twice). The judged laws
      // are among them: their verdict differs only where a law bans the names, which are none here.
      const fitted = ruled.reshaping.length === 0 ? base.trim() : fitText(base, ruled.reshaping, classes);
      if (fitted === undefined || !ruled.each.every((conditions) => checkText(fitted, conditions, classes).length === 0)) return null;
      return !ruled.readsNames || wordsKeep(seat, ruled, fitted) ? fitted : null;
    };
    const plain = fit(text);
    const required = withRequiredWords(text, ruled.conditions);
    ruled.fitted.set(text, (fits = [plain, required === text ? plain : fit(required)]));
  }
  return fits;
}

/**
 * The first of `texts` that, with the openings, endings, case and required words the laws in
 * force ask for, keeps every law's words when said as an act of `kind`; undefined when none can.
 * `means` rejects a fitted text that no longer says what the bot meant. Words only: for an act
 * whose seat and kind keepsLaws has allowed.
 */
export function lawfulWording(seat: BotSeat, kind: ActKind, texts: readonly string[], means?: (text: string) => boolean): string | undefined {
  const ruled = wordsRuled(seat, kind);
  for (const text of texts) {
    for (const fitted of lawfulFits(seat, ruled, text)) {
      if (fitted !== null && (!means || means(fitted))) return fitted;
    }
  }
  return undefined;
}

/** lawfulWording for `draft`, when the act keeps the laws that speak of more than its words; else undefined. */
export function lawfulText(seat: BotSeat, draft: Draft, texts: readonly string[], means?: (text: string) => boolean): string | undefined {
  return keepsLawsUnsaid(seat, draft) ? lawfulWording(seat, draft.kind, texts, means) : undefined;
}
