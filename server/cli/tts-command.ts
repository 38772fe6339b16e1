import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { relinkTtsSave, ttsImageFiles } from '../../games/kit/export/tts-relink.ts';
import type { TtsSave } from '../../games/kit/export/tts-save.ts';
import { ttsSaveErrors } from '../../games/kit/export/tts-save-check.ts';
import { parseCommandLine, usageLines } from './command-flags.ts';
import { TTS } from './usage/tts-usage.ts';
import { UsageError } from './usage-error.ts';

const USAGE = usageLines(TTS);

/** The one saved object in the folder: a .json file the TTS schema accepts. */
function savedObjectIn(folder: string): { file: string; save: TtsSave } {
  const found = readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      try {
        const save = JSON.parse(readFileSync(join(folder, name), 'utf8'));
        return ttsSaveErrors(save).length === 0 ? [{ file: join(folder, name), save: save as TtsSave }] : [];
      } catch {
        return [];
      }
    });
  if (found.length !== 1) throw new UsageError(`${folder} holds ${found.length === 0 ? 'no' : found.length} TTS saved object${found.length === 1 ? '' : 's'} (<game>.json); name the tts folder of one export. ${USAGE}`);
  return found[0];
}

/**
 * `tablewright tts relink <folder>`: TTS does not look for images beside a saved object, so a
 * copied export still names the exporting machine's files. Run once where the folder now is,
 * it points every image of the saved object at the file beside it. Nothing is written when an
 * image is missing.
 */
export async function runTts(args: string[]): Promise<number> {
  const [verb, folderArg, ...rest] = parseCommandLine(TTS, args).positionals;
  if (verb !== 'relink' || !folderArg || rest.length > 0) throw new UsageError(USAGE);
  const folder = resolve(folderArg);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) throw new UsageError(`${folderArg} is not a folder. ${USAGE}`);
  const { file, save } = savedObjectIn(folder);
  const missing = ttsImageFiles(save).filter((name) => !existsSync(join(folder, name)));
  if (missing.length > 0) {
    process.stderr.write(`tablewright tts relink: ${relative(process.cwd(), file)} names images that are not in ${folderArg}: ${missing.join(', ')}. Copy the whole tts folder of the export; nothing was changed.\n`);
    return 1;
  }
  const relinked = relinkTtsSave(save, (name) => pathToFileURL(join(folder, name)).href);
  const errors = ttsSaveErrors(relinked);
  if (errors.length > 0) throw new Error(`the relinked saved object breaks schemas/tts/saved-object.schema.json: ${errors.slice(0, 5).join('; ')}`);
  writeFileSync(file, `${JSON.stringify(relinked, null, 2)}\n`);
  process.stdout.write(
    `Pointed ${relative(process.cwd(), file) || file} at its ${ttsImageFiles(save).length} images in ${folder}. Copy it into Tabletop Simulator's Saves/Saved Objects folder and keep this folder where it is; the images are only on this machine.\n`,
  );
  return 0;
}
