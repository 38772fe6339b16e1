import type { Position } from './yaml-source.ts';

const SCHEMA_LINE = /^#\s*yaml-language-server:\s*\$schema=(\S+)\s*$/;

/** What is wrong with a file's `# yaml-language-server: $schema=...` line, if anything. */
export function checkSchemaLine(
  text: string,
  fileUrl: string,
  expectedUrl: string,
  expectedRef: string,
  expectedName: string,
): (Position & { message: string }) | undefined {
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
  if (new URL(ref, fileUrl).href !== expectedUrl) {
    return {
      line: 1,
      col: lines[0].indexOf(ref) + 1,
      message: `the $schema line points at "${ref}", which is not this file's schema (${expectedName}): write "${wanted}".`,
    };
  }
  return undefined;
}
