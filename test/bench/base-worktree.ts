// A git revision of this repository checked out beside it for a bench to compare with: a
// temporary worktree sharing this tree's node_modules, removed when the bench ends or is
// interrupted (bench:ab, bench:reports).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** This repository's root, the tree a bench runs from. */
export const HERE = resolve(import.meta.dirname, '../..');

function commitOf(rev: string): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--verify', `${rev}^{commit}`], { cwd: HERE, stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return undefined;
  }
}

/**
 * Runs `use` with revision `rev` checked out in a temporary worktree (its path and commit given),
 * and removes the worktree after, whatever happens. A `rev` that names no commit is refused in
 * words with the bench's `usage`, exit 2, before anything is made.
 */
export async function withBaseWorktree<T>(rev: string, usage: string, use: (root: string, commit: string) => Promise<T>): Promise<T> {
  const commit = commitOf(rev);
  if (commit === undefined) {
    process.stderr.write(`--base ${rev} is no revision of this repository\n${usage}\n`);
    process.exit(2);
  }
  const dir = mkdtempSync(join(tmpdir(), 'tablewright-base-'));
  const root = join(dir, 'base');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: HERE, stdio: ['ignore', 'pipe', 'pipe'] });
  const remove = () => {
    try {
      git('worktree', 'remove', '--force', root);
    } catch {
      // Not made yet, or gone already: the folder goes below either way.
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const interrupted = () => {
    remove();
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  try {
    git('worktree', 'add', '--detach', root, commit);
    symlinkSync(join(HERE, 'node_modules'), join(root, 'node_modules'));
    return await use(root, commit);
  } finally {
    process.off('SIGINT', interrupted);
    remove();
  }
}

/** Whether `path` is still a worktree of this repository: a bench's test asks it of the one the bench named, as other benches may hold worktrees of their own meanwhile. */
export function isWorktree(path: string): boolean {
  return execFileSync('git', ['worktree', 'list', '--porcelain'], { cwd: HERE }).toString().split('\n').includes(`worktree ${path}`);
}
