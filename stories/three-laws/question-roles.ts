import { renderAll } from '../../games/kit/talk/question-templates.ts';
import type { QuestionDef, QuestionParam, ThreeLawsContent } from '../../games/three-laws/content-types.ts';
import { templateLabels } from '../../games/three-laws/rules/question-params.ts';
import type { TemplateUse } from '../../games/three-laws/state.ts';

/**
 * The question templates the story match asks, found by what a template asks (its `truth`,
 * how it is answered and the kinds of its slots in content/three-laws/questions.yaml) rather
 * than by its id or wording, so a designer who renames or rewords a template breaks no story
 * and no test unless no template is left that asks it.
 */
export interface QuestionRole {
  /** What it asks, as the error names it. */
  part: string;
  truth: QuestionDef['truth'];
  answers: QuestionDef['answers'];
  /** The kinds of its slots, in order: the deal fills each by kind. */
  slots: QuestionParam['kind'][];
}

export const HIGHEST_RANK: QuestionRole = { part: 'asking whether the asker has the highest rank the answerer sees', truth: 'highest-rank-seen', answers: 'yes-no', slots: [] };
export const LEADS_FACTION: QuestionRole = { part: 'asking whether the asker leads their faction', truth: 'leads-faction-seen', answers: 'yes-no', slots: [] };
export const SAME_FACTION: QuestionRole = { part: "asking whether the asker is in another player's faction", truth: 'same-faction', answers: 'yes-no', slots: ['player'] };
export const SAME_RANK: QuestionRole = { part: "asking whether the asker's rank is another player's", truth: 'same-rank', answers: 'yes-no', slots: ['player'] };
export const RANK_AT_LEAST: QuestionRole = { part: "asking whether the asker's rank is at least a rank", truth: 'rank-at-least', answers: 'yes-no', slots: ['rank'] };
export const FACTION_IS: QuestionRole = { part: 'asking whether the asker is of a faction', truth: 'faction-is', answers: 'yes-no', slots: ['faction'] };
export const COUNT_FACTION: QuestionRole = { part: 'asking how many of a faction the answerer sees', truth: 'count-faction', answers: 'number', slots: ['faction'] };

const fits = (def: QuestionDef, role: QuestionRole) => {
  const kinds = (def.params ?? []).map((p) => p.kind);
  return def.truth === role.truth && def.answers === role.answers && kinds.length === role.slots.length && kinds.every((k, i) => k === role.slots[i]);
};

/** The first template in content order playing `role`; an error naming the role when there is none. */
export function findQuestion(content: ThreeLawsContent, role: QuestionRole): QuestionDef {
  const def = content.questions.questions.find((q) => fits(q, role));
  if (!def) {
    const slots = role.slots.length === 0 ? 'no slot' : `one slot each of kind ${role.slots.join(', ')}`;
    throw new Error(`3 Laws of Robotics story deal: no question template ${role.part}: the stories need one with truth: ${role.truth}, answers: ${role.answers} and ${slots}.`);
  }
  return def;
}

/** What fills each slot, by kind: a seat for `player`, a rank, a faction's id. */
export type SlotValues = Partial<Record<QuestionParam['kind'], string | number>>;

/** The template use the asker's table sends: each slot, whatever its name, filled by its kind. */
export function useOf(def: QuestionDef, values: SlotValues = {}): TemplateUse {
  return { id: def.id, params: Object.fromEntries((def.params ?? []).map((slot) => [slot.name, values[slot.kind]!])) };
}

/** Every phrasing of the filled template (its text, then its variants), with the seats' names. */
export function phrasingsOf(content: ThreeLawsContent, def: QuestionDef, use: TemplateUse, names: readonly string[]): string[] {
  return renderAll(def, templateLabels(content, def, use, (p) => names[Number(p)] ?? p));
}
