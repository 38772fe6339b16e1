import { describe, expect, it } from 'vitest';
import { describeSchemaError, type SchemaFinding } from '../../../games/kit/content/schema-errors.ts';
import { SchemaSet } from '../../../games/kit/content/schema-set.ts';

const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'color', 'count'],
  properties: {
    name: { type: 'string', minLength: 1 },
    color: { type: 'string', pattern: '^#[0-9a-f]{6}$', patternErrorMessage: 'a colour is # and six hex digits' },
    count: { type: 'integer', minimum: 1 },
    mode: { type: 'string', enum: ['basic', 'schrodinger', 'extended'] },
    list: { type: 'array', minItems: 1, items: { type: 'boolean' } },
  },
};
const url = 'file:///test/example.schema.json';
const schemas = new SchemaSet([{ url, schema }]);
const findings = (data: unknown): SchemaFinding[] => schemas.validate(url, data).map(describeSchemaError);

describe('schema errors in a designer\'s words', () => {
  it('names an unknown field at its key, suggests the near miss and lists the allowed fields', () => {
    expect(findings({ name: 'a', color: '#000000', count: 1, colour: 'x' })).toEqual([
      {
        path: ['colour'],
        at: 'key',
        message: 'unknown field "colour" at the top of the file. Did you mean "color"? Allowed fields here: name, color, count, mode, list.',
      },
    ]);
  });

  it('says which value was found and what is allowed', () => {
    const messages = findings({ name: '', color: 'red', count: 'three', mode: 'hard', list: [] }).map((f) => f.message);
    expect(messages).toEqual([
      'name: must not be empty.',
      'color: "red" is not allowed here: a colour is # and six hex digits.',
      'count: expected a whole number, found "three".',
      'mode: must be one of basic, schrodinger, extended; found "hard".',
      'list: needs at least 1 entry; found an empty list.',
    ]);
  });

  it('points a missing field at the object that lacks it', () => {
    expect(findings({ name: 'a', color: '#000000' })).toEqual([
      { path: [], at: 'value', message: 'required field "count" is missing at the top of the file: add `count: ...` here.' },
    ]);
  });

  it('gives numbers their bounds and list items their place', () => {
    expect(findings({ name: 'a', color: '#000000', count: 0, list: [true, 'yes'] }).map((f) => [f.path, f.message])).toEqual([
      [['count'], 'count: must be at least 1; found 0.'],
      [['list', '1'], 'list[1]: expected true or false, found "yes".'],
    ]);
  });
});
