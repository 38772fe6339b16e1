import { formatContentError, type ContentError } from '../../games/kit/content/content-error.ts';

export const DEFAULT_MAX_ERRORS = 50;
// Past this many files the summary itself would flood the terminal.
const MAX_SUMMARY_FILES = 20;

/**
 * The lines validate prints for `errors`: the first `max` in full, then, for the rest, how
 * many and where (per file, per kind of mistake), so 40,000 errors still fit on a screen.
 */
export function errorLines(errors: readonly ContentError[], max: number): string[] {
  const shown = errors.slice(0, max).map(formatContentError);
  const rest = errors.slice(max);
  if (rest.length === 0) return shown;
  const byFile = new Map<string, Map<string, number>>();
  for (const error of rest) {
    const kinds = byFile.get(error.file) ?? new Map<string, number>();
    const kind = error.kind ?? 'other';
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    byFile.set(error.file, kinds);
  }
  const files = [...byFile.entries()].map(([file, kinds]) => ({ file, kinds, total: sum(kinds) })).sort((a, b) => b.total - a.total || a.file.localeCompare(b.file));
  const lines = files.slice(0, MAX_SUMMARY_FILES).map(({ file, kinds, total }) => {
    const parts = [...kinds.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([kind, n]) => `${kind} ${count(n)}`);
    return `  ${file}: ${count(total)} (${parts.join(', ')})`;
  });
  if (files.length > MAX_SUMMARY_FILES) {
    const others = files.slice(MAX_SUMMARY_FILES);
    lines.push(`  and ${count(others.length)} more files: ${count(others.reduce((n, f) => n + f.total, 0))}`);
  }
  return [
    ...shown,
    `... ${count(rest.length)} more error${rest.length === 1 ? '' : 's'} not shown (--max-errors N shows more, --format json lists all); by file and kind:`,
    ...lines,
  ];
}

function sum(kinds: Map<string, number>): number {
  return [...kinds.values()].reduce((a, b) => a + b, 0);
}

function count(n: number): string {
  return n.toLocaleString('en-US');
}
