import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { gameNames, idProblem, titleProblem, type GameNames } from './game-names.ts';
import { REGISTRATION_EDITS, registerIn } from './registration-edits.ts';
import { renderTemplates, TEMPLATES_DIR, type NewFile } from './render-templates.ts';

/** Everything `new-game` writes: the new files, and the shared files with the game registered. */
export interface NewGamePlan {
  names: GameNames;
  files: NewFile[];
  registrations: NewFile[];
}

/** The folders a game's id names a folder or file in: a name found in any of them is taken. */
const ID_FOLDERS = ['games', 'content', 'schemas', 'test', 'test/fixtures', 'stories', 'ui/boards', 'docs/rules'];

/**
 * The content again as the rules tests' fixture (test/fixtures/<id>/good/<id>/): the same files,
 * their $schema lines three folders deeper. The rules are tested on this copy, so a designer's
 * later edit to content/ breaks no rules test.
 */
function withFixtureCopy(files: NewFile[], id: string): NewFile[] {
  const copies = files
    .filter((f) => f.path.startsWith(`content/${id}/`))
    .map((f) => ({ path: `test/fixtures/${id}/good/${f.path.slice('content/'.length)}`, text: f.text.replace(/^(# yaml-language-server: \$schema=)\.\.\/\.\.\//, '$1../../../../../') }));
  return [...files, ...copies].sort((a, b) => a.path.localeCompare(b.path));
}

function takenNames(root: string): Set<string> {
  return new Set(ID_FOLDERS.flatMap((folder) => (existsSync(join(root, folder)) ? readdirSync(join(root, folder)).map((name) => basename(name, '.md')) : [])));
}

/** The plan for a new game in the repository at `root`, or every reason it cannot be made; nothing is written. */
export function planNewGame(root: string, id: string, title?: string, templates: string = TEMPLATES_DIR): { plan: NewGamePlan } | { problems: string[] } {
  const problems = [idProblem(id, takenNames(root)), title === undefined ? undefined : titleProblem(title)].filter((p): p is string => p !== undefined);
  if (problems.length > 0) return { problems };
  const names = gameNames(id, title);
  const files = withFixtureCopy(renderTemplates(names, templates), names.id);
  const existing = files.filter((f) => existsSync(join(root, f.path))).map((f) => `${f.path} exists already: new-game never overwrites a file.`);
  const shared = Object.keys(REGISTRATION_EDITS);
  const missing = shared.filter((path) => !existsSync(join(root, path))).map((path) => `${path} is missing: is ${root} a Tablewright repository?`);
  if (existing.length + missing.length > 0) return { problems: [...existing, ...missing] };
  try {
    const registrations = shared.map((path) => ({ path, text: registerIn(path, readFileSync(join(root, path), 'utf8'), names, files) }));
    return { plan: { names, files, registrations } };
  } catch (error) {
    return { problems: [(error as Error).message] };
  }
}

/** Writes a plan: the new files, then the registrations (each read and checked before anything was written). */
export function writePlan(root: string, plan: NewGamePlan): void {
  for (const file of [...plan.files, ...plan.registrations]) {
    mkdirSync(dirname(join(root, file.path)), { recursive: true });
    writeFileSync(join(root, file.path), file.text);
  }
}
