import { existsSync, statSync } from 'node:fs';
import { isAbsolute, join, posix, relative } from 'node:path';

/** Why `value` is not a font file under `root`, with what to write instead; undefined when it is one. */
export function fontFileProblem(value: string, root: string): string | undefined {
  const shown = relative(process.cwd(), root) || '.';
  const normal = posix.normalize(value.split('\\').join('/'));
  if (isAbsolute(value) || normal.startsWith('/') || normal === '..' || normal.startsWith('../')) {
    return `the font "${value}" is outside ${shown}/: copy the file into ${shown}/fonts/ and write "fonts/${posix.basename(normal)}".`;
  }
  const file = join(root, normal);
  if (existsSync(file) && statSync(file).isFile()) return undefined;
  return `the font "${value}" is not found: there is no file ${shown}/${normal}. Put the font file there, or correct the path.`;
}
