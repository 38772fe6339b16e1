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
 * the first file, with what to do about it. Folders are given in full: a copy is often far from
 * where validate runs.
 */
export function unreachableSchemaWarnings(found: readonly UnreachableAt[], toolkitSchemas: string): ContentError[] {
  const byFolder = new Map<string, UnreachableAt[]>();
  for (const at of found) byFolder.set(at.line.folder, byFolder.get(at.line.folder)?.concat(at) ?? [at]);
  return [...byFolder.entries()].map(([folder, [first, ...others]]) => {
    const those = others.length === 0 ? 'This $schema line leads' : `This $schema line, and those of ${others.length} other file${others.length === 1 ? '' : 's'}, lead`;
    return {
      file: first.file,
      line: first.line.line,
      col: first.line.col,
      kind: 'schema line',
      message: `${those} to ${folder}, where there are no schemas. Validate checked the content against the toolkit's own (${toolkitSchemas}), so nothing is wrong with it; only your editor will offer no completion or hover. For those, copy the toolkit's schemas folder to ${folder}, or open the content inside the toolkit.`,
    };
  });
}
