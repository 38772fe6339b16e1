import { relative } from 'node:path';
import type { ContentError } from './content-error.ts';
import type { UnreachableSchemaLine } from './schema-line.ts';

export interface UnreachableAt {
  /** The content file as shown in messages. */
  file: string;
  line: UnreachableSchemaLine;
}

/**
 * One warning per schemas folder that $schema lines lead to but that does not exist (content
 * copied out of the toolkit): every file of a copy has the same cause, so it is said once, at
 * the first file, with what to do about it.
 */
export function unreachableSchemaWarnings(found: readonly UnreachableAt[], toolkitSchemas: string): ContentError[] {
  const byFolder = new Map<string, UnreachableAt[]>();
  for (const at of found) byFolder.set(at.line.folder, [...(byFolder.get(at.line.folder) ?? []), at]);
  return [...byFolder.entries()].map(([folder, [first, ...others]]) => {
    const those = others.length === 0 ? 'This $schema line leads' : `This $schema line, and those of ${others.length} other file${others.length === 1 ? '' : 's'}, lead`;
    return {
      file: first.file,
      line: first.line.line,
      col: first.line.col,
      kind: 'schema line',
      message: `${those} to ${shownFolder(folder)}, where there are no schemas. Validate checked the content against the toolkit's own (${shownFolder(toolkitSchemas)}), so nothing is wrong with it; only your editor will offer no completion or hover. For those, copy the toolkit's schemas folder to ${shownFolder(folder)}, or open the content inside the toolkit.`,
    };
  });
}

/** Relative when inside the working directory; a copy elsewhere is clearer by its full path. */
function shownFolder(path: string): string {
  const near = relative(process.cwd(), path);
  return near === '' ? '.' : near.startsWith('..') ? path : near;
}
