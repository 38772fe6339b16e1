import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEMAS_ROOT } from '../../../games/kit/content/load-game-content.ts';
import { readSchemaFiles } from '../../../games/kit/content/schema-files.ts';
import { SchemaSet } from '../../../games/kit/content/schema-set.ts';

// What the editor (VS Code's YAML extension) offers from the schemas: `default` and `examples` as
// values, `defaultSnippets` as whole entries with tab stops. Each must be content the loader accepts,
// or completion would write mistakes; and ajv, strict, must accept the keyword the editor reads.
const { documents } = readSchemaFiles(DEFAULT_SCHEMAS_ROOT);
const schemas = new SchemaSet(documents);
const tail = (url: string) => url.slice(url.indexOf('/schemas/') + '/schemas/'.length);

interface Offered {
  where: string;
  url: string;
  value: unknown;
}

/** Every default, example and snippet body in a schema document, with the JSON pointer of the schema it belongs to. */
function offeredIn(url: string, node: unknown, pointer = ''): Offered[] {
  if (node === null || typeof node !== 'object') return [];
  const schema = node as Record<string, unknown>;
  const here = `${url}#${pointer}`;
  const offered: Offered[] = [];
  if ('default' in schema) offered.push({ where: `${tail(here)} default`, url: here, value: schema.default });
  for (const [i, example] of ((schema.examples as unknown[]) ?? []).entries()) offered.push({ where: `${tail(here)} examples[${i}]`, url: here, value: example });
  for (const [i, snippet] of ((schema.defaultSnippets as { body?: unknown }[]) ?? []).entries()) offered.push({ where: `${tail(here)} defaultSnippets[${i}]`, url: here, value: filledIn(snippet.body) });
  for (const [key, child] of Object.entries(schema)) {
    if (['default', 'examples', 'defaultSnippets', 'enum', 'const'].includes(key)) continue;
    offered.push(...offeredIn(url, child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`));
  }
  return offered;
}

/** A snippet body as inserted when each tab stop keeps its placeholder (`${1:name}` becomes `name`). */
function filledIn(body: unknown): unknown {
  if (typeof body === 'string') return body.replace(/\$\{\d+:([^}]*)\}/g, '$1').replace(/\$\d+/g, '');
  if (Array.isArray(body)) return body.map(filledIn);
  if (body !== null && typeof body === 'object') return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, filledIn(v)]));
  return body;
}

const offered = documents.flatMap((d) => offeredIn(d.url, d.schema));
const urlOf = (file: string) => documents.find((d) => d.url.endsWith(`/schemas/${file}`))!.url;

describe('completion in the editor, from the schemas', () => {
  it('every schema compiles in strict mode with the editor keywords (defaultSnippets) declared', () => {
    for (const { url } of documents) expect(() => schemas.validate(url, {}), tail(url)).not.toThrow();
  });

  it('offers a snippet for each entry a designer adds, and defaults and examples for the numbers they tune', () => {
    const where = offered.map((o) => o.where);
    expect(where).toEqual(
      expect.arrayContaining([
        'kit/how-to-play.schema.json#/definitions/section defaultSnippets[0]',
        'kit/how-to-play.schema.json#/definitions/term defaultSnippets[0]',
        'kit/how-to-play.schema.json#/properties/minutes examples[1]',
        'kit/bots.schema.json#/properties/think defaultSnippets[0]',
        'kit/bots.schema.json#/properties/reactionSeconds default',
        'robots/powers.schema.json#/definitions/power defaultSnippets[0]',
        'robots/powers.schema.json#/definitions/carrier defaultSnippets[0]',
        'robots/rules.schema.json#/properties/targetScore default',
        'are-you-a-robot/cards.schema.json#/definitions/card defaultSnippets[0]',
      ]),
    );
  });

  // The generated script schemas (schemas/<game>/script/) carry the kit's step examples, written
  // for the kit's own zones and effects; several name ones a game does not have. Left to the
  // script schema's generator: here, the hand-written schemas.
  it('every default, example and snippet of the hand-written schemas is content the loader accepts where it is offered', () => {
    const handWritten = offered.filter((o) => !o.url.includes('/script/'));
    expect(handWritten.length).toBeGreaterThan(9);
    const refused = handWritten.filter((o) => schemas.validate(o.url, o.value).length > 0).map((o) => `${o.where}: ${JSON.stringify(o.value)}`);
    expect(refused).toEqual([]);
  });

  it('a snippet that would write a mistake is caught by the check above', () => {
    const power = `${urlOf('robots/powers.schema.json')}#/definitions/power`;
    expect(schemas.validate(power, filledIn({ id: '${1:New Power}', name: 'x', text: 'y', script: [] }))).not.toEqual([]);
  });
});
