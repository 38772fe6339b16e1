import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';

const SCHEMAS = resolve('schemas');
const SCHEMA_LINE = /^(# yaml-language-server: \$schema=)(\S+)/;

/**
 * A copy of a content root (`content/`, or a fixture root) in a fresh temporary folder, each
 * YAML file's `$schema` line rewritten to reach the project's schemas from its new place (the
 * loader checks that line), so a test can edit the copy as a designer edits content/.
 * Answers the copy's root.
 */
export function copyContentRoot(from: string, games?: readonly string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'tw-content-'));
  for (const game of games ?? readdirSync(from)) {
    cpSync(join(from, game), join(root, game), { recursive: true });
    for (const file of readdirSync(join(root, game), { recursive: true, encoding: 'utf8' })) {
      if (!file.endsWith('.yaml')) continue;
      const path = join(root, game, file);
      const text = readFileSync(path, 'utf8');
      const line = SCHEMA_LINE.exec(text);
      if (!line) continue;
      const target = resolve(SCHEMAS, relative(SCHEMAS, resolve(dirname(join(from, game, file)), line[2])));
      writeFileSync(path, text.replace(SCHEMA_LINE, `$1${relative(dirname(path), target)}`));
    }
  }
  return root;
}
