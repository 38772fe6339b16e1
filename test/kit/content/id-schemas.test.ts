import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Ajv from 'ajv';
import { parse } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { formatContentError } from '../../../games/kit/content/content-error.ts';
import { ID_SCHEMA_TARGETS } from '../../../games/kit/content/id-schema-targets.ts';
import { describeIdSchemaUpdate, idSchemaPath, idSchemaText, readIds, refreshIdSchemas } from '../../../games/kit/content/id-schemas.ts';
import { loadGames } from '../../../games/kit/content/load-content.ts';
import { readSchemaFiles } from '../../../games/kit/content/schema-files.ts';
import { robots } from '../../../games/robots/index.ts';

const robotsPowers = ID_SCHEMA_TARGETS.find((t) => t.game === 'robots' && t.name === 'power')!;
const fixture = 'test/fixtures/safety/unknown-power-id';

/** The schemas as an editor's YAML language server reads them: every keyword, the id enums included. */
function editorValidate(schemaFile: string, data: unknown) {
  const ajv = new Ajv({ allErrors: true, strict: false, allowUnionTypes: true });
  for (const { url, schema } of readSchemaFiles(resolve('schemas')).documents) ajv.addSchema(schema, url);
  const validate = ajv.getSchema(pathToFileURL(resolve('schemas', schemaFile)).href)!;
  validate(data);
  return validate.errors ?? [];
}

describe('generated id schemas (schemas/<game>/ids/)', () => {
  let temp: string | undefined;
  afterEach(() => {
    if (temp) rmSync(temp, { recursive: true, force: true });
    temp = undefined;
  });

  // Wiring only: which ids the shipped files list is content's business, kept fresh by validate.
  it.each(ID_SCHEMA_TARGETS.map((t) => [`${t.game}/${t.name}`, t] as const))('%s: the id schema exists and a field of the game refers to it', (_name, target) => {
    const schema = JSON.parse(readFileSync(idSchemaPath('schemas', target), 'utf8'));
    expect(Array.isArray(schema.enum) && schema.enum.length > 0).toBe(true);
    const referring = readdirSync(join('schemas', target.game)).filter((f) => f.endsWith('.schema.json') && readFileSync(join('schemas', target.game, f), 'utf8').includes(`"./ids/${target.name}.schema.json"`));
    expect(referring.length).toBeGreaterThan(0);
  });

  it('validate rewrites a stale id schema, says what changed, and leaves a fresh one alone', () => {
    temp = mkdtempSync(join(tmpdir(), 'tw-ids-'));
    cpSync('content/robots/powers.yaml', join(temp, 'content/robots/powers.yaml'));
    const path = idSchemaPath(join(temp, 'schemas'), robotsPowers);
    cpSync(idSchemaPath('schemas', robotsPowers), path);
    const current = readIds('content', robotsPowers)!;
    writeFileSync(path, idSchemaText(robotsPowers, [...current.filter((id) => id !== 'singularity'), 'old-power']));

    const updates = refreshIdSchemas(join(temp, 'content'), join(temp, 'schemas'), [robotsPowers]);
    expect(updates.map((u) => ({ added: u.added, removed: u.removed }))).toEqual([{ added: ['singularity'], removed: ['old-power'] }]);
    expect(describeIdSchemaUpdate(updates[0])).toMatch(/^Updated .*ids\/power\.schema\.json: the ids in .*powers\.yaml changed \(added singularity; removed old-power\)/);
    expect(readFileSync(path, 'utf8')).toBe(idSchemaText(robotsPowers, current));
    expect(refreshIdSchemas(join(temp, 'content'), join(temp, 'schemas'), [robotsPowers])).toEqual([]);
  });

  it('an unknown power id is flagged by the schema in the editor', () => {
    const data = parse(readFileSync(`${fixture}/robots/powers.yaml`, 'utf8'));
    const errors = editorValidate('robots/powers.schema.json', data);
    expect(errors.map((e) => [e.instancePath, e.keyword])).toContainEqual(['/carriers/0/power', 'enum']);
  });

  it("and by the game's check in validate, whose message is the only one (the enum does not repeat it, nor does the power it meant say that no card carries it)", () => {
    const errors = loadGames(fixture, [robots]).errors.map(formatContentError);
    expect(errors).toEqual([
      `${fixture}/robots/powers.yaml:101:26: error: no power has the id "extra-prts" (did you mean "extra-parts"?): the powers are extra-parts, tractor-beam, recycle, force-field, freakin-laser-beam, singularity (see powers.yaml).`,
    ]);
  });
});
