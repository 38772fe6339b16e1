import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gameModules } from '../../games/registry.ts';
import { formatContentError } from '../../games/kit/content/content-error.ts';
import { loadGameContent } from '../../games/kit/content/load-game-content.ts';
import { UsageError } from './usage-error.ts';

const DEFAULT_CONTENT = fileURLToPath(new URL('../../content/', import.meta.url));
const FORMATS = ['text', 'json'] as const;

const USAGE = 'Usage: tablewright validate [--content DIR] [--game ID ...] [--format text|json]';

/** `tablewright validate`: 0 when every content file of the chosen games (all by default) is clean, 1 otherwise. */
export async function runValidate(args: string[]): Promise<number> {
  const { content, format, modules } = parseValidateArgs(args);
  const { errors, files } = loadGameContent(content, modules);
  if (format === 'json') {
    process.stdout.write(`${JSON.stringify(errors, null, 2)}\n`);
  } else {
    for (const error of errors) process.stdout.write(`${formatContentError(error)}\n`);
    const checked = `${files.length} content file${files.length === 1 ? '' : 's'} of ${modules.length} game${modules.length === 1 ? '' : 's'}`;
    process.stdout.write(
      errors.length === 0
        ? `Content is valid: ${checked} checked.\n`
        : `${errors.length} error${errors.length === 1 ? '' : 's'} in ${checked}.\n`,
    );
  }
  return errors.length === 0 ? 0 : 1;
}

function parseValidateArgs(args: string[]) {
  let values: { content?: string; format?: string; game?: string[] };
  try {
    ({ values } = parseArgs({
      args,
      options: { content: { type: 'string' }, format: { type: 'string' }, game: { type: 'string', multiple: true } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    const said = (error as Error).message.split('. ')[0].replace(/\.$/, '');
    throw new UsageError(`${said}. ${USAGE}`);
  }
  const format = values.format ?? 'text';
  if (!FORMATS.includes(format as (typeof FORMATS)[number])) {
    throw new UsageError(`--format must be text or json, not "${format}".`);
  }
  const known = gameModules.map((m) => m.id);
  const unknown = (values.game ?? []).filter((id) => !known.includes(id));
  if (unknown.length > 0) {
    throw new UsageError(`unknown game "${unknown[0]}": write one of ${known.join(', ')}.`);
  }
  const modules = values.game ? gameModules.filter((m) => values.game!.includes(m.id)) : gameModules;
  return { content: values.content ?? DEFAULT_CONTENT, format: format as (typeof FORMATS)[number], modules };
}
