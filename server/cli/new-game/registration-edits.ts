import { fillIn, type NewFile } from './render-templates.ts';
import type { GameNames } from './game-names.ts';

/** A change to one shared file that registers a new game there; it throws when the file no longer reads as it expects. */
type Edit = (text: string, names: GameNames, files: readonly NewFile[]) => string;

class EditMismatch extends Error {}

const lines = (text: string) => text.split('\n');

/** `line` inserted where `find` says (the index it is to have), or a mismatch when it finds no place (-1). */
const inserting =
  (find: (all: string[]) => number, expected: string, line: string): Edit =>
  (text, names) => {
    const all = lines(text);
    const at = find(all);
    if (at < 0) throw new EditMismatch(expected);
    all.splice(at, 0, fillIn(line, names));
    return all.join('\n');
  };

/** `line` after the last line matching `pattern`. */
const afterLast = (pattern: RegExp, line: string): Edit =>
  inserting(
    (all) => {
      const last = all.findLastIndex((l) => pattern.test(l));
      return last < 0 ? -1 : last + 1;
    },
    `no line matches ${pattern}`,
    line,
  );

/** `line` as the last entry of the list or record that opens on the line matching `opening` and closes on a line of its own. */
const lastEntry = (opening: RegExp, line: string): Edit =>
  inserting(
    (all) => {
      const start = all.findIndex((l) => opening.test(l));
      return start < 0 ? -1 : all.findIndex((l, i) => i > start && /^[\]}][;,]?$/.test(l));
    },
    `no list opens on a line matching ${opening} and closes on a line of its own`,
    line,
  );

/** `item` at the end of the one-line list `[a, b, c]` on the line matching `pattern`. */
const inlineListItem =
  (pattern: RegExp, item: string): Edit =>
  (text, names) => {
    const all = lines(text);
    const at = all.findIndex((l) => pattern.test(l));
    if (at < 0 || !/\];$/.test(all[at])) throw new EditMismatch(`no one-line list [...]; on a line matching ${pattern}`);
    all[at] = all[at].replace(/\];$/, `, ${fillIn(item, names)}];`);
    return all.join('\n');
  };

/** The editor's schema for each content file of the game's own: the schemas the skeleton writes. */
const vscodeSchemas: Edit = (text, names, files) => {
  const settings = JSON.parse(text) as Record<string, unknown>;
  const schemas = settings['yaml.schemas'] as Record<string, string> | undefined;
  if (!schemas) throw new EditMismatch('no "yaml.schemas"');
  const own = files.map((f) => f.path).filter((path) => path.startsWith(`schemas/${names.id}/`) && path.endsWith('.schema.json'));
  for (const schema of own) schemas[schema] = `content/${names.id}/${schema.slice(`schemas/${names.id}/`.length).replace(/\.schema\.json$/, '.yaml')}`;
  return `${JSON.stringify(settings, null, 2)}\n`;
};

/**
 * What `new-game` writes into shared places of games/kit/game-registration.ts: every required one
 * (a test holds the two in step), and of the optional ones what the skeleton uses (its own
 * schemas' generated types).
 */
export const REGISTRATION_EDITS: Readonly<Record<string, readonly Edit[]>> = {
  'games/registry.ts': [afterLast(/^import \{ \w+ \} from '\.\/[\w-]+\/index\.ts';$/, "import { {{camel}} } from './{{id}}/index.ts';"), inlineListItem(/^export const gameModules\b/, '{{camel}}')],
  'games/kit/content/generate-content-types.ts': [
    lastEntry(/^export const CONTENT_TYPES_TARGETS\b/, "  { game: '{{id}}', rootName: '{{pascal}}OwnContent', output: 'games/{{id}}/own-content-types.ts' },"),
  ],
  'games/kit/cards/card-types.ts': [lastEntry(/^export const GAME_CARD_TYPES\b/, "  '{{id}}': [{ id: 'card', name: 'Playing card' }],")],
  'ui/boards/board-registry.ts': [lastEntry(/^const GAME_TABLES\b/, "  '{{id}}': () => import('./{{id}}/{{id}}-table.tsx'),")],
  'ui/boards/printed-card-lists.ts': [lastEntry(/^const PRINTED_CARDS\b/, "  '{{id}}': tablePrintedCards,")],
  'stories/cards/printed-cards.stories.tsx': [afterLast(/^export const \w+ = kind\(/, "export const {{pascal}}Cards = kind('{{id}}', 'card', '{{title}} · Cards');")],
  '.vscode/settings.json': [vscodeSchemas],
  'test/support/designer-edits.ts': [lastEntry(/^export const DESIGNER_EDITS\b/, "  retagged('{{id}}'),")],
  'docs/README.md': [afterLast(/^\| \[rules\/[\w-]+\.md\]/, '| [rules/{{id}}.md](rules/{{id}}.md) | everyone | {{title}} in our words, every ruling, the moves, the test for each rule |')],
};

/** `text` of the shared file `path` with the game registered; an error names the file when it no longer reads as expected. */
export function registerIn(path: string, text: string, names: GameNames, files: readonly NewFile[]): string {
  const edits = Object.hasOwn(REGISTRATION_EDITS, path) ? REGISTRATION_EDITS[path] : [];
  try {
    return edits.reduce((out, edit) => edit(out, names, files), text);
  } catch (error) {
    if (!(error instanceof EditMismatch)) throw error;
    throw new Error(`${path} no longer reads as new-game expects (${error.message}): register ${names.id} there by hand, and update server/cli/new-game/registration-edits.ts.`);
  }
}
