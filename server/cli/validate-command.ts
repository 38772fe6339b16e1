import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gameModules } from '../../games/registry.ts';
import { describeIdSchemaUpdate, refreshIdSchemas } from '../../games/kit/content/id-schemas.ts';
import { DEFAULT_SCHEMAS_ROOT, loadGameContent } from '../../games/kit/content/load-game-content.ts';
import { formatContentWarning } from '../../games/kit/content/content-error.ts';
import { DEFAULT_MAX_ERRORS, errorLines } from './error-summary.ts';
import { parseCommandLine } from './command-flags.ts';
import { oneOf, wholeNumber } from './flag-values.ts';
import { VALIDATE } from './usage/validate-usage.ts';
import { UsageError } from './usage-error.ts';

const DEFAULT_CONTENT = fileURLToPath(new URL('../../content/', import.meta.url));
const FORMATS = ['text', 'json'] as const;

/** `tablewright validate`: 0 when every content file of the chosen games (all by default) is clean, 1 otherwise. */
export async function runValidate(args: string[]): Promise<number> {
  const { content, art, format, modules, maxErrors } = parseValidateArgs(args);
  // The id schemas describe the shipped content; validating another folder must not rewrite them.
  const updates = resolve(content) === resolve(DEFAULT_CONTENT) ? refreshIdSchemas(content, DEFAULT_SCHEMAS_ROOT) : [];
  for (const update of updates) (format === 'json' ? process.stderr : process.stdout).write(`${describeIdSchemaUpdate(update)}\n`);
  const { errors, files, warnings } = loadGameContent(content, modules, { artRoot: art });
  // Warnings leave the content usable; in json they go to stderr so stdout stays the list of errors.
  for (const warning of warnings) (format === 'json' ? process.stderr : process.stdout).write(`${formatContentWarning(warning)}\n`);
  if (format === 'json') {
    process.stdout.write(`${JSON.stringify(errors, null, 2)}\n`);
  } else {
    for (const line of errorLines(errors, maxErrors)) process.stdout.write(`${line}\n`);
    const checked = `${files.length} content file${files.length === 1 ? '' : 's'} of ${modules.length} game${modules.length === 1 ? '' : 's'}`;
    process.stdout.write(
      errors.length === 0
        ? `Content is valid: ${checked} checked${warnings.length === 0 ? '' : ` (${warnings.length} warning${warnings.length === 1 ? '' : 's'} above)`}.\n`
        : `${errors.length} error${errors.length === 1 ? '' : 's'} in ${checked}.\n`,
    );
  }
  return errors.length === 0 ? 0 : 1;
}

function parseValidateArgs(args: string[]) {
  const { values } = parseCommandLine(VALIDATE, args);
  const format = oneOf('format', values.format, FORMATS, 'text');
  const maxErrors = wholeNumber('max-errors', values['max-errors'], { min: 0, fallback: DEFAULT_MAX_ERRORS });
  const known = gameModules.map((m) => m.id);
  const unknown = (values.game ?? []).filter((id) => !known.includes(id));
  if (unknown.length > 0) {
    throw new UsageError(`unknown game "${unknown[0]}": write one of ${known.join(', ')}.`);
  }
  const modules = values.game ? gameModules.filter((m) => values.game!.includes(m.id)) : gameModules;
  return { content: values.content ?? DEFAULT_CONTENT, art: values.art === undefined ? undefined : resolve(values.art), format, modules, maxErrors };
}
