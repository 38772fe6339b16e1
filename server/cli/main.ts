import { DEFAULT_LIMITS, LIMIT_HELP } from '../edge/limits.ts';
import { UsageError } from './usage-error.ts';

const USAGE = `tablewright <command> [options]

Commands:
  validate [--content DIR] [--art DIR] [--game ID ...] [--format text|json] [--max-errors N]
      Check every content file (of every game, or of the games named) against its schema and
      each game's rules; exit 1 on any error. Laws over talk are checked for sense: a law no
      message keeps is an error; laws the deal can put in force together that no message keeps
      all at once, and a law no message breaks, are warnings. Prints the first N errors (50)
      and a count of the rest per file and kind; rewrites a stale schemas/<game>/ids/ schema
      and says so. --art DIR: where art paths and fonts lead (default ui/public), as for export,
      serve and storybook.
  cards [list [<game>]]
  cards export <game> <deck> --csv [--out FILE] [--content DIR]
  cards import <game> <deck> FILE.csv [--content DIR] [--dry-run]
      A deck in a spreadsheet: list each game's decks, write one as CSV (stdout, or FILE), or write
      a CSV saved from Excel, LibreOffice or Google Sheets back into the deck's YAML, checked as
      validate checks it first; errors say FILE.csv:row:column (docs/content-guide.md).
  simulate <game> --games N [--players P] [--seed S] [--option key=value ...]
           [--max-moves M] [--format text|json] [--content DIR] [--workers N] [--compare DIR|REF]
  simulate <game> --players P --option key=value ... --game-seed S
      Play whole games with random legal bots; report outcomes and speed; exit 1 on a broken rule,
      printing the --game-seed command that replays the failed game (docs/simulator.md).
      Without --players, N games at every player count the game seats.
      --workers spreads the games over N threads (default: every core), with the same report.
      --compare plays the same seeds on another content folder or git ref too and reports every
      figure before and after, with 95% intervals and a flag where the difference is real.
  serve [--port P] [--host H] [--db FILE] [--content DIR] [--art DIR] [--exports DIR] [--watch] [--limit NAME=N ...]
        [--trust-proxy] [--allowed-host NAME ...] [--allowed-origin URL ...]
      Run the game server with the lobby (default http://127.0.0.1:8000, store ./data/tablewright.sqlite).
      It also serves each game's exported TTS files at /tts/<game>/<file> from DIR/<game>/tts (default export).
      --content serves the games that folder has a folder for; --art DIR is where its art paths and
      fonts lead (default ui/public, built into the UI): checked there and served from there.
      --watch takes a saved content edit into new matches at once (running matches keep theirs).
      --limit changes a budget per address, per match or for the whole server (docs/server.md lists them):
${Object.entries(LIMIT_HELP)
  .map(([name, help]) => `        ${name.padEnd(22)} ${help} (default ${DEFAULT_LIMITS[name as keyof typeof DEFAULT_LIMITS]})`)
  .join('\n')}
      --trust-proxy takes client addresses from X-Forwarded-For (only behind your own proxy);
      --allowed-host serves a host name besides IP addresses and localhost;
      --allowed-origin lets pages of another site use the API.
  replay <matchID> [--db FILE] [--content DIR] [--export FILE] [--limit N]
  replay --list [--db FILE]
      Replay a stored match from its seed and log through the reducer, on the content it was
      created from, and check it reaches the stored state (exit 0; 1 when it does not, 2 when it
      cannot run); --export writes it as a test fixture (docs/replay.md).
  replay --view FILE [--port N]
      Serve the replay viewer for an exported fixture on 127.0.0.1 and print its address.
  backup <file> [--db FILE] [--force]
      Copy the store into <file> while the server runs (SQLite's online backup: one consistent moment).
  restore <file> [--db FILE]
      Put a backup in place as the store, with the server stopped; the old store is kept aside
      as <db>.before-restore-<time> (docs/server.md, "Backing up and restoring").
  export <game> --format pdf|tts|png [--set one-each|whole-game] [--players N]
         [--size poker|bridge|tarot|mini|WxH[mm|cm|in]] [--paper a4|letter]
         [--backs duplex|duplex-short|none] [--marks on|off] [--out DIR] [--content DIR] [--art DIR]
         [--public-url URL]
      Draw every card with the table's own components in Chromium (default out: export/<game>):
      a print-and-play PDF (3 mm bleed, crop marks unless --marks off, backs for long-edge duplex
      unless --backs says otherwise), Tabletop Simulator deck sheets with the saved object to
      import, or a 300 dpi PNG per card (docs/export.md). --set whole-game (PDF and TTS default)
      prints every card a game needs, for --players N where the box depends on the table (Are You
      A Robot?'s packs, 3 Laws' faction deck; the largest table by default); --set one-each (PNG
      default) every design once. --size takes a name or a width and height, e.g. 70x110 (mm) or 2.5x3.5in.
      --public-url: the address players reach \`serve\` at; the saved object then loads its images from it.
  storybook [--content DIR] [--art DIR] [--out DIR [--preview-only]] [--port P]
      Storybook at http://127.0.0.1:6006 (or --port P), or with --out a static one built into DIR
      (--preview-only: the stories' iframe.html alone, for tests and screenshot tools).
      With --content, the card stories of the games that folder holds, drawn from it and from the
      art and fonts in --art (default ui/public), as \`export --content DIR --art DIR\` prints them:
      an artist's restyle seen card by card (docs/card-templates.md).
  laws try <game> "sentence" [--laws ID,ID,...] [--act question|answer] [--content DIR]
      Judge a sentence as the engine would at the table: each law in force (every law of the
      content, or those --laws names) and whether the sentence keeps or breaks it, with the
      reasons players see; laws over whom an act is aimed at, or left to the players' vote, say
      so. Exit 0 when it keeps every law, 1 when it breaks one, 2 for bad arguments (docs/scripting.md).
  new-game <id> [--title "Title"] [--root DIR]
      Write a new card game that plays and passes its tests at once, registered in every place
      a game registers (games/kit/game-registration.ts); new-game --help says more (docs/new-game.md).
  tts relink <folder>
      Point a TTS export's saved object at its images where the folder is now: run it once on the
      machine the tts folder was copied to (TTS does not look for images beside a saved object).
`;

type Command = (args: string[]) => Promise<number>;

// Each command loads only what it uses: the server's and the exporter's dependencies
// (Koa, socket.io, SQLite, Playwright) took most of `simulate`'s and `validate`'s start-up.
const commands: Record<string, () => Promise<Command>> = {
  validate: async () => (await import('./validate-command.ts')).runValidate,
  cards: async () => (await import('./cards-command.ts')).runCards,
  simulate: async () => (await import('./simulate-command.ts')).runSimulate,
  serve: async () => (await import('./serve-command.ts')).runServe,
  replay: async () => (await import('./replay-command.ts')).runReplay,
  backup: async () => (await import('./backup-command.ts')).runBackup,
  restore: async () => (await import('./restore-command.ts')).runRestore,
  export: async () => (await import('./export-command.ts')).runExport,
  tts: async () => (await import('./tts-command.ts')).runTts,
  laws: async () => (await import('./laws-command.ts')).runLaws,
  storybook: async () => (await import('./storybook-command.ts')).runStorybook,
  'new-game': async () => (await import('./new-game-command.ts')).runNewGame,
};

/** Returns the process exit code; errors in the user's input are printed, never thrown. */
export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h' || name === 'help') {
    process.stdout.write(USAGE);
    return name ? 0 : 1;
  }
  // Own keys only: `tablewright constructor` named Object's own constructor and crashed.
  const load = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!load) {
    process.stderr.write(`tablewright: unknown command '${name}'. Write one of: ${Object.keys(commands).join(', ')}.\n\n${USAGE}`);
    return 1;
  }
  const command = await load();
  try {
    return await command(rest);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`tablewright ${name}: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}
