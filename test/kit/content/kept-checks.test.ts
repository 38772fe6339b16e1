import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContentText, type ContentText } from '../../../games/kit/content/check-content-text.ts';
import { DEFAULT_CONTENT_LIMITS } from '../../../games/kit/content/content-limits.ts';
import { checkKey, codeHash, keepCheck, keptCheck } from '../../../games/kit/content/kept-checks.ts';
import { SchemaSet } from '../../../games/kit/content/schema-set.ts';
import { locate } from '../../../games/kit/content/yaml-source.ts';

const url = 'file:///test/kept.schema.json';
const schema = { type: 'object', additionalProperties: false, required: ['cards'], properties: { cards: { type: 'array', items: { type: 'object', required: ['id'], properties: { id: { type: 'string' }, cost: { type: 'integer' } } } } } };
/** A schema set of its own: nothing of an earlier set's checks kept in memory, as in another process. */
const freshSchemas = () => new SchemaSet([{ url, schema }]);

/** A file no earlier run kept: its second line is this run's own. */
function file(body: string): ContentText {
  return { file: 'cards.yaml', fileUrl: 'file:///test/cards.yaml', text: `# yaml-language-server: $schema=./kept.schema.json\n# ${randomUUID()}\n${body}`, schemaUrl: url, schemaRef: './kept.schema.json', schemaName: 'kept.schema.json' };
}

const CLEAN = 'cards:\n  - id: bolt\n    cost: 2\n  - id: gear\n';

describe('content checks kept on disk (kept-checks.ts)', () => {
  it('keeps a clean file, and a later check (another process, as far as memory goes) reads it from disk', () => {
    const input = file(CLEAN);
    const first = checkContentText(input, freshSchemas());
    expect(first.errors).toEqual([]);
    const key = checkKey(input, freshSchemas(), DEFAULT_CONTENT_LIMITS);
    expect(keptCheck(key)?.data).toEqual(first.data);
    // What the disk holds is what a later check answers: a changed entry shows through.
    keepCheck(key, { cards: [{ id: 'from-disk' }] });
    expect(checkContentText(input, freshSchemas()).data).toEqual({ cards: [{ id: 'from-disk' }] });
  });

  it("a kept file's source still says where each value was written", () => {
    const input = file(CLEAN);
    checkContentText(input, freshSchemas());
    const kept = checkContentText(input, freshSchemas());
    expect(kept.errors).toEqual([]);
    expect(locate(kept.source!, ['cards', 1, 'id'])).toEqual({ line: 6, col: 9 });
  });

  it('never keeps a file with errors: every check words them afresh', () => {
    const input = file('cards:\n  - id: bolt\n    cost: two\n');
    const errors = checkContentText(input, freshSchemas()).errors;
    expect(errors).toEqual([expect.objectContaining({ line: 5, col: 11 })]);
    expect(keptCheck(checkKey(input, freshSchemas(), DEFAULT_CONTENT_LIMITS))).toBeUndefined();
    expect(checkContentText(input, freshSchemas()).errors).toEqual(errors);
  });

  it('checks an edited file afresh: its key is its text', () => {
    const input = file(CLEAN);
    checkContentText(input, freshSchemas());
    const edited = { ...input, text: input.text.replace('cost: 2', 'cost: 2.5') };
    expect(checkKey(edited, freshSchemas(), DEFAULT_CONTENT_LIMITS)).not.toBe(checkKey(input, freshSchemas(), DEFAULT_CONTENT_LIMITS));
    expect(checkContentText(edited, freshSchemas()).errors).toEqual([expect.objectContaining({ line: 5, col: 11 })]);
  });

  it('keys a check by its schemas and limits too', () => {
    const input = file(CLEAN);
    const other = new SchemaSet([{ url, schema: { ...schema, required: ['cards', 'title'], properties: { ...schema.properties, title: { type: 'string' } } } }]);
    expect(checkKey(input, other, DEFAULT_CONTENT_LIMITS)).not.toBe(checkKey(input, freshSchemas(), DEFAULT_CONTENT_LIMITS));
    expect(checkKey(input, freshSchemas(), { ...DEFAULT_CONTENT_LIMITS, depth: 3 })).not.toBe(checkKey(input, freshSchemas(), DEFAULT_CONTENT_LIMITS));
    checkContentText(input, freshSchemas());
    expect(checkContentText(input, other).errors).toEqual([expect.objectContaining({ message: expect.stringContaining('title') })]);
  });

  it('keys the checking code by the text of its TypeScript files, so an edit of the checker checks every file afresh', () => {
    const root = mkdtempSync(join(tmpdir(), 'tw-kept-checks-code-'));
    try {
      mkdirSync(join(root, 'steps'));
      writeFileSync(join(root, 'check.ts'), 'export const a = 1;\n');
      writeFileSync(join(root, 'steps', 'step.ts'), 'export const b = 2;\n');
      const before = codeHash([root]);
      writeFileSync(join(root, 'notes.md'), 'not code');
      expect(codeHash([root])).toBe(before);
      writeFileSync(join(root, 'steps', 'step.ts'), 'export const b = 3;\n');
      expect(codeHash([root])).not.toBe(before);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
