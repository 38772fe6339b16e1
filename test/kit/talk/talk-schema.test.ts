import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEMAS_ROOT } from '../../../games/kit/content/load-game-content.ts';
import { describeSchemaError } from '../../../games/kit/content/schema-errors.ts';
import { readSchemaFiles } from '../../../games/kit/content/schema-files.ts';
import { SchemaSet } from '../../../games/kit/content/schema-set.ts';
import { checkText, type TextCondition } from '../../../games/kit/talk/text-conditions.ts';

const FILE = join(DEFAULT_SCHEMAS_ROOT, 'kit', 'talk.schema.json');
const URL_BASE = pathToFileURL(FILE).href;
// Compiled exactly as the content loader compiles every schema (strict Ajv, all files at once).
const { documents, errors } = readSchemaFiles(DEFAULT_SCHEMAS_ROOT);
const schemas = new SchemaSet(documents);

/** The designer-facing messages for `value` checked against one definition; [] when it is accepted. */
const check = (definition: string, value: unknown) =>
  schemas.validate(`${URL_BASE}#/definitions/${definition}`, value).map((error) => describeSchemaError(error).message);

describe('talk.schema.json', () => {
  it('is read and compiled with the other schemas', () => {
    expect(errors).toEqual([]);
    expect(documents.map((d) => d.url)).toContain(URL_BASE);
    expect(schemas.has(URL_BASE)).toBe(true);
  });

  it('accepts every text condition', () => {
    const conditions = [
      { maxWords: 6 }, { minWords: 2 }, { maxWordLength: 5 }, { bannedWords: ['robot', 'thank you'] },
      { bannedClass: 'pronouns' }, { requiredWords: ['please'] }, { startsWith: 'Beep' }, { endsWith: '?' },
      { noRepeatedWords: true }, { bannedLetters: 'aeiou' }, { allCaps: true }, { noCapitals: true },
    ];
    expect(check('textConditions', conditions)).toEqual([]);
    expect(check('textConditions', [])).toEqual([]);
  });

  it('refuses a misspelt condition with the closest name, once', () => {
    expect(check('textConditions', [{ maxWord: 6 }])).toEqual([
      expect.stringMatching(/^unknown field "maxWord" in \[0\]\. Did you mean "maxWords"\? Allowed fields here: maxWords, minWords,/),
    ]);
  });

  it('refuses bad values, two conditions in one entry and an empty entry', () => {
    expect(check('textConditions', [{ maxWords: 'six' }])).toEqual(['[0].maxWords: expected a whole number, found "six".']);
    expect(check('textConditions', [{ maxWords: 0 }])).toEqual(['[0].maxWords: must be at least 1; found 0.']);
    expect(check('textConditions', [{ allCaps: false }])).toEqual(['[0].allCaps: must be true; found false.']);
    expect(check('textConditions', [{ bannedWords: [] }])).toEqual(['[0].bannedWords: needs at least 1 entry; found an empty list.']);
    expect(check('textConditions', [{ bannedWords: ['!!'] }])).toEqual([
      '[0].bannedWords[0]: "!!" is not allowed here: write at least one word (letters or digits), like "robot" or "thank you".',
    ]);
    expect(check('textConditions', [{ bannedLetters: 'a, e' }])).toEqual([
      '[0].bannedLetters: "a, e" is not allowed here: write the banned letters together with nothing between them, like "e" or "aeiou".',
    ]);
    expect(check('textConditions', [{ bannedClass: 'Pronouns' }])).toHaveLength(1);
    expect(check('textConditions', [{ maxWords: 6, minWords: 2 }])).toHaveLength(1);
    expect(check('textConditions', [{}])).toHaveLength(1);
  });

  it('describes every condition with an example the code accepts, and types it as the code does', () => {
    const schema = JSON.parse(readFileSync(FILE, 'utf8'));
    const textCondition = schema.definitions.textCondition;
    const classes = { pronouns: { words: ['you'] } };
    for (const [kind, property] of Object.entries<Record<string, any>>(textCondition.properties)) {
      expect(property.description, kind).toMatch(/Example: `- /);
      expect(property.markdownDescription, kind).toContain('```yaml');
      const condition = { [kind]: property.examples[0] } as unknown as TextCondition;
      expect(check('textCondition', condition), kind).toEqual([]);
      expect(() => checkText('hello there', [condition], classes), kind).not.toThrow();
      expect(textCondition.tsType, kind).toContain(`{ ${kind}: `);
    }
  });

  it('accepts word classes and refuses a class without words', () => {
    expect(check('wordClasses', { pronouns: { words: ['I', 'you'] }, numbers: { words: [], patterns: ['^[0-9]+$'] } })).toEqual([]);
    expect(check('wordClasses', { pronouns: { patterns: ['^x$'] } })).toEqual([
      'required field "words" is missing from pronouns: add `words: ...` here.',
    ]);
    expect(check('wordClasses', { pronouns: { words: ['I'], regex: 'x' } })).toHaveLength(1);
  });

  it('accepts a talk policy per phase and refuses an unknown way of speaking', () => {
    expect(check('talkPolicy', { setup: 'seated', lobby: 'everyone', vote: 'nobody', question: { roles: ['asker', 'answerer'] } })).toEqual([]);
    expect(check('talkPolicy', { setup: 'evryone' })).toContain('setup: must be one of everyone, seated, nobody; found "evryone". Did you mean "everyone"?');
    expect(check('talkPolicy', { question: { roles: [] } }).length).toBeGreaterThan(0);
    expect(check('speakers', { role: ['asker'] })).toContain(
      'unknown field "role" at the top of the file. Did you mean "roles"? Allowed fields here: roles.',
    );
  });

  it('accepts question templates and refuses bad ids and slot names', () => {
    const template = {
      id: 'same-team',
      text: 'Am I with {player}?',
      variants: ['Is {player} on my side?'],
      params: [{ name: 'player', kind: 'player' }],
      answers: 'yes-no',
    };
    expect(check('questionTemplate', template)).toEqual([]);
    expect(check('questionTemplate', { id: 'how-many', text: 'How many laws do you hold?', answers: 'number' })).toEqual([]);
    expect(check('questionTemplate', { ...template, id: 'Same Team' })).toEqual([
      'id: "Same Team" is not allowed here: an id is lowercase letters and digits with words joined by single hyphens, like "double-agent".',
    ]);
    expect(check('questionTemplate', { ...template, params: [{ name: '{player}', kind: 'player' }] })).toHaveLength(1);
    expect(check('questionTemplate', { id: 'x', text: 'Hi?' })).toEqual([
      'required field "answers" is missing at the top of the file: add `answers: ...` here.',
    ]);
  });
});
