import { describe, expect, it } from 'vitest';
import type { ContentError } from '../../../games/kit/content/content-error.ts';
import { errorLines } from '../../../server/cli/error-summary.ts';

const error = (file: string, line: number, kind?: string): ContentError => ({ file, line, col: 1, message: `mistake ${line}`, ...(kind ? { kind } : {}) });

describe('the cap on printed errors', () => {
  it('prints every error when there are no more than the cap', () => {
    const errors = [error('a.yaml', 1, 'schema'), error('a.yaml', 2, 'schema')];
    expect(errorLines(errors, 2)).toEqual(['a.yaml:1:1: error: mistake 1', 'a.yaml:2:1: error: mistake 2']);
  });

  it('prints the first N of 40,000, then how many more, per file and per kind', () => {
    const errors = [
      ...Array.from({ length: 30_000 }, (_, i) => error('content/robots/constructs.yaml', i + 1, i % 3 === 0 ? 'schema' : 'unknown field')),
      ...Array.from({ length: 10_000 }, (_, i) => error('content/robots/powers.yaml', i + 1, 'unset variable')),
    ];
    const lines = errorLines(errors, 50);
    expect(lines).toHaveLength(50 + 3);
    expect(lines[49]).toBe('content/robots/constructs.yaml:50:1: error: mistake 50');
    expect(lines.slice(50)).toEqual([
      '... 39,950 more errors not shown (--max-errors N shows more, --format json lists all); by file and kind:',
      '  content/robots/constructs.yaml: 29,950 (unknown field 19,967, schema 9,983)',
      '  content/robots/powers.yaml: 10,000 (unset variable 10,000)',
    ]);
  });

  it('names errors without a kind "other", and folds files past the twentieth into one line', () => {
    const errors = Array.from({ length: 25 }, (_, i) => error(`f${String(i).padStart(2, '0')}.yaml`, 1));
    const lines = errorLines(errors, 0);
    expect(lines[0]).toBe('... 25 more errors not shown (--max-errors N shows more, --format json lists all); by file and kind:');
    expect(lines[1]).toBe('  f00.yaml: 1 (other 1)');
    expect(lines).toHaveLength(1 + 20 + 1);
    expect(lines[21]).toBe('  and 5 more files: 5');
  });
});
