import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { KIT_CONDITIONS, KIT_STEPS } from '../../../games/kit/script/index.ts';
import { gameSchemas, toySchemas } from './schema-support.ts';
import Ajv from 'ajv';
import { modifiersSchema } from '../../../games/kit/script/rule-questions.ts';
import { toyQuestions } from '../../fixtures/script/toy-questions.ts';
import { evilQuestions } from '../../../games/evil-robots/rules/questions.ts';

const doc = readFileSync('docs/scripting.md', 'utf8');

/** Each `### heading` with the YAML blocks under it, up to the next heading. */
function sections(): { heading: string; blocks: string[] }[] {
  return doc
    .split(/^#{2,3} /m)
    .slice(1)
    .map((part) => ({ heading: part.split('\n')[0], blocks: [...part.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]) }));
}

/** Cards with board outcomes are Bias Effect's Life cards: their scripts are in its words. */
function validateOutcomes(cards: { outcomes: Record<string, { script: unknown }> }[]): unknown[] {
  const { schemas, scriptUrl } = gameSchemas('bias-effect');
  return cards.flatMap((card) => Object.values(card.outcomes).flatMap((outcome) => schemas.validate(scriptUrl, outcome.script)));
}

/** The questions a card's modifiers answer: Evil Robots' own where the page shows a card of that game (its ties), else the page's sample questions. */
function questionsAnswered(cards: { modifiers: unknown }[]) {
  const asked = cards.flatMap((card) => (Array.isArray(card.modifiers) ? card.modifiers.map((m: { question?: unknown }) => String(m.question)) : []));
  const evil = asked.length > 0 && asked.every((q) => Object.hasOwn(evilQuestions.questions, q) && !Object.hasOwn(toyQuestions.questions, q));
  return evil ? evilQuestions : toyQuestions;
}

function validateModifiers(cards: { modifiers: unknown }[]): unknown[] {
  const check = new Ajv({ allErrors: true, strict: false }).compile(modifiersSchema(questionsAnswered(cards)));
  return cards.flatMap((card) => (check(card.modifiers) ? [] : (check.errors ?? [])));
}

function validate(block: string): unknown[] {
  const { schemas, scriptUrl } = toySchemas();
  const data = parse(block) as unknown;
  if (Array.isArray(data) && data.every((entry) => entry && typeof entry === 'object' && 'modifiers' in entry)) return validateModifiers(data);
  if (Array.isArray(data) && data.every((entry) => entry && typeof entry === 'object' && 'outcomes' in entry)) return validateOutcomes(data);
  if (Array.isArray(data) && data.every((entry) => entry && typeof entry === 'object' && 'script' in entry)) {
    return data.flatMap((card: { script: unknown }) => schemas.validate(scriptUrl, card.script));
  }
  if (Array.isArray(data)) return schemas.validate(scriptUrl, data);
  return schemas.validate(scriptUrl, [{ if: { condition: data, then: [] } }]);
}

describe('docs/scripting.md', () => {
  it.each([...KIT_STEPS.map((s) => ['step', s.name]), ...KIT_CONDITIONS.map((c) => ['condition', c.name])])('has a section and a valid example for the %s %s', (kind, name) => {
    const section = sections().find((s) => s.heading.split(/[`, ]+/).includes(name));
    expect(section, `no heading names ${name}`).toBeDefined();
    const examples = section!.blocks.filter((block) => {
      const data = parse(block) as unknown;
      const first = Array.isArray(data) ? data[0] : data;
      return first && typeof first === 'object' && name in first;
    });
    expect(examples.length, `no example of ${name} under its heading`).toBeGreaterThan(0);
    for (const example of examples) expect(validate(example), `${kind} ${name}`).toEqual([]);
  });

  it('every YAML example in it validates against the sample game\'s schema', () => {
    const blocks = sections().flatMap((s) => s.blocks);
    expect(blocks.length).toBeGreaterThan(KIT_STEPS.length);
    for (const block of blocks) expect(validate(block), block).toEqual([]);
  });
});
