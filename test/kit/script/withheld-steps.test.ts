import { describe, expect, it } from 'vitest';
import { buildScriptSchema, defineVocabulary } from '../../../games/kit/script/index.ts';
import { robotsVocabulary } from '../../../games/robots/script/vocabulary.ts';
import { gameSchemas } from './schema-support.ts';

const base = { game: 'toy', zones: { deck: { kind: 'shared' as const, description: 'd' }, hand: { kind: 'player' as const, description: 'h' } }, defaults: { draw: 'deck', discard: 'deck', hand: 'hand' }, durations: {}, effects: {} };

describe('kit steps a game does not run', () => {
  it('leave the vocabulary, so the interpreter never runs them as a quiet move of cards', () => {
    expect(robotsVocabulary.stepByName.has('discard')).toBe(false);
    expect(robotsVocabulary.stepByName.has('discard-card')).toBe(true);
  });

  it('stay in the schema as a key that always fails with the message naming the step to write', () => {
    const { schemas, scriptUrl } = gameSchemas('robots');
    const errors = schemas.validate(scriptUrl, [{ discard: { cards: '$self' } }]);
    expect(errors.map((e) => [e.instancePath, e.keyword])).toEqual([['/0/discard', 'not']]);
    const step = (buildScriptSchema(robotsVocabulary) as any).definitions.step.properties.discard;
    expect(step.doNotSuggest).toBe(true);
    expect(step.errorMessage).toMatch(/does not run the kit's `discard` step: .*Write `discard-card` instead \(its arguments: card\)\./);
  });

  it('must be kit steps, and the step named instead must exist', () => {
    expect(() => defineVocabulary({ ...base, withheld: { discrad: { use: 'draw', why: 'x' } } })).toThrow('"discrad" is withheld but is not a kit step.');
    expect(() => defineVocabulary({ ...base, withheld: { discard: { use: 'discard-card', why: 'x' } } })).toThrow('The step to use instead of "discard", "discard-card", is not among the steps.');
  });
});
