import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../', import.meta.url));

/**
 * A throwaway copy of this repository: its tracked files and the new ones git does not ignore
 * (what a commit would hold), with node_modules linked rather than copied. For a test that
 * changes the repository itself, as `tablewright new-game` does.
 */
export function copyRepository(prefix = 'tw-repo-'): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: REPO, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).split('\0').filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    try {
      copyFileSync(join(REPO, file), join(root, file));
    } catch (error) {
      // A file deleted in the work tree but not yet from the index is not part of the copy.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  symlinkSync(resolve(REPO, 'node_modules'), join(root, 'node_modules'));
  return root;
}
