import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { closestWord } from '../content/closest-word.ts';

/**
 * Art paths in content are relative to ui/public: the folder the table (Vite and the built UI),
 * Storybook (staticDirs) and the export all serve, so a picture placed there shows everywhere.
 */
export const DEFAULT_ART_ROOT = fileURLToPath(new URL('../../../ui/public/', import.meta.url));

export const ART_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'svg'] as const;

export interface ArtProblem {
  /** JSON path of the art value inside its content file. */
  path: (string | number)[];
  message: string;
}

/** A field holds art when it is named `art` or ends in `Art` (`frameArt`); `art` may also map card ids to paths. */
const isArtKey = (key: string) => key === 'art' || key.endsWith('Art');

/** Every art path in one content file's data that is not a picture inside `artRoot`. */
export function checkArtPaths(data: unknown, artRoot: string = DEFAULT_ART_ROOT): ArtProblem[] {
  const problems: ArtProblem[] = [];
  const visit = (value: unknown, path: (string | number)[], art: boolean) => {
    if (typeof value === 'string') {
      if (!art) return;
      const message = artPathProblem(value, artRoot);
      if (message) problems.push({ path, message });
    } else if (Array.isArray(value)) value.forEach((item, i) => visit(item, [...path, i], false));
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) visit(item, [...path, key], isArtKey(key) || (art && typeof item === 'string'));
    }
  };
  visit(data, [], false);
  return problems;
}

/** Why `value` is not a usable art path, with what to write instead; undefined when it is one. */
export function artPathProblem(value: string, artRoot: string = DEFAULT_ART_ROOT): string | undefined {
  const root = relative(process.cwd(), artRoot) || '.';
  const slashed = value.split('\\').join('/');
  if (isAbsolute(value) || slashed.startsWith('/') || /^[A-Za-z]:/.test(value)) {
    return `art "${value}" is an absolute path: write it relative to ${root}/, e.g. "${suggest(slashed)}", and put the file there.`;
  }
  const normal = posix.normalize(slashed);
  if (normal === '..' || normal.startsWith('../')) {
    return `art "${value}" leads outside ${root}/ (the folder the table, Storybook and the export serve): copy the picture into ${root}/ and write its path from there, e.g. "${suggest(slashed)}".`;
  }
  const extension = /\.([A-Za-z0-9]+)$/.exec(normal)?.[1]?.toLowerCase();
  if (!extension || !(ART_EXTENSIONS as readonly string[]).includes(extension)) {
    return `art "${value}" is not a picture the table can draw: give a .png, .jpg, .webp or .svg file${extension ? ` (export the .${extension} as one of those)` : ''}.`;
  }
  const file = join(artRoot, normal);
  if (existsSync(file) && statSync(file).isFile()) return undefined;
  const near = nearbyFile(artRoot, normal);
  return `art "${value}" is not found: there is no file ${root}/${normal}. ${near ? `Did you mean "${near}"?` : `Put the picture there, or correct the path.`}`;
}

/** A file in the same folder whose name is a slip away from the one written. */
function nearbyFile(artRoot: string, path: string): string | undefined {
  const folder = join(artRoot, dirname(path));
  if (!existsSync(folder) || !statSync(folder).isDirectory()) return undefined;
  const near = closestWord(posix.basename(path), readdirSync(folder));
  return near ? posix.join(posix.dirname(path), near) : undefined;
}

function suggest(path: string): string {
  const name = posix.basename(path) || 'picture.png';
  return `art/${name}`;
}
