import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_ART_ROOT } from '../../games/kit/cards/check-art.ts';
import { formatContentError } from '../../games/kit/content/content-error.ts';
import { gamesWithFolders } from '../../games/kit/content/game-folders.ts';
import { loadGameContent } from '../../games/kit/content/load-game-content.ts';
import { DEFAULT_CONTENT_ROOT } from '../../ui/build/content-roots.ts';
import { parseCommandLine } from './command-flags.ts';
import { wholeNumber } from './flag-values.ts';
import { STORYBOOK } from './usage/storybook-usage.ts';
import { UsageError } from './usage-error.ts';

const PROJECT = fileURLToPath(new URL('../../', import.meta.url));
const STORYBOOK_BIN = fileURLToPath(new URL('../../node_modules/storybook/dist/bin/dispatcher.js', import.meta.url));

export interface StorybookOptions {
  content: string;
  art: string;
  /** Build a static Storybook into this folder instead of serving it. */
  out?: string;
  /** With `out`: the stories' preview (iframe.html) without Storybook's own pages, for a test or a screenshot tool; built in about a third of the time, saying only what goes wrong. */
  previewOnly: boolean;
  port: number;
}

/** `tablewright storybook`'s command line, every value checked; a UsageError says what to write instead. */
export function parseStorybookArgs(args: string[]): StorybookOptions {
  const { values } = parseCommandLine(STORYBOOK, args);
  const port = wholeNumber('port', values.port, { min: 1, max: 65535, fallback: 6006 });
  if (values.out !== undefined && values.port !== undefined) throw new UsageError('--out builds a static Storybook to open from any web server; --port serves one: give one of them.');
  if (values['preview-only'] && values.out === undefined) throw new UsageError('--preview-only builds the stories without Storybook\'s own pages: give --out DIR to build them into.');
  return { content: resolve(values.content ?? DEFAULT_CONTENT_ROOT), art: resolve(values.art ?? DEFAULT_ART_ROOT), out: values.out === undefined ? undefined : resolve(values.out), previewOnly: values['preview-only'] === true, port };
}

/** The environment Storybook reads its content and art from (ui/build/content-roots.ts). */
export function storybookEnv(options: StorybookOptions): NodeJS.ProcessEnv {
  return { ...process.env, TABLEWRIGHT_CONTENT: options.content, TABLEWRIGHT_ART: options.art, STORYBOOK_DISABLE_TELEMETRY: '1', ...(options.out ? { NODE_ENV: 'production' } : {}) };
}

/**
 * `tablewright storybook`: Storybook with the card stories drawn from another content folder and
 * its art (an artist's restyle), served on 127.0.0.1 or, with --out, built to a folder. The
 * content is checked first, as `export` checks it, so a mistake reads file:line:col here
 * rather than on a story's error page. 1 on a content error, else Storybook's own exit code.
 */
export async function runStorybook(args: string[]): Promise<number> {
  const options = parseStorybookArgs(args);
  const games = gamesWithFolders(options.content);
  if (games.length === 0) throw new UsageError(`${options.content} holds no game's folder: give the folder that holds one folder per game (e.g. are-you-a-robot/), as --content does for validate.`);
  const { errors } = loadGameContent(options.content, games, { artRoot: options.art });
  if (errors.length > 0) {
    for (const error of errors) process.stderr.write(`${formatContentError(error)}\n`);
    process.stderr.write(`tablewright storybook: ${errors.length} content error${errors.length === 1 ? '' : 's'}; fix them and start again.\n`);
    return 1;
  }
  const command = options.out ? ['build', '-o', options.out, '--quiet', ...(options.previewOnly ? ['--preview-only', '--test', '--loglevel', 'warn'] : [])] : ['dev', '-p', String(options.port), '--host', '127.0.0.1', '--ci'];
  const child = spawn(process.execPath, [STORYBOOK_BIN, ...command], { cwd: PROJECT, env: storybookEnv(options), stdio: ['ignore', 'inherit', 'inherit'] });
  // Stopping this command stops Storybook: a signal sent to it alone would leave the server running.
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward).on('SIGTERM', forward);
  return new Promise<number>((done, fail) => {
    child.once('error', fail);
    child.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  }).finally(() => process.off('SIGINT', forward).off('SIGTERM', forward));
}
