import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { planNewGame, writePlan } from './new-game/scaffold.ts';
import { parseCommandLine, usageLines } from './command-flags.ts';
import { NEW_GAME } from './usage/new-game-usage.ts';
import { UsageError } from './usage-error.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** `tablewright new-game <id> [--title T] [--root DIR]`: exit 0 when the game was written, 1 when nothing was. */
export async function runNewGame(args: string[]): Promise<number> {
  const { values, positionals } = parseCommandLine(NEW_GAME, args);
  if (positionals.length !== 1) throw new UsageError(`name one game id, e.g. tablewright new-game crazy-eights.\n${usageLines(NEW_GAME)}`);
  const root = values.root === undefined ? REPO_ROOT : resolve(values.root);
  const planned = planNewGame(root, positionals[0], values.title);
  if ('problems' in planned) {
    process.stderr.write(`tablewright new-game: nothing written.\n${planned.problems.map((p) => `  ${p}\n`).join('')}`);
    return 1;
  }
  writePlan(root, planned.plan);
  const { files, registrations, names } = planned.plan;
  process.stdout.write(
    [
      `Wrote ${names.title} (${names.id}): ${files.length} new files, registered in ${registrations.length} shared files:`,
      ...registrations.map((f) => `  ${f.path}`),
      `Next: npm run typecheck; npx vitest run test/${names.id}; npm run validate -- --game ${names.id}; npm run simulate -- ${names.id} --games 200 (docs/new-game.md).`,
      '',
    ].join('\n'),
  );
  return 0;
}
