import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEMAS_ROOT } from '../../../games/kit/content/load-game-content.ts';
import { readSchemaFiles } from '../../../games/kit/content/schema-files.ts';
import { SchemaSet } from '../../../games/kit/content/schema-set.ts';
import { checkTalk, type TalkPolicy } from '../../../games/kit/talk/talk-policy.ts';
import { checkText, type TextCondition, type WordClasses } from '../../../games/kit/talk/text-conditions.ts';

// The Talk section's examples are fenced `yml`, not `yaml`: test/kit/script/docs.test.ts
// checks every `yaml` block of the page as a card script; these are checked here instead.
const doc = readFileSync('docs/scripting.md', 'utf8');
const talkStart = doc.indexOf('## Talk: laws over table talk');
/** The Talk section alone: from its heading to the next of its rank (tables further down list other things). */
const section = doc.slice(talkStart, doc.indexOf('\n## ', talkStart + 1));
const blocks = [...section.matchAll(/```yml\n([\s\S]*?)```/g)].map((m) => parse(m[1]) as any);
const find = (key: string) => blocks.find((block) => block && !Array.isArray(block) && key in block);

const schemas = new SchemaSet(readSchemaFiles(DEFAULT_SCHEMAS_ROOT).documents);
const base = pathToFileURL(join(DEFAULT_SCHEMAS_ROOT, 'kit', 'talk.schema.json')).href;
const check = (definition: string, value: unknown) => schemas.validate(`${base}#/definitions/${definition}`, value);

describe('docs/scripting.md, Talk', () => {
  it('has a row with a valid example for every text condition', () => {
    const kinds = Object.keys(JSON.parse(readFileSync(join(DEFAULT_SCHEMAS_ROOT, 'kit', 'talk.schema.json'), 'utf8')).definitions.textCondition.properties);
    const rows = section.split('\n').filter((line) => line.startsWith('| `'));
    for (const kind of kinds) {
      const row = rows.find((line) => line.startsWith(`| \`${kind}\` |`));
      expect(row, kind).toBeDefined();
      const examples = [...row!.split('|')[2].matchAll(/`([^`]+)`/g)].map((m) => parse(m[1]) as TextCondition[]);
      expect(examples.length, kind).toBeGreaterThan(0);
      for (const example of examples) expect(check('textConditions', example), row).toEqual([]);
    }
    expect(rows).toHaveLength(kinds.length);
  });

  it('has examples that validate against schemas/kit/talk.schema.json', () => {
    const laws = blocks.find(Array.isArray) as { conditions: TextCondition[] }[];
    for (const law of laws) expect(check('textConditions', law.conditions)).toEqual([]);
    expect(check('wordClasses', find('wordClasses').wordClasses)).toEqual([]);
    expect(check('talkPolicy', find('talk').talk)).toEqual([]);
    for (const question of find('questions').questions) expect(check('questionTemplate', question)).toEqual([]);
  });

  it('quotes messages the kit really gives', () => {
    const classes = find('wordClasses').wordClasses as WordClasses;
    const [law] = blocks.find(Array.isArray) as { conditions: TextCondition[] }[];
    expect(checkText('Is it red? Over.', law.conditions, classes)).toEqual([]);
    expect(checkText('one two three four five six seven over', [{ maxWords: 6 }], classes)[0].message).toBe('8 words: at most 6 allowed');
    expect(checkText('Are you sure?', [{ bannedClass: 'pronouns' }], classes)[0].message).toBe('"you" is a pronoun');
    expect(checkText('3 or seven', [{ bannedClass: 'numbers' }], classes)[0].message).toBe('"3" and "seven" are numbers');
    expect(checkText('Roger', [{ endsWith: 'over' }], classes)[0].message).toBe('Ends with "over": finish with that phrase');
    const policy = find('talk').talk as TalkPolicy;
    expect(checkTalk(policy, 'question', '1', ['0', '1', '2'], { asker: ['0'], answerer: ['2'] })?.message).toBe('Only the asker or the answerer may talk right now.');
  });
});
