import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GameNames } from './game-names.ts';

/** The skeleton's files: their paths mirror the repository's, with `__id__` for the game's id and `.tmpl` after the name. */
export const TEMPLATES_DIR = fileURLToPath(new URL('./templates/', import.meta.url));

/** One file of a new game: where it goes, from the repository root, and what it holds. */
export interface NewFile {
  path: string;
  text: string;
}

const PLACEHOLDERS: [RegExp, keyof GameNames][] = [
  [/\{\{id\}\}/g, 'id'],
  [/\{\{title\}\}/g, 'title'],
  [/\{\{camel\}\}/g, 'camel'],
  [/\{\{pascal\}\}/g, 'pascal'],
];

/** A template's text with the game's names in place of `{{id}}`, `{{title}}`, `{{camel}}` and `{{pascal}}`. */
export function fillIn(text: string, names: GameNames): string {
  const filled = PLACEHOLDERS.reduce((out, [pattern, key]) => out.replace(pattern, names[key]), text);
  const left = /\{\{\w+\}\}/.exec(filled);
  if (left) throw new Error(`a template holds the unknown placeholder ${left[0]}: use {{id}}, {{title}}, {{camel}} or {{pascal}}.`);
  return filled;
}

function templateFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? templateFiles(join(dir, entry.name)) : entry.name.endsWith('.tmpl') ? [join(dir, entry.name)] : []));
}

/** Every file of the skeleton for one game, filled in, in path order. */
export function renderTemplates(names: GameNames, dir: string = TEMPLATES_DIR): NewFile[] {
  return templateFiles(dir)
    .map((file) => ({
      path: relative(dir, file).split(sep).join('/').split('__id__').join(names.id).replace(/\.tmpl$/, ''),
      text: fillIn(readFileSync(file, 'utf8'), names),
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}
