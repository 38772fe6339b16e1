import { checkText, type TextCondition } from '../../kit/talk/text-conditions.ts';
import type { LawDef, ThreeLawsContent } from '../content-types.ts';
import type { Act, PlayerID, ThreeLawsState } from '../state.ts';
import { leftOf, rightOf } from './table.ts';
import { someOf } from '../../kit/frozen-lists.ts';

type Relation = NonNullable<NonNullable<LawDef['check']>['notTo']>[number];

// The bots judge every law they might break for every question they weigh: a lookup by id is
// in their innermost loop.
const lawsById = new WeakMap<object, Map<string, LawDef>>();

export function lawById(content: Pick<ThreeLawsContent, 'laws'>, id: string): LawDef {
  let byId = lawsById.get(content.laws);
  if (!byId) {
    byId = new Map(content.laws.laws.map((l) => [l.id, l]));
    lawsById.set(content.laws, byId);
  }
  const law = byId.get(id);
  if (!law) throw new Error(`unknown law "${id}"`);
  return law;
}

export const judgedByEngine = (law: LawDef): boolean => (law.judge ?? 'engine') === 'engine';

/** The acts before `act` this round: what a relation such as "asked-me" is read from. */
function actsBefore(G: Pick<ThreeLawsState, 'acts'>, act: Act): Act[] {
  const at = G.acts.findIndex((a) => a.id === act.id);
  return at < 0 ? G.acts : G.acts.slice(0, at);
}

/** The players a relation names, seen from the act's author at the time of the act. */
export function playersIn(relation: Relation, G: Pick<ThreeLawsState, 'players' | 'startPlayer' | 'acts'>, act: Act): PlayerID[] {
  switch (relation) {
    case 'left':
      return [leftOf(G, act.by)];
    case 'right':
      return [rightOf(G, act.by)];
    case 'start-player':
      return [G.startPlayer];
    case 'asked-me':
      return questionsBefore(G, act).filter((a) => a.to === act.by).map((a) => a.by);
    case 'answered-me':
      return questionsBefore(G, act).filter((a) => a.by === act.by && a.to !== undefined).map((a) => a.to as PlayerID);
  }
}

/** The questions before `act` this round: read only by the relations that look back (bots judge every act they weigh). */
const questionsBefore = (G: Pick<ThreeLawsState, 'acts'>, act: Act): Act[] => actsBefore(G, act).filter((a) => a.kind === 'question');

/**
 * Why `act` breaks `law`, one player-facing line per failed part; empty when it keeps it, or
 * when the law does not speak of this kind of act, or is left to the players' vote.
 */
export function lawBreaks(law: LawDef, act: Act, G: Pick<ThreeLawsState, 'players' | 'startPlayer' | 'acts'> & Partial<Pick<ThreeLawsState, 'names'>>, content: Pick<ThreeLawsContent, 'words'>): string[] {
  const check = law.check;
  if (!check || !judgedByEngine(law) || !check.acts.includes(act.kind)) return [];
  if (check.forbidden) return [`${law.name}: ${law.text}`];
  const reasons: string[] = [];
  if (check.text && act.text !== undefined) {
    const failures = checkText(act.text, check.text as TextCondition[], content.words.classes, Object.values(G.names ?? {}));
    reasons.push(...failures.map((f) => `${law.name}: ${f.message}`));
  }
  for (const relation of check.notTo ?? []) {
    if (act.to !== undefined && playersIn(relation, G, act).includes(act.to)) reasons.push(`${law.name}: ${law.text}`);
  }
  return reasons;
}

/** Whether a law can speak of an act of this kind: its check names the kind, or it has no check (a law left to the players may be called on anything). */
export const speaksOf = (law: LawDef, kind: Act['kind']): boolean => !law.check || law.check.acts.includes(kind);

/** Whether the engine can ever find this law broken: it judges it and has a check to judge by. */
export const engineCanBreak = (law: LawDef): boolean => judgedByEngine(law) && law.check !== undefined;

export interface ActJudgement {
  /** Law id → why it was broken, for every engine-judged law in force the act broke. */
  broken: Record<string, string[]>;
  /** No engine-judged law was broken, but a law in force is left to the players' vote. */
  needsVote: boolean;
}

/** The engine's ruling on one act against every law in force. Pure: the same act always gets the same ruling. */
export function judgeAct(act: Act, G: Pick<ThreeLawsState, 'players' | 'startPlayer' | 'acts' | 'lawsInForce'> & Partial<Pick<ThreeLawsState, 'names'>>, content: Pick<ThreeLawsContent, 'laws' | 'words'>): ActJudgement {
  const broken: Record<string, string[]> = {};
  for (const id of G.lawsInForce) {
    const reasons = lawBreaks(lawById(content, id), act, G, content);
    if (reasons.length > 0) broken[id] = reasons;
  }
  const engineBroke = Object.keys(broken).length > 0;
  const needsVote = !engineBroke && someOf(G.lawsInForce, (id) => !judgedByEngine(lawById(content, id)));
  return { broken, needsVote };
}
