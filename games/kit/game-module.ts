import type { Ctx, Game } from 'boardgame.io';
import { checkBotPacing } from './bots/bot-pacing.ts';
import { checkReactionFloor } from './bots/reaction-floor.ts';
import type { CardRecord } from './cards/card-records.ts';
import type { CardTally } from './simulate/card-tally.ts';
import type { BotAction, Rng } from './bots/random-bot.ts';
import { isPartialContent, skipIfBroken } from './content/partial-content.ts';
import { checkHowToPlayFacts, type HowToPlayFact } from './content/how-to-play-facts.ts';
import { checkKitContent, KIT_CONTENT_FILES, type KitContent } from './kit-content-files.ts';
import { moveNames } from './rules/move-names.ts';
import { withOwnMoveTables } from './rules/own-move-tables.ts';
import type { SeatResult } from './seat-result.ts';
import { withPlayerCountBounds } from './player-count.ts';
import type { Violation } from './violation.ts';
import type { TalkLawBook } from './talk/law-book.ts';
import { talkLawIssues } from './talk/law-sense.ts';

/** One content file a game reads: `content/<game>/<file>`, checked against `schemas/<game>/<schema>`. */
export interface ContentFileSpec {
  file: string;
  schema: string;
}

/** A problem in content found beyond the schema (duplicate ids, broken references, deck sizes). */
export interface ContentIssue {
  /** Key of the content file, as in GameModule.contentFiles. */
  file: string;
  /** JSON path inside that file, e.g. ['modes', 2, 'players', 'max']. */
  path: (string | number)[];
  message: string;
  /** Words inside the value at `path` to point at, when the value is a long text. */
  find?: string;
  /** Something worth knowing that leaves the content usable: printed as a warning, the game still loads. */
  warning?: true;
  /** The message again, naming other places in the same file as `file:line:col` through `at` (the loader knows where they are written). */
  placed?: (at: (path: (string | number)[]) => string) => string;
}

/** A choice offered when a match is created (boardgame.io setupData). */
export interface SetupOption {
  key: string;
  label: string;
  choices: { value: string; label: string; minPlayers: number; maxPlayers: number; summary?: string }[];
}

/**
 * Everything the toolkit knows about one game. Pure: no fs, no React, no Koa, so the same
 * module runs in the server, the browser, Storybook, the simulator and the tests.
 */
export interface GameModule<Content = unknown, G = any> {
  id: string;
  title: string;
  /** Content keys to files; the loader hands `createGame` an object with these keys. */
  contentFiles: Record<keyof Content & string, ContentFileSpec>;
  /** Checks beyond the schemas: ids, references, counts that cannot serve the player counts. */
  checkContent(content: Content): ContentIssue[];
  /**
   * Optional: the numbers of the content that the how-to-play summary gives players, as the
   * words it must say (content/how-to-play-facts.ts); the kit checks the summary says them.
   */
  howToPlayFacts?(content: Content): HowToPlayFact[];
  createGame(content: Content): Game<G>;
  setupOptions(content: Content): SetupOption[];
  /**
   * Optional: every card design the content implies, with the fields its face template
   * (card-faces.yaml) reads: the table, Storybook and the exports draw faces from these.
   */
  printedCards?(content: Content): CardRecord[];
  /**
   * Optional, for a game with laws over table talk: its laws as the kit reads them, so validate
   * checks them for sense (games/kit/talk/law-sense.ts) and `tablewright laws try` judges a sentence.
   */
  talkLaws?(content: Content): TalkLawBook;
  /** Who may post in the match chat right now; undefined means allowed. */
  chatPolicy(G: G, ctx: Ctx, playerID: string | null | undefined): Violation | undefined;
  /**
   * Broken invariants after a move (conservation of cards, a winner the rules agree with),
   * checked against the content the game was built from.
   */
  invariants(G: G, ctx: Ctx, content: Content): string[];
  /**
   * Optional counters read from a finished game's last state (e.g. how often each power
   * fired), summed by the simulator over its games and shown under `tallyTitle`. List every
   * key, at 0 when need be, so something that never happens shows up.
   */
  tally?(G: G): Record<string, number>;
  tallyTitle?: string;
  /**
   * Optional: the tally's counters of card designs (keys `<counter>: <design id>`), shown per
   * design and per copy, each design with only the counters its content lets it move.
   */
  cardTally?: CardTally<Content>;
  /**
   * Optional: how each seat ended a finished game (won, its role, its score), read from the
   * last state (ctx.gameover included). The simulator's balance report turns these into win
   * rates by seat and by role and score distributions, headed `roleTitle` and `scoreTitle`.
   */
  seatResults?(G: G, ctx: Ctx, content: Content): SeatResult[];
  roleTitle?: string;
  scoreTitle?: string;
  /** A short label for an ended game, for the simulator's outcome table. */
  outcomeLabel(gameover: unknown): string;
  /**
   * A window a live match holds open for everyone (e.g. the ROBOTS! call): while this returns
   * one, the server refuses its `moves` until `seconds` after the state that opened it was
   * kept, bots wait it out, and the table shows the countdown. Read from public state only.
   */
  timedWindow?(G: G, ctx: Ctx, content: Content): TimedWindow | undefined;
  /**
   * A move by which a seat tells the game its name (boardgame.io keeps names outside the game
   * state): the server takes it only with the name the seat joined with as its first argument.
   */
  seatNameMove?: string;
  /**
   * The game's own bot, in place of a random legal move: what the seat does now, chosen on the
   * seat's view only (what a person in that seat sees), or undefined to do nothing for now.
   * Live bots and the simulator consult it again and again on the same state, so a chance it
   * takes about one thing (call this act? lie in this answer?) must come out the same each time
   * (games/kit/bots/stable-chance.ts); `rng` is for choices made once, such as ties. `names` are
   * the seats' names at a live table (undefined in the simulator). It must return legal moves:
   * the simulator fails a game on one the engine refuses.
   */
  botPolicy?(view: any, ctx: Ctx, playerID: string, content: Content, rng: Rng, names?: Record<string, string>): BotAction | undefined;
  /**
   * Whether `botPolicy` would surely do nothing for this seat now, told from the state alone:
   * the simulator then skips the seat, with no view made for it and no call to its bot
   * (play-game.ts), where most seats a move asks may have nothing to do (Evil Robots at 9 seats).
   * It must answer true only where the bot returns undefined and draws nothing from its rng, so
   * that every game plays as without it; false is always safe. A game that gives one tests it
   * against its bot over whole games (test/evil-robots/bot-idle.test.ts).
   */
  botIdle?(G: G, ctx: Ctx, playerID: string, content: Content): boolean;
  /**
   * Other ways the game's bot may play, by name, for `npm run bench:bot-strength` to set against
   * `botPolicy` in mixed seats (docs/simulator.md): a cheaper bot is worth having only if it wins
   * as often. Each holds to botPolicy's contract; none plays at a live table.
   */
  botVariants?: Record<string, BotVariant<Content>>;
}

/** A way of playing the game's bot, for the bot-strength bench: what it leaves out, and its policy. */
export interface BotVariant<Content = unknown> {
  about: string;
  policy: NonNullable<GameModule<Content>['botPolicy']>;
}

/** An open timed window: `key` names this opening (the same key while the same window stays open). */
export interface TimedWindow {
  key: string;
  seconds: number;
  /** The moves that wait for the window to close. */
  moves: string[];
  /** Why they wait, for the refusal: e.g. "the ROBOTS! window is open". */
  reason: string;
}

/**
 * Every game module is made through this, so what the kit guarantees of every game is added
 * once here rather than by each game: a match of any player count outside the game's own
 * minPlayers..maxPlayers is refused, whatever route creates it; and every game reads the kit's
 * content files (KIT_CONTENT_FILES: its how-to-play summary), checked like its own; and only a
 * move the game declares can ever be played (own-move-tables.ts).
 */
export function defineGameModule<Content, G>(module: GameModule<Content, G>): GameModule<Content, G> {
  const clash = Object.keys(module.contentFiles).filter((key) => key in KIT_CONTENT_FILES);
  if (clash.length > 0) throw new Error(`${module.id}: the content key ${clash.join(', ')} is the kit's own (games/kit/kit-content-files.ts); rename it.`);
  return {
    ...module,
    contentFiles: { ...module.contentFiles, ...KIT_CONTENT_FILES },
    checkContent: (content) => {
      // Each part runs on the files that parsed (partial-content.ts), so a schema error in one hides nothing else.
      const found = [...skipIfBroken(() => module.checkContent(content)), ...skipIfBroken(() => checkKitContent(content)), ...skipIfBroken(() => checkSummary(module, content)), ...skipIfBroken(() => checkTimedWindows(module, content))];
      // Laws are read for sense only once they are well formed (an unknown word class would stop the engine's ruling).
      const talk = found.length > 0 || !module.talkLaws ? [] : skipIfBroken(() => talkLawIssues(module.talkLaws!(content)));
      // The held moves are checked against the game built from this content, so only whole, clean content builds it.
      const errors = [...found, ...talk].filter((issue) => !issue.warning);
      return errors.length > 0 || isPartialContent(content) ? [...found, ...talk] : [...talk, ...checkHeldMoves(module, content)];
    },
    createGame: (content) => withOwnMoveTables(withPlayerCountBounds(module.createGame(content))),
  };
}

function checkSummary<Content, G>(module: GameModule<Content, G>, content: Content): ContentIssue[] {
  const howToPlay = (content as Partial<KitContent>).howToPlay;
  return howToPlay && module.howToPlayFacts ? checkHowToPlayFacts(howToPlay, module.howToPlayFacts(content)) : [];
}

function checkTimedWindows<Content, G>(module: GameModule<Content, G>, content: Content): ContentIssue[] {
  const { bots, rules } = content as Partial<KitContent> & { rules?: unknown };
  return module.timedWindow && bots ? checkReactionFloor(bots, rules) : [];
}

function checkHeldMoves<Content, G>(module: GameModule<Content, G>, content: Content): ContentIssue[] {
  const bots = (content as Partial<KitContent>).bots;
  return bots ? checkBotPacing(bots, [...moveNames(module.createGame(content))]) : [];
}
