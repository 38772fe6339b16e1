import { hasPhrase, wordKeys } from './words.ts';

/** A parameter a template slot takes: a player (other than asker and answerer), a rank number, a faction id... The game defines the kinds; the kit renders and validates shape. */
export interface TemplateParam {
  name: string;
  kind: string;
}

export interface QuestionTemplate {
  id: string;
  text: string;
  variants?: string[];
  params?: TemplateParam[];
  answers: string;
}

const SLOT = /\{([A-Za-z][A-Za-z0-9_-]*)\}/g;

/** `{name}` slots filled from `labels` (param name → text shown). Renders `text` (variant index 0) or `variants[i-1]`. Throws on a missing label. */
export function renderTemplate(template: QuestionTemplate, labels: Record<string, string>, variant = 0): string {
  const phrasing = variant === 0 ? template.text : template.variants?.[variant - 1];
  if (phrasing === undefined) throw new Error(`question "${template.id}" has no variant ${variant}`);
  return phrasing.replace(SLOT, (_, name: string) => {
    if (!Object.hasOwn(labels, name)) throw new Error(`question "${template.id}" needs a value for {${name}}`);
    return labels[name];
  });
}

/** Every phrasing of the template (text then variants), rendered. */
export function renderAll(template: QuestionTemplate, labels: Record<string, string>): string[] {
  return [template.text, ...(template.variants ?? [])].map((_, i) => renderTemplate(template, labels, i));
}

/** Slot names used in a phrasing, e.g. ["player"] for "Am I with {player}?" — content checks compare them with params. */
export function slotsOf(phrasing: string): string[] {
  return [...new Set(Array.from(phrasing.matchAll(SLOT), (match) => match[1]))];
}

/**
 * Whether `text` still carries one of the template's rendered phrasings, compared word by
 * word (so case, punctuation and spacing do not count): a law may make a player add an
 * opening phrase or an ending, and the question must keep its meaning through that, but a
 * rewritten question is no longer the template's.
 */
export function carriesTemplate(text: string, template: QuestionTemplate, labels: Record<string, string>): boolean {
  const words = wordKeys(text);
  return renderAll(template, labels).some((phrasing) => hasPhrase(words, wordKeys(phrasing)));
}

const NUMBER_WORDS = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
  'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty',
];

/**
 * Reads a short answer: 'yes' | 'no' if the text holds a word of exactly one of the lists, a
 * number if it holds exactly one numeral or number word (zero..twenty), else undefined. A
 * number said twice ("Three. 3 cards.") is still one number; two different ones are unclear.
 */
export function readAnswer(text: string, words: { yes: string[]; no: string[] }): 'yes' | 'no' | number | undefined {
  const keys = wordKeys(text);
  const saysYes = words.yes.some((entry) => hasPhrase(keys, wordKeys(entry)));
  const saysNo = words.no.some((entry) => hasPhrase(keys, wordKeys(entry)));
  if (saysYes !== saysNo) return saysYes ? 'yes' : 'no';
  const numbers = new Set(keys.flatMap((key) => (/^[0-9]+$/.test(key) ? [Number(key)] : NUMBER_WORDS.includes(key) ? [NUMBER_WORDS.indexOf(key)] : [])));
  return numbers.size === 1 ? [...numbers][0] : undefined;
}
