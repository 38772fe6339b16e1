import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatContentError } from '../../../games/kit/content/content-error.ts';
import { loadGameContent } from '../../../games/kit/content/load-game-content.ts';
import { buildScriptSchema, scriptSchemaText } from '../../../games/kit/script/index.ts';
import { modifiersSchemaText } from '../../../games/kit/script/rule-questions.ts';
import { loadQuestions, loadVocabulary, MODIFIER_SCHEMA_TARGETS, repoPath, SCRIPT_SCHEMA_TARGETS } from '../../../games/kit/script/schema/schema-targets.ts';
import { toyVocabulary } from '../../fixtures/script/toy-vocabulary.ts';
import { TOY_CONTENT, TOY_SCHEMAS, toyContentModule } from '../../fixtures/script/toy-module.ts';
import { toySchemas } from './schema-support.ts';

describe('the script schema, generated from the vocabulary', () => {
  it.each(SCRIPT_SCHEMA_TARGETS.map((t) => [t.game, t] as const))('%s: the file on disk is what `npm run gen:schemas` writes', async (_game, target) => {
    const expected = scriptSchemaText(await loadVocabulary(target));
    expect(readFileSync(repoPath(target.output), 'utf8'), 'stale: run npm run gen:schemas').toBe(expected);
  });

  it.each(MODIFIER_SCHEMA_TARGETS.map((t) => [t.game, t] as const))('%s: the modifiers schema on disk is what `npm run gen:schemas` writes', async (_game, target) => {
    const expected = modifiersSchemaText(await loadQuestions(target), target.game);
    expect(readFileSync(repoPath(target.output), 'utf8'), 'stale: run npm run gen:schemas').toBe(expected);
  });

  it("knows every kit step and the game's own, and the game's zones, durations and effects", () => {
    const schema = buildScriptSchema(toyVocabulary) as { definitions: Record<string, any> };
    expect(Object.keys(schema.definitions.step.properties)).toEqual([...toyVocabulary.steps.map((s) => s.name)]);
    expect(Object.keys(schema.definitions.step.properties)).toContain('scatter');
    expect(Object.keys(schema.definitions.condition.properties)).toContain('has-pile');
    expect(schema.definitions.zone.properties.zone.enum).toEqual(['deck', 'discard-pile', 'hand', 'pile']);
    expect(schema.definitions.duration.enum).toEqual(['end-of-turn', 'start-of-next-turn', 'end-of-next-player-turn', 'end-of-round']);
    expect(schema.definitions.effect.enum).toEqual(['shield']);
    expect(schema.definitions.step.properties.draw.markdownDescription).toContain('```yaml\n- draw: { count: 2 }\n```');
  });

  it('every step and condition example validates, nested inside repeat and if as well', () => {
    const { schemas, scriptUrl } = toySchemas();
    for (const step of toyVocabulary.steps) {
      const script = [{ [step.name]: step.example }];
      expect(schemas.validate(scriptUrl, script), step.name).toEqual([]);
      expect(schemas.validate(scriptUrl, [{ repeat: { times: 1, steps: script } }]), step.name).toEqual([]);
    }
    for (const condition of toyVocabulary.conditions) {
      expect(schemas.validate(scriptUrl, [{ if: { condition: { [condition.name]: condition.example }, then: [] } }]), condition.name).toEqual([]);
    }
  });
});

describe('script errors through the real content loader, at file:line:col', () => {
  const load = (which: string) => loadGameContent(`${TOY_CONTENT}/${which}`, [toyContentModule], { schemasRoot: TOY_SCHEMAS });

  it('loads cards whose scripts are right', () => {
    const { games, errors } = load('good');
    expect(errors).toEqual([]);
    expect(games).toHaveLength(1);
  });

  it('reports an unknown step (also nested), a bad or misspelt argument, an unknown zone or effect, two steps in one entry', () => {
    const file = 'test/fixtures/script/content/bad/script-toy/cards.yaml';
    const steps = 'draw, discard, move, put, shuffle, choose-card, choose-player, choose-group, choose-order, choose-option, if, repeat, for-each, for-each-player, add-effect, end-effect, scatter, trigger';
    expect(load('bad').errors.map(formatContentError)).toEqual([
      `${file}:8:9: error: unknown field "drow" in cards[0].script[0]. Did you mean "draw"? Allowed fields here: ${steps}.`,
      `${file}:13:24: error: cards[1].script[0].draw.count: "two" is not allowed here: write a whole number or a $variable.`,
      `${file}:21:15: error: unknown field "break-pile" in cards[2].script[0].repeat.steps[0]. Allowed fields here: ${steps}.`,
      `${file}:26:23: error: cards[3].script[0].move.from: "graveyard" is not allowed here: a zone is one of deck, discard-pile, hand, pile, or an object { zone, of, owner, where }.`,
      `${file}:26:44: error: unknown field "cuont" in cards[3].script[0].move. Did you mean "count"? Allowed fields here: from, to, count, take, at, except, as.`,
      `${file}:27:31: error: cards[3].script[1].add-effect.effect: must be one of shield; found "force-field".`,
      `${file}:32:9: error: cards[4].script[0]: must NOT have more than 1 properties; found a mapping of fields.`,
    ]);
  });
});
