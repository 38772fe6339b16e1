/** The names a new game goes by in its files: its id, its title, and the id as TypeScript names. */
export interface GameNames {
  /** kebab-case: folders, content keys, the lobby's id. */
  id: string;
  /** As players read it. */
  title: string;
  /** camelCase: the module's export. */
  camel: string;
  /** PascalCase: types and components. */
  pascal: string;
}

const KEBAB = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const MAX_ID_LENGTH = 40;

/**
 * Names a game may not take although they are kebab-case: the kit's own folder, folders beside
 * the games (test/support, stories/cards, ui/boards/...), and names of Object.prototype that a
 * lookup by id without an own-key check would find.
 */
const RESERVED = new Set(['kit', 'registry', 'new-game', 'constructor', 'prototype', 'template', 'templates']);

const capitalWords = (id: string) => id.split('-').map((w) => w[0].toUpperCase() + w.slice(1));

/** A game's names from its id; the title defaults to the id's words, capitalised. */
export function gameNames(id: string, title?: string): GameNames {
  const pascal = capitalWords(id).join('');
  return { id, title: title ?? capitalWords(id).join(' '), camel: pascal[0].toLowerCase() + pascal.slice(1), pascal };
}

/** What is wrong with `id` as a new game's id, or nothing; `taken` are the ids and folder names already in use. */
export function idProblem(id: string, taken: ReadonlySet<string>): string | undefined {
  if (!KEBAB.test(id)) return `"${id}" is not a kebab-case id: write lower-case letters and digits in words joined by "-", starting with a letter, e.g. crazy-eights.`;
  if (id.length > MAX_ID_LENGTH) return `"${id}" is ${id.length} characters long: keep an id to ${MAX_ID_LENGTH}.`;
  if (RESERVED.has(id)) return `"${id}" is a reserved name: choose another id.`;
  if (taken.has(id)) return `"${id}" is taken: a game or a folder of that name exists already.`;
  return undefined;
}

/** What is wrong with a title, or nothing: it goes into YAML, TypeScript and Markdown, so it stays on one line and plain. */
export function titleProblem(title: string): string | undefined {
  if (title.trim() === '' || title.length > 60) return `--title takes 1 to 60 characters, not ${title.length}.`;
  if (/[\n\r'"`\\{}$<>|]/.test(title)) return `--title "${title}" holds a character that would need escaping in YAML, TypeScript or Markdown (quotes, backslash, braces, $, <, >, |): leave it out.`;
  return undefined;
}
