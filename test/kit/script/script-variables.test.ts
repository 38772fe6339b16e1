import { describe, expect, it } from 'vitest';
import { formatContentError } from '../../../games/kit/content/content-error.ts';
import { loadGameContent } from '../../../games/kit/content/load-game-content.ts';
import { buildScriptSchema } from '../../../games/kit/script/index.ts';
import { checkScriptVariables, scriptShapeOf } from '../../../games/kit/script/check-script-variables.ts';
import { toyVocabulary } from '../../fixtures/script/toy-vocabulary.ts';
import { TOY_CONTENT, TOY_SCHEMAS, toyContentModule } from '../../fixtures/script/toy-module.ts';

const shape = scriptShapeOf(buildScriptSchema(toyVocabulary));

describe('a $variable read before any step sets it', () => {
  it('is an error at the variable, with the closest variable set above suggested', () => {
    const file = 'test/fixtures/script/content/unset-variable/script-toy/cards.yaml';
    const { errors, games } = loadGameContent(`${TOY_CONTENT}/unset-variable`, [toyContentModule], { schemasRoot: TOY_SCHEMAS });
    expect(errors.map(formatContentError)).toEqual([
      `${file}:14:33: error: $crad is read here but no step above sets it (it would be empty, and the step would quietly do nothing). Did you mean $card? Set above: $card; always there: $self, $owner, $current. A step sets a variable with \`as: card\`.`,
      `${file}:19:26: error: $pile is read here but no step above sets it (it would be empty, and the step would quietly do nothing). Nothing is set above; always there: $self, $owner, $current. A step sets a variable with \`as: pile\`.`,
      `${file}:32:32: error: $target is read here but no step above sets it (it would be empty, and the step would quietly do nothing). Set above: $drawn, $card; always there: $self, $owner, $current. A step sets a variable with \`as: target\`.`,
    ]);
    expect(games).toEqual([]);
  });

  it('follows the order written: a variable is known below the step that sets it, inside nested steps and after them', () => {
    const script = [
      { 'choose-card': { from: 'hand', as: 'card', prompt: 'Pick' } },
      { repeat: { times: 2, steps: [{ discard: { cards: '$card' } }, { 'choose-player': { as: 'victim', prompt: 'Who' } }] } },
      { draw: { player: '$victim', count: 1 } },
      { 'for-each-player': { as: 'seat', steps: [{ draw: { player: '$seat', count: 1 } }] } },
      { discard: { cards: ['$self', '$card'] } },
    ];
    expect(checkScriptVariables(script, shape)).toEqual([]);
  });

  it('reads a step arguments before the variable the step sets, so a step cannot read its own result', () => {
    const findings = checkScriptVariables([{ 'for-each': { in: '$card', as: 'card', steps: [] } }], shape);
    expect(findings.map((f) => f.path)).toEqual([[0, 'for-each', 'in']]);
  });

  it('knows which arguments set variables and which hold steps from the generated schema', () => {
    expect(shape.setters.get('choose-card')).toEqual(['as']);
    expect(shape.setters.get('choose-option')).toEqual(['as']);
    expect(shape.nested.get('if')).toEqual(['then', 'else']);
    expect(shape.nested.get('draw')).toEqual([]);
  });
});
