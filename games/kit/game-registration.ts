/**
 * Every place a game is registered, in one list: what `tablewright new-game` fills in, what
 * docs/new-game.md walks through, and what test/kit/game-registration.test.ts checks for every
 * shipped game. A path with `<id>` is the game's own file or folder; a path without it is a
 * shared file that names each game. Issue 38: a developer found eleven such places by searching
 * for another game's id, and two of them failed tests only when missed.
 */
export interface RegistrationPlace {
  /** From the repository root; `<id>` stands for the game's id. */
  path: string;
  /** What a game puts there. */
  what: string;
  /** A required place is checked for every shipped game; an optional one is there when the game needs it. */
  required: boolean;
  /** For a shared file: the words that register a game there, `<id>` for its id (a quoted key may be written bare); the id alone otherwise. */
  entry?: string;
}

export const GAME_ID_PLACEHOLDER = '<id>';

const own = (path: string, what: string): RegistrationPlace => ({ path, what, required: true });
const shared = (path: string, what: string, entry?: string): RegistrationPlace => ({ path, what, required: true, entry });
const optional = (path: string, what: string): RegistrationPlace => ({ path, what, required: false });

export const GAME_REGISTRATION: readonly RegistrationPlace[] = [
  own('games/<id>/index.ts', 'the GameModule (defineGameModule): content files, rules, view, bots, invariants'),
  own(
    'content/<id>',
    "the YAML content, each file starting with its $schema line: the game's own files beside the kit's (how-to-play.yaml, bots.yaml, card-formats.yaml, card-faces.yaml, a card game's table.yaml)",
  ),
  own('schemas/<id>', 'a JSON Schema per content file of the game\'s own'),
  own('test/fixtures/<id>/good/<id>', 'a copy of the content the rules tests run on (test/support/fixture-games.ts finds it by the id)'),
  own('test/<id>', 'the rules tests, on the fixture content'),
  own('docs/rules/<id>.md', 'the rules in our words, each rule with the test that checks it'),
  own('ui/boards/<id>', "the table component, exporting `entry` (the module, table and attention rules a match loads), and its attention rules; its printed cards are drawn from card-faces.yaml"),
  own('stories/<id>', 'Storybook stories of the table'),
  shared('games/registry.ts', 'the module in gameModules (lobby order): the server, validate, simulate and export find the game here', "'./<id>/index.ts'"),
  shared('games/kit/cards/card-types.ts', 'the kinds of card the game prints (GAME_CARD_TYPES); each needs an entry in card-formats.yaml', "'<id>': ["),
  shared('ui/boards/board-registry.ts', 'the import() of its table file (GAME_TABLES): the chunk of its own a match and the replay viewer load', "'<id>': () => import('./<id>/"),
  shared('ui/boards/printed-card-lists.ts', "its module's printedCards (PRINTED_CARDS): the cards the lobby and the table draw, without loading its rules", "'<id>': "),
  shared('stories/cards/printed-cards.stories.tsx', 'a Cards/Print sheet per kind of card (the print-matches-screen test compares each)', "kind('<id>', "),
  shared('.vscode/settings.json', 'a yaml.schemas line per content file of the game\'s own, the same schema as its $schema line', '"content/<id>/'),
  shared('test/support/designer-edits.ts', 'at least one ordinary designer edit the content must survive (test/kit/designer-edits.test.ts plays the edited content)', "'<id>'"),
  shared('docs/README.md', 'a row linking docs/rules/<id>.md', "(rules/<id>.md)"),
  optional('README.md', 'the game in the list of games Tablewright ships'),
  optional('games/kit/content/generate-content-types.ts', 'a CONTENT_TYPES_TARGETS line, for a game with schemas of its own: their types generated (npm run gen:content-types)'),
  optional('games/deck-registry.ts', 'the decks a spreadsheet can hold (tablewright cards)'),
  optional('games/print-counts.ts', 'how the whole game depends on the player count, when it does (export --set whole-game)'),
  optional('games/kit/cards/drawing-names.ts', 'the names of the game\'s own card drawings (`drawing:` in card-faces.yaml)'),
  optional('ui/boards/card-drawings.ts', 'what draws each of those drawings'),
  optional('games/kit/cards/piece-formats.ts', 'the kinds of piece the table draws in card-formats.yaml\'s look (chips, tokens)'),
  optional('games/kit/content/id-schema-targets.ts', 'ids one content file defines and another names, for the editor\'s completion'),
  optional('games/kit/script/schema/schema-targets.ts', 'the script vocabulary of cards with abilities, for the generated script schema'),
  optional('ui/lobby/game-cover.tsx', 'the lobby\'s fan of the game\'s cards (the card back otherwise)'),
  optional('.storybook/card-sources.ts', 'a story per card of a content file other than cards.yaml or table.yaml (those two are covered for every game)'),
  optional('test/e2e/replay-viewer.test.ts', 'a finished match and a probe of what only some viewers see, for the replay viewer'),
  optional('test/kit/simulate/sweep-compare-all-games.test.ts', 'a field to sweep and compare with simulate'),
  optional('test/bench/server-bench/bench-game.ts', 'the seats per match the server bench plays (4 otherwise)'),
  optional('test/bench/server-bench/bench-content.ts', 'the rules keys that set a timed window\'s seconds, if the game has one'),
  optional('test/server/cluster/processes.test.ts', 'a table of the game played over several server processes, with its windows shortened'),
  optional('test/server/attacks/frozen-prototypes.test.ts', 'a table of the game played on a server with frozen prototypes'),
];

/**
 * Files that name several games without registering them: examples in prose, a test's cases.
 * The registration test reads a file naming three or more shipped games as a list of games,
 * which is either a place above or one of these.
 */
export const GAME_MENTIONS: Readonly<Record<string, string>> = {
  'docs/ui.md': 'describes each shipped table',
  'test/bench/bench-args.test.ts': 'refusals and a short run of the benches, naming games as examples',
  'docs/simulator.md': 'examples of simulate on several games',
  'docs/server.md': 'examples and measured figures per game',
  'docs/export.md': 'examples and card counts per game',
  'docs/content-guide.md': 'examples from several games\' content',
  'docs/scripting.md': 'examples of scripts from the games that have them',
  'docs/new-game.md': 'compares the new game with the shipped ones',
  'test/ui/card-format.test.ts': 'draws a first card of each kind, read from GAME_CARD_TYPES',
  'test/kit/simulate/seat-results.test.ts': 'a case per game with seat results',
  'test/kit/rules/at-once.test.ts': 'each shipped game\'s moves answered at once',
  'test/kit/content/designer-trial.test.ts': 'designer trials in several games\' content',
  'test/kit/decks/cards-command.test.ts': 'cases of the cards command',
  'test/kit/decks/cards-import.test.ts': 'cases of a deck imported from CSV',
  'test/kit/content/how-to-play-agrees.test.ts': 'summaries that must follow their numbers',
  'test/kit/content/hostile-content.test.ts': 'hostile content in several games',
  'test/kit/cards/card-content.test.ts': 'card records and pieces of several games',
  'test/ui/moments.test.ts': 'the moments of the games that have them',
  'test/server/replay-route.test.ts': 'replays of several games',
  'test/e2e/board-first.test.ts': 'tables drawn before the first move',
};

/** The path of a place for one game. */
export function placePath(place: RegistrationPlace, gameId: string): string {
  return place.path.split(GAME_ID_PLACEHOLDER).join(gameId);
}

/** Whether a place is the game's own file or folder (it holds `<id>`) rather than a shared list. */
export function isOwnPlace(place: RegistrationPlace): boolean {
  return place.path.includes(GAME_ID_PLACEHOLDER);
}

/** Whether a shared file registers the game: holds the place's entry for it, or else names it. */
export function registersGame(place: RegistrationPlace, text: string, gameId: string): boolean {
  if (place.entry === undefined) return namesGame(text, gameId);
  const entry = placePath({ ...place, path: place.entry }, gameId);
  // Prettier writes a key that is a plain identifier without its quotes (robots: ...).
  return text.includes(entry) || (/^[a-z]\w*$/.test(gameId) && text.includes(entry.replace(`'${gameId}':`, `${gameId}:`)));
}

/** Whether a file's text names the game: its id as a whole word, not inside another id. */
export function namesGame(text: string, gameId: string): boolean {
  const escaped = gameId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`).test(text);
}
