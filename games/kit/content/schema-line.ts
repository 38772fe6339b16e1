import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Position } from './yaml-source.ts';

const SCHEMA_LINE = /^#\s*yaml-language-server:\s*\$schema=(\S+)\s*$/;

export type SchemaLineProblem = Position & { message: string };

/**
 * A $schema line that names the right schema but leads to no file from where the content is (a
 * copy of content outside the toolkit): validate uses the toolkit's own schemas, so the file is
 * fine; only the editor goes without completion. `folder` is where the line looks for schemas.
 */
export type UnreachableSchemaLine = Position & { unreachable: true; folder: string };

/**
 * What is wrong with a file's `# yaml-language-server: $schema=...` line, if anything. A line is
 * right when it names the file's schema by its folder and name (`robots/rules.schema.json`),
 * wherever it puts the schemas folder: validate reads the schemas from the toolkit, not the line.
 */
export function checkSchemaLine(
  text: string,
  fileUrl: string,
  expectedUrl: string,
  expectedRef: string,
  expectedName: string,
): SchemaLineProblem | UnreachableSchemaLine | undefined {
  const lines = text.split(/\r?\n/);
  const wanted = `# yaml-language-server: $schema=${expectedRef}`;
  const first = SCHEMA_LINE.exec(lines[0] ?? '');
  if (!first) {
    const elsewhere = lines.findIndex((line) => SCHEMA_LINE.test(line));
    if (elsewhere > 0) {
      return { line: elsewhere + 1, col: 1, message: `the $schema line must be the first line of the file: move it to line 1.` };
    }
    return {
      line: 1,
      col: 1,
      message: `the first line must name the file's schema, so editors and tablewright know what it holds: write "${wanted}" as line 1.`,
    };
  }
  const ref = first[1];
  const at = { line: 1, col: lines[0].indexOf(ref) + 1 };
  const resolved = new URL(ref, fileUrl);
  if (resolved.href === expectedUrl) return undefined;
  const tail = schemaTail(expectedUrl);
  const named = schemaTail(resolved.href);
  if (named !== tail) {
    // Keep the designer's way to the schemas folder when the line has one; change only the name.
    const fixed = ref.endsWith(named) && named.includes('/') ? `# yaml-language-server: $schema=${ref.slice(0, ref.length - named.length)}${tail}` : wanted;
    return { ...at, message: `the $schema line points at "${ref}", which is not this file's schema (${expectedName}): write "${fixed}".` };
  }
  if (resolved.protocol === 'file:' && !existsSync(fileURLToPath(resolved))) {
    return { ...at, unreachable: true, folder: fileURLToPath(new URL('..', resolved)) };
  }
  return undefined;
}

/** A schema's folder and file name, `robots/rules.schema.json`: what names it wherever the schemas are. */
function schemaTail(url: string): string {
  return new URL(url).pathname.split('/').slice(-2).join('/');
}
