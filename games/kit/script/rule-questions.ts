import type { FactSpec, JsonSchema } from './vocabulary.ts';
import { matchesFilter } from './values.ts';
import type { PlayerID, ScriptValue } from './types.ts';

/**
 * Cards that change the rules. A rule never reads a number or a verdict straight from the
 * rulebook: it asks a named question ("what does this action cost this player?", "can the
 * Neutral team win?", "who deals next round?") with the rulebook's answer as the default, and
 * every card in effect may answer it too, as a modifier written in YAML. A new rule-changing
 * card is then YAML alone.
 */

/** What a question is about: a player (filtered by the game's player facts) or a word from a list (an action, a team). */
export type SubjectSpec = { kind: 'player'; description: string } | { kind: 'word'; words: readonly string[]; description: string };

export interface QuestionSpec {
  description: string;
  /** The kind of answer: a number (set, add, at-least, at-most), a yes or no (set), a player (set), or a word from a list (set), e.g. a team. */
  answer: 'number' | 'boolean' | 'player' | { words: readonly string[] };
  about: Record<string, SubjectSpec>;
}

export interface RuleQuestions {
  questions: Record<string, QuestionSpec>;
  /** Facts a `when` filter may test of a player subject, e.g. `{ power: 0 }`. */
  playerFacts: Record<string, FactSpec>;
}

/** A modifier as a card writes it. */
export interface Modifier {
  question: string;
  /** Which askings it answers: per subject, a word (or list) or, for a player, `owner`, `others` or facts. */
  when?: Record<string, unknown>;
  set?: ScriptValue;
  add?: number;
  'at-least'?: number;
  'at-most'?: number;
}

/** A modifier in force: whose card it is (`owner` in `when` and `set`) and which card (named in the answer's trace). */
export interface ModifierInForce extends Modifier {
  owner: PlayerID;
  source: string;
}

/** How the game describes the askers' world to the modifiers: facts of a player, for `when` filters. */
export interface AskContext {
  playerFacts(player: PlayerID): Record<string, ScriptValue>;
}

export interface Answer<V> {
  value: V;
  /** The cards whose modifiers changed the answer from the rule's own, in the order they applied. */
  changedBy: string[];
}

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** A game's questions; a badly formed one is a programming error, found by the first test that loads it. */
export function defineRuleQuestions(input: RuleQuestions): RuleQuestions {
  for (const [name, spec] of Object.entries(input.questions)) {
    if (!NAME.test(name)) throw new Error(`"${name}" is not a kebab-case question name.`);
    if (typeof spec.answer === 'object' && spec.answer.words.length === 0) throw new Error(`The question "${name}" is answered by a word, but lists none.`);
    for (const [key, about] of Object.entries(spec.about)) {
      if (about.kind === 'word' && about.words.length === 0) throw new Error(`The question "${name}" asks about "${key}" with no words to name.`);
    }
  }
  return input;
}

/** Whether a modifier answers this asking: every subject it names must match. */
function applies(modifier: ModifierInForce, subject: Record<string, unknown>, spec: QuestionSpec, context: AskContext): boolean {
  return Object.entries(modifier.when ?? {}).every(([key, wanted]) => {
    const about = spec.about[key];
    const actual = subject[key];
    if (!about) return false;
    if (about.kind === 'word') return Array.isArray(wanted) ? wanted.includes(actual) : wanted === actual;
    if (wanted === 'any') return true;
    if (wanted === 'owner') return actual === modifier.owner;
    if (wanted === 'others') return actual !== modifier.owner;
    return typeof actual === 'string' && matchesFilter(context.playerFacts(actual), wanted);
  });
}

/**
 * The answer to `question` about `subject`, starting from the rule's own (`base`). Modifiers
 * apply in the order they are given (the game lists them oldest first): every `set` in turn (so
 * the newest card's word is final), then every `add`, then the `at-least` and `at-most` bounds.
 */
export function ask<V extends ScriptValue>(
  rules: RuleQuestions,
  inForce: readonly ModifierInForce[],
  question: string,
  subject: Record<string, unknown>,
  base: V,
  context: AskContext,
): Answer<V> {
  const spec = rules.questions[question];
  if (!spec) throw new Error(`The rules ask "${question}", a question the game does not declare.`);
  // Most askings meet no card that answers them: they cost a pass over the modifiers, nothing made.
  let relevant: ModifierInForce[] | undefined;
  for (const m of inForce) if (m.question === question && applies(m, subject, spec, context)) (relevant ??= []).push(m);
  if (relevant === undefined) return { value: base, changedBy: [] };
  let value: ScriptValue = base;
  const changedBy: string[] = [];
  const change = (next: ScriptValue, source: string) => {
    if (next !== value && !changedBy.includes(source)) changedBy.push(source);
    value = next;
  };
  for (const m of relevant) if (m.set !== undefined) change(spec.answer === 'player' && m.set === 'owner' ? m.owner : m.set, m.source);
  if (spec.answer === 'number') {
    for (const m of relevant) if (m.add !== undefined) change(Number(value) + m.add, m.source);
    for (const m of relevant) if (m['at-least'] !== undefined && Number(value) < m['at-least']) change(m['at-least'], m.source);
    for (const m of relevant) if (m['at-most'] !== undefined && Number(value) > m['at-most']) change(m['at-most'], m.source);
  }
  return { value: value as V, changedBy };
}

/**
 * The JSON Schema of a card's `modifiers`: one shape per question (chosen by its `question`),
 * so the editor completes each and a misspelt field is an error at its line.
 */
export function modifiersSchema(rules: RuleQuestions): JsonSchema {
  const playerFilter: JsonSchema = {
    description: 'A player: `owner` (the card\'s owner), `others`, `any`, or facts the player must have, e.g. `{ power: 0 }`.',
    anyOf: [
      { enum: ['owner', 'others', 'any'] },
      {
        type: 'object',
        additionalProperties: false,
        minProperties: 1,
        properties: Object.fromEntries(Object.entries(rules.playerFacts).map(([fact, spec]) => [fact, { description: spec.description, anyOf: [spec.schema, { type: 'array', items: spec.schema }, { type: 'object', additionalProperties: false, properties: { min: { type: 'number' }, max: { type: 'number' } } }] }])),
      },
    ],
  };
  const shapes = Object.entries(rules.questions).map(([name, spec]): JsonSchema => {
    const when: JsonSchema = {
      type: 'object',
      additionalProperties: false,
      description: 'Which askings this modifier answers; every subject named must match. Left out: all of them.',
      properties: Object.fromEntries(
        Object.entries(spec.about).map(([key, about]) => [
          key,
          about.kind === 'player' ? { ...playerFilter, description: about.description } : { description: about.description, anyOf: [{ enum: [...about.words] }, { type: 'array', items: { enum: [...about.words] } }] },
        ]),
      ),
    };
    const answers: Record<string, JsonSchema> =
      spec.answer === 'number'
        ? {
            set: { type: 'integer', description: 'The answer becomes this number.' },
            add: { type: 'integer', description: 'Added to the answer (negative to take away).' },
            'at-least': { type: 'integer', description: 'The answer is never below this.' },
            'at-most': { type: 'integer', description: 'The answer is never above this.' },
          }
        : spec.answer === 'boolean'
          ? { set: { type: 'boolean', description: 'The answer becomes yes (true) or no (false).' } }
          : spec.answer === 'player'
            ? { set: { const: 'owner', description: "The answer becomes the card's owner." } }
            : { set: { enum: [...spec.answer.words], description: `The answer becomes one of: ${spec.answer.words.join(', ')}.` } };
    return {
      type: 'object',
      description: `${name}: ${spec.description}`,
      additionalProperties: false,
      required: ['question'],
      minProperties: 2,
      properties: { question: { const: name, description: spec.description }, when, ...answers },
    };
  });
  return {
    type: 'array',
    description: 'How this card changes the rules while it is in effect: each modifier answers one question the rules ask.',
    items: {
      type: 'object',
      required: ['question'],
      // Every field any question takes; each question's own shape (below) narrows it.
      additionalProperties: false,
      properties: {
        question: { enum: Object.keys(rules.questions), description: 'The question the rules ask.' },
        when: { description: 'Which askings this modifier answers (its shape depends on the question).' },
        set: { description: 'The answer becomes this.' },
        add: { description: 'Added to a number answer.' },
        'at-least': { description: 'A number answer is never below this.' },
        'at-most': { description: 'A number answer is never above this.' },
      },
      allOf: shapes.map((shape) => ({ if: { properties: { question: (shape.properties as Record<string, JsonSchema>).question }, required: ['question'] }, then: shape })),
    },
  };
}

/** The modifiers schema as a file of its own, for a game's card schema to `$ref` (`npm run gen:schemas`). */
export function modifiersSchemaText(rules: RuleQuestions, game: string): string {
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $comment: `Generated from the rule questions of ${game} by \`npm run gen:schemas\`. Do not edit: a test fails when it is stale.`,
    title: `Rule modifiers (${game})`,
    ...modifiersSchema(rules),
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}
