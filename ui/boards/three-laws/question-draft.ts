import { carriesTemplate, renderAll, renderTemplate } from '../../../games/kit/talk/question-templates.ts';
import type { QuestionDef, ThreeLawsContent } from '../../../games/three-laws/content-types.ts';
import { slotChoices, templateLabels } from '../../../games/three-laws/rules/question-params.ts';
import type { PlayerID, TemplateUse, ThreeLawsView } from '../../../games/three-laws/state.ts';

/** A slot's value and what the asker reads for it (a name, a rank, a faction's plural). */
export interface SlotChoice {
  value: string | number;
  label: string;
}

/** What fills each slot of a question template, for this asker and target, as the game allows. */
export function slotOptions(G: ThreeLawsView, content: ThreeLawsContent, def: QuestionDef, asker: PlayerID, target: PlayerID, names: Record<string, string>): Record<string, SlotChoice[]> {
  return Object.fromEntries(
    (def.params ?? []).map((slot) => [
      slot.name,
      slotChoices(G, slot.kind, asker, target).map((value) => ({ value, label: templateLabels(content, { ...def, params: [slot] }, { id: def.id, params: { [slot.name]: value } }, (p) => names[p] ?? p)[slot.name] })),
    ]),
  );
}

/** Keeps the values that still fit (a new target may be the player a slot named) and fills the rest with the first choice. */
export function fitParams(options: Record<string, SlotChoice[]>, params: Record<string, string | number>): Record<string, string | number> | undefined {
  const fitted: Record<string, string | number> = {};
  for (const [name, choices] of Object.entries(options)) {
    if (choices.length === 0) return undefined;
    fitted[name] = choices.some((c) => c.value === params[name]) ? params[name] : choices[0].value;
  }
  return fitted;
}

/** The template's words in the list, before its slots are chosen: "Am I in the same faction as …?". */
export function templatePreview(def: QuestionDef): string {
  return renderTemplate(def, Object.fromEntries((def.params ?? []).map((slot) => [slot.name, '…'])));
}

/** Every phrasing of a filled template with the players' real names. */
export function phrasings(content: ThreeLawsContent, def: QuestionDef, use: TemplateUse, names: Record<string, string>): string[] {
  return renderAll(def, templateLabels(content, def, use, (p) => names[p] ?? p));
}

/**
 * The template to send with the question: only while the text still carries it (word by word,
 * with the real names), so a question the asker rewrote goes as their own words and no bot
 * answers a template that was never asked.
 */
export function templateToSend(content: ThreeLawsContent, def: QuestionDef | undefined, use: TemplateUse | undefined, text: string, names: Record<string, string>): TemplateUse | undefined {
  if (!def || !use) return undefined;
  return carriesTemplate(text, def, templateLabels(content, def, use, (p) => names[p] ?? p)) ? use : undefined;
}
