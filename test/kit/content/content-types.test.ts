import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES_TARGETS, generateContentTypes, outputPath } from '../../../games/kit/content/generate-content-types.ts';

describe('content types generated from the schemas', () => {
  it.each(CONTENT_TYPES_TARGETS.map((t) => [t.output, t] as const))('%s is up to date (else run npm run gen:content-types)', async (_, target) => {
    expect(readFileSync(outputPath(target), 'utf8')).toBe(await generateContentTypes(target));
  });
});
