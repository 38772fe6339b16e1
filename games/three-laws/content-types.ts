// Generated from schemas/three-laws/*.schema.json by `npm run gen:content-types`.
// Do not edit: change the schemas and run the script again (a test fails when this file is stale).

/**
 * One condition a message must meet, written `- name: value`, e.g. `- maxWords: 6`. Exactly one per line.
 */
export type TextCondition =
  | {maxWords: number}
  | {minWords: number}
  | {maxWordLength: number}
  | {bannedWords: string[]}
  | {bannedClass: string}
  | {requiredWords: string[]}
  | {startsWith: string}
  | {endsWith: string}
  | {noRepeatedWords: true}
  | {bannedLetters: string}
  | {allCaps: true}
  | {noCapitals: true}
  | {noPlayerNames: true};
/**
 * Conditions every message of these acts must meet, e.g. `[{ endsWith: "?" }]`.
 */
export type TextConditions = TextCondition[];
/**
 * Who may talk: `everyone` (spectators too), `seated` (every player), `nobody`, or `{ roles: [asker, answerer] }` for the players holding one of those roles at the moment.
 *
 * This interface was referenced by `TalkPolicy`'s JSON-Schema definition
 * via the `patternProperty` "^[A-Za-z][A-Za-z0-9_-]*$".
 */
export type Speakers =
  | ('everyone' | 'seated' | 'nobody')
  | {
      /**
       * The roles whose holders may talk, by the game's role names, e.g. `[asker, answerer]`.
       *
       * @minItems 1
       */
      roles: string[];
    };

/**
 * All content of three-laws, one property per file in content/three-laws/.
 */
export interface ThreeLawsContent {
  factions: FactionsFile;
  laws: LawsFile;
  questions: QuestionsFile;
  rules: RulesFile;
  words: WordsFile;
}
/**
 * The Faction cards of 3 Laws of Robotics (content/three-laws/factions.yaml): the factions, and which factions and ranks make the deck for each player count.
 */
export interface FactionsFile {
  /**
   * Every faction, in the order the table lists them.
   *
   * @minItems 2
   */
  factions: FactionDef[];
  /**
   * The faction deck for each range of player counts, e.g. `- { players: { min: 5, max: 6 }, factions: 3, ranks: { low: 1, high: 4 } }`. Every player count of rules.yaml must fall in exactly one.
   *
   * @minItems 1
   */
  decks: FactionDeckDef[];
}
export interface FactionDef {
  /**
   * The faction's id, e.g. `android`.
   */
  id: string;
  /**
   * Optional: the picture on every Faction card of this faction, a path under ui/public, e.g. "art/three-laws/android.png". Without it the card draws the faction's mark.
   */
  art?: string;
  /**
   * The faction's name on its cards, e.g. "Android".
   */
  name: string;
  /**
   * The name for several, used in questions such as "How many Androids do you see?", e.g. "Androids".
   */
  plural: string;
  /**
   * A line about the faction, shown on its cards.
   */
  text: string;
  palette: Palette;
}
/**
 * The faction's colours.
 */
export interface Palette {
  /**
   * The main colour of the card's frame and background, e.g. "#2f6fb3".
   */
  primary: string;
  /**
   * The highlight colour for the title band and details, e.g. "#f4d35e".
   */
  accent: string;
}
export interface FactionDeckDef {
  players: DeckPlayers;
  /**
   * How many factions are shuffled in, chosen at random from `factions` when fewer than all, e.g. `2`.
   */
  factions: number;
  ranks: RankRange;
}
/**
 * The player counts this deck serves, e.g. `{ min: 7, max: 8 }`.
 */
export interface DeckPlayers {
  /**
   * The fewest players.
   */
  min: number;
  /**
   * The most players.
   */
  max: number;
}
/**
 * The ranks of every faction in the deck, one card each, e.g. `{ low: 1, high: 4 }`.
 */
export interface RankRange {
  /**
   * The lowest rank.
   */
  low: number;
  /**
   * The highest rank.
   */
  high: number;
}
/**
 * The Law Cards of 3 Laws of Robotics (content/three-laws/laws.yaml). Each law says what players must or must not do while laws are in force; where the engine can judge it, `check` says so in the talk vocabulary (docs/scripting.md), and the engine judges every Error called on a message or action.
 */
export interface LawsFile {
  /**
   * Every Law Card in the deck.
   *
   * @minItems 1
   */
  laws: LawDef[];
}
export interface LawDef {
  /**
   * The law's id, e.g. `short-questions`.
   */
  id: string;
  /**
   * Optional: a picture on the Law Card, a path under ui/public, e.g. "art/three-laws/short-questions.png". Without it the card keeps its drawn emblem.
   */
  art?: string;
  /**
   * The law's title on its card, e.g. "Compressed Protocol".
   */
  name: string;
  /**
   * The law as players read it, e.g. "Questions are six words or fewer."
   */
  text: string;
  /**
   * Optional: a short italic line for atmosphere.
   */
  flavor?: string;
  /**
   * Who decides an Error called under this law: `engine` (the default; needs `check`) or `players` (the others vote when it is called; for laws no engine can read, e.g. about tone).
   */
  judge?: 'engine' | 'players';
  check?: LawCheck;
}
/**
 * What the engine checks, e.g. `{ acts: [question], text: [{ maxWords: 6 }] }`. An act breaks the law when it is one of `acts` and fails any part given here.
 */
export interface LawCheck {
  /**
   * The acts the law speaks of: `question` and `answer` (messages), `give` (offering keys), `keep` (keeping them), `accept` and `refuse` (receiving them).
   *
   * @minItems 1
   */
  acts: ('question' | 'answer' | 'give' | 'keep' | 'accept' | 'refuse')[];
  text?: TextConditions;
  /**
   * Players the act may not be aimed at: `left` and `right` (the actor's neighbours), `start-player`, `asked-me` (whoever queried the actor this round), `answered-me` (whoever the actor queried).
   *
   * @minItems 1
   */
  notTo?: ('left' | 'right' | 'start-player' | 'asked-me' | 'answered-me')[];
  /**
   * `true`: doing one of `acts` at all breaks the law, e.g. refusing keys.
   */
  forbidden?: true;
}
/**
 * Question templates for the Query phase (content/three-laws/questions.yaml): a player may pick one instead of typing, and bots ask and answer with them. Each has phrasings with {slots}, what it asks in `truth`, and the words answers use.
 */
export interface QuestionsFile {
  answerWords: AnswerWords;
  /**
   * Every question template.
   *
   * @minItems 1
   */
  questions: QuestionDef[];
}
/**
 * Words that mean yes and no in an answer, first the plain one, then others for when a law bans it, e.g. `yes: [Yes, Affirmative, Correct]`.
 */
export interface AnswerWords {
  /**
   * Words meaning yes.
   *
   * @minItems 1
   */
  yes: string[];
  /**
   * Words meaning no.
   *
   * @minItems 1
   */
  no: string[];
}
export interface QuestionDef {
  /**
   * The template's id, e.g. `highest-rank`.
   */
  id: string;
  /**
   * The plain phrasing, with a {slot} for each param, e.g. "Am I in the same faction as {player}?"
   */
  text: string;
  /**
   * Other phrasings of the same question, for when a law forbids the plain one: shorter ones, ones without pronouns or numbers, e.g. "Same faction as {player}?". Bots pick the first that keeps every law in force.
   */
  variants?: string[];
  /**
   * The slots the asker fills in, e.g. `[{ name: player, kind: player }]`.
   */
  params?: QuestionParam[];
  /**
   * How it is answered: `yes-no`, or `number` for a count.
   */
  answers: 'yes-no' | 'number';
  /**
   * What the question asks, so the engine and bots know the true answer from what the answerer sees: `highest-rank-seen` (is the asker's rank at least every rank the answerer sees), `leads-faction-seen` (is the asker the highest of their faction the answerer sees), `same-faction` / `same-rank` / `higher-rank` (the asker compared with the `player` param), `rank-at-least` / `rank-is` (with the `rank` param), `faction-is` (with the `faction` param), `count-faction` (how many of the `faction` param the answerer sees; answers: number).
   */
  truth:
    | 'highest-rank-seen'
    | 'leads-faction-seen'
    | 'same-faction'
    | 'same-rank'
    | 'higher-rank'
    | 'rank-at-least'
    | 'rank-is'
    | 'faction-is'
    | 'count-faction';
}
export interface QuestionParam {
  /**
   * The slot's name as written between braces in the phrasings, e.g. `player`.
   */
  name: string;
  /**
   * What fills it: `player` (another player, neither asker nor answerer), `rank` (a rank of the deck) or `faction`.
   */
  kind: 'player' | 'rank' | 'faction';
}
/**
 * The numbers of a game of 3 Laws of Robotics (content/three-laws/rules.yaml): players, rounds, keys, Enforcement Tokens, Victory Point cards, the Error windows and who may talk when.
 */
export interface RulesFile {
  players: PlayerRange;
  /**
   * One entry per round, in order: how many new Law Cards are revealed at its start, e.g. `[{ laws: 0 }, { laws: 1 }, { laws: 2 }, { laws: 3 }]`. The laws of a round are discarded at its clean-up.
   *
   * @minItems 1
   */
  rounds: RoundDef[];
  /**
   * Security Keys each player is given at the start of every round, e.g. `1`.
   */
  securityKeys: number;
  /**
   * Enforcement Tokens in the supply beyond one per player: the supply is the player count plus this, e.g. `2`.
   */
  supplyAbovePlayers: number;
  /**
   * From this many players up, the members of the scoring faction with the most Security Keys earn one more Victory Point card, e.g. `5`.
   */
  mostKeysBonusFrom: number;
  /**
   * After an Error call is judged wrong, the play waits this many seconds so anyone may accuse the caller, e.g. `8`. 0 leaves no wait (tests, simulations).
   */
  accuseWindowSeconds: number;
  /**
   * The Victory Point deck: how many cards of each value, e.g. `- { value: 1, count: 80 }`. It must hold enough cards that it never runs dry (players.max × rounds × 5).
   *
   * @minItems 1
   */
  victoryPoints: VictoryPointCards[];
  talk: TalkPolicy;
  botHabits: BotHabits;
}
/**
 * The fewest and most players, e.g. `{ min: 4, max: 8 }`. factions.yaml must have a deck for every count in between.
 */
export interface PlayerRange {
  /**
   * The fewest players, e.g. `4`.
   */
  min: number;
  /**
   * The most players, e.g. `8`.
   */
  max: number;
}
export interface RoundDef {
  /**
   * Law Cards revealed at the start of this round, e.g. `2`.
   */
  laws: number;
}
export interface VictoryPointCards {
  /**
   * Points printed on these cards, e.g. `2`.
   */
  value: number;
  /**
   * How many cards of this value, e.g. `50`.
   */
  count: number;
}
/**
 * Who may speak in each phase: `query-ask` (roles: asker), `query-answer` (roles: answerer), `transfer`, `round-end` and `game-over`. While laws are in force, questions and answers are the only speech, so the engine can judge every word; the match chat opens where this allows and no law is in force.
 */
export interface TalkPolicy {
  [k: string]: Speakers;
}
/**
 * How bots play, as chances between 0 and 1, so bot tables break laws and make mistakes like people do.
 */
export interface BotHabits {
  /**
   * Chance a bot answers a question falsely, e.g. `0.1`.
   */
  lie: number;
  /**
   * Chance a bot forgets the laws when it speaks or acts, e.g. `0.15`.
   */
  slip: number;
  /**
   * Chance a bot calls Error on a message that broke no law, e.g. `0.03`.
   */
  wrongCall: number;
  /**
   * Chance a bot notices a broken law and calls Error on it, e.g. `0.7`.
   */
  callBroken: number;
}
/**
 * Word classes a law can ban at once (content/three-laws/words.yaml), e.g. pronouns or numbers: `bannedClass: pronouns` in a law's check.
 */
export interface WordsFile {
  classes: WordClasses;
}
/**
 * Each class by name, with its words and patterns.
 */
export interface WordClasses {
  [k: string]: WordClass;
}
/**
 * The words of one class, and optionally patterns a whole word may match instead, e.g. `{ words: [one, two, three], patterns: ["^[0-9]+$"] }`.
 *
 * This interface was referenced by `WordClasses`'s JSON-Schema definition
 * via the `patternProperty` "^[a-z0-9]+(-[a-z0-9]+)*$".
 */
export interface WordClass {
  /**
   * The words (or phrases) of the class; capitals do not count, e.g. `[I, me, my, you, your]`.
   */
  words: string[];
  /**
   * Optional, for classes too big to list: regular expressions, one of which a whole word matches to belong to the class, e.g. `["^[0-9]+$"]` for numbers in digits. Ask a developer if unsure.
   *
   * @minItems 1
   */
  patterns?: string[];
}
