import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { UsageError } from './usage-error.ts';

export interface CompareContent {
  /** The content folder to load. */
  dir: string;
  /** How the report names it: the folder, or "<ref> of <folder>". */
  label: string;
  /** Deletes a folder written from git; nothing for a folder given. */
  dispose(): void;
}

const git = (cwd: string, args: string[]) => execFileSync('git', ['-C', cwd, ...args], { encoding: 'buffer', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 30 });

/**
 * The content `--compare` names: a folder as it is, or else a git ref (a branch, tag, commit,
 * HEAD~3) of the run's own content folder, written out with `git archive` into a temporary
 * folder, so the repository's working tree and worktrees are left alone.
 */
export function resolveCompareContent(given: string, runContent: string): CompareContent {
  if (existsSync(given) && statSync(given).isDirectory()) return { dir: given, label: given, dispose: () => {} };
  const folder = resolve(runContent);
  let prefix: string;
  try {
    prefix = git(folder, ['rev-parse', '--show-prefix']).toString().trim();
    git(folder, ['rev-parse', '--verify', '--quiet', `${given}^{commit}`]);
  } catch {
    throw new UsageError(`--compare ${given}: neither a folder nor a git commit of the repository that holds ${folder}`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'tablewright-compare-'));
  try {
    const archive = git(folder, ['archive', '--format=tar', `${given}:${prefix}`]);
    execFileSync('tar', ['-x', '-C', dir], { input: archive, stdio: ['pipe', 'ignore', 'pipe'] });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new UsageError(`--compare ${given}: cannot write out ${prefix || 'the repository root'} at ${given} (${(error as Error).message.split('\n')[0]})`);
  }
  return { dir, label: `${given} of ${runContent}`, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}
