import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { loadGameContent } from '../../games/kit/content/load-game-content.ts';
import { robots } from '../../games/robots/index.ts';
import { ROBOTS_FIXTURE_ROOT } from './support.ts';

/**
 * Loads copies of the ROBOTS! fixture content with one file edited (and `others`, by file name,
 * where the edit needs them to follow), through the real loader (schemas, checks), in a scratch
 * folder removed after the test file. Every `$schema` line is
 * made absolute (the kit's files point at schemas/kit/), since the copies sit elsewhere.
 */
export function editedRobotsContent(file: string) {
  const scratch = mkdtempSync(join(tmpdir(), 'tablewright-robots-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const schemas = join(process.cwd(), 'schemas');
  return (name: string, edit: (yaml: string) => string, others: Record<string, (yaml: string) => string> = {}) => {
    const folder = join(scratch, name, 'robots');
    cpSync(join(ROBOTS_FIXTURE_ROOT, 'robots'), folder, { recursive: true });
    for (const entry of readdirSync(folder)) {
      const path = join(folder, entry);
      const text = readFileSync(path, 'utf8').replace(/^# yaml-language-server: \$schema=(\.\.\/)+schemas\//, `# yaml-language-server: $schema=${schemas}/`);
      writeFileSync(path, entry === file ? edit(text) : (others[entry]?.(text) ?? text));
    }
    return loadGameContent(join(scratch, name), [robots]);
  };
}
