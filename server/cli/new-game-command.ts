import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { planNewGame, writePlan } from './new-game/scaffold.ts';
import { UsageError } from './usage-error.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const NEW_GAME_USAGE = `tablewright new-game <id> [--title "Title"] [--root DIR]
  Write a new card game that plays at once: its module (games/<id>/), content and schemas,
  a fixture copy, rules doc, table, story and rules test, and its line in every shared place
  of games/kit/game-registration.ts. <id> is kebab-case (crazy-eights); --title is what
  players read (default: the id's words capitalised); --root the repository (default this one).
  Writes nothing when the id is taken or reserved, or when any file it would write exists.
  Then: npm run typecheck, npx vitest run test/<id>, npm run validate -- --game <id>,
  npm run simulate -- <id> --games 200 (docs/new-game.md).
`;

/** `tablewright new-game <id> [--title T] [--root DIR]`: exit 0 when the game was written, 1 when nothing was. */
export async function runNewGame(args: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args, options: { title: { type: 'string' }, root: { type: 'string' }, help: { type: 'boolean', short: 'h' } }, strict: true, allowPositionals: true });
  } catch (error) {
    throw new UsageError(`${(error as Error).message.split('. ')[0].replace(/\.$/, '')}.\n${NEW_GAME_USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(NEW_GAME_USAGE);
    return 0;
  }
  if (positionals.length !== 1) throw new UsageError(`name one game id, e.g. tablewright new-game crazy-eights.\n${NEW_GAME_USAGE}`);
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
