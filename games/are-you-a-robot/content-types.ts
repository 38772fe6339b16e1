// Generated from schemas/are-you-a-robot/*.schema.json by `npm run gen:content-types`.
// Do not edit: change the schemas and run the script again (a test fails when this file is stale).

/**
 * Which side the holder is on: `human` or `robot`. The engine's rules follow the team, not the id or the name, so a new kind of card plays like the others of its team.
 */
export type Team = 'human' | 'robot';

/**
 * All content of are-you-a-robot, one property per file in content/are-you-a-robot/.
 */
export interface AyarContent {
  cards: CardsFile;
  modes: ModesFile;
}
/**
 * The cards of Are You A Robot? (content/are-you-a-robot/cards.yaml): what is in a pack, how many packs the box holds, and each kind of card.
 */
export interface CardsFile {
  pack: Pack;
  /**
   * Every kind of card, once each. Several kinds may share a team (each with its own words and art); there must be at least one of team `human` and one of team `robot`, and every kind must be in `pack`, which says how many copies exist.
   *
   * @minItems 1
   */
  cards: CardDef[];
}
/**
 * What one pack of the game holds. Packs combine: the box holds `packsInBox` of them, and every mode's deck must be buildable from the box.
 */
export interface Pack {
  /**
   * The pack's name as shown in the lobby and the docs, e.g. "Colony pack".
   */
  name: string;
  /**
   * The cards in one pack: each entry names a card by its `id` and says how many copies one pack holds.
   *
   * @minItems 1
   */
  contains: PackEntry[];
  /**
   * How many packs the box holds (combine packs to seat more players). The largest deck any mode deals must fit in the box.
   */
  packsInBox: number;
}
/**
 * Some copies of one card in a pack.
 */
export interface PackEntry {
  /**
   * The `id` of a card listed under `cards`, e.g. `human`.
   */
  card: string;
  /**
   * How many copies of that card one pack holds, 1 or more.
   */
  count: number;
}
/**
 * One kind of identity card: its team, its words and its colours.
 */
export interface CardDef {
  /**
   * A short name the engine and other files use to refer to this entry: lowercase letters and digits, words joined by hyphens, e.g. `robot` or `double-agent`.
   */
  id: string;
  /**
   * The card's name in big letters, e.g. "Robot".
   */
  name: string;
  team: Team;
  /**
   * A line under the name saying who the holder is in the story, e.g. "Android infiltrator".
   */
  title: string;
  /**
   * The card's rules text in a sentence or two: how this team wins and what it may do. Use YAML's `>-` for a long paragraph.
   */
  text: string;
  /**
   * Optional: a short italic line for atmosphere, with no effect on the rules.
   */
  flavor?: string;
  /**
   * Optional: path of an illustration under ui/public, e.g. "art/are-you-a-robot/robot.png". Without it the card shows a generated illustration.
   */
  art?: string;
  palette: Palette;
}
/**
 * The card's two colours, e.g. `{ primary: "#b3302f", accent: "#9be7ff" }`.
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
/**
 * The ways to play Are You A Robot? (content/are-you-a-robot/modes.yaml). The mode is chosen when a match is created.
 */
export interface ModesFile {
  /**
   * Every mode offered in the lobby, in the order shown.
   *
   * @minItems 1
   */
  modes: ModeDef[];
}
/**
 * One way to play: how many players, which deck is dealt, and what happens when a Human shoots a Human.
 */
export interface ModeDef {
  /**
   * A short name the engine and other files use to refer to this entry: lowercase letters and digits, words joined by hyphens, e.g. `robot` or `double-agent`.
   */
  id: string;
  /**
   * The mode's name in the lobby, e.g. "Schrödinger".
   */
  name: string;
  /**
   * One or two sentences shown in the lobby under the mode's name.
   */
  summary: string;
  players: PlayerRange;
  /**
   * The cards shuffled for the deal, by player count: each entry gives `perPlayer × players + extra` copies of one card. Everyone gets one card; the cards left over are set aside unseen.
   *
   * @minItems 1
   */
  deck: DeckEntry[];
  /**
   * What happens when a Human shoots another Human: `robots-win` ends the game with a Robot victory; `convert` removes the shooter, keeps the victim and runs a conversion (needs `conversion`).
   */
  afterHumanShot: 'robots-win' | 'convert';
  conversion?: ConversionRule;
  /**
   * `true` if players may offer and accept handshakes (ending the game at once), `false` if not.
   */
  handshakes: boolean;
  /**
   * `true` if a Robot may declare the Robot revolution when exactly one Human is left, `false` if not.
   */
  revolution: boolean;
}
/**
 * The smallest and largest number of players this mode seats, e.g. `{ min: 2, max: 4 }`.
 */
export interface PlayerRange {
  /**
   * The fewest players, 2 or more.
   */
  min: number;
  /**
   * The most players, at least `min`.
   */
  max: number;
}
/**
 * How many copies of one card go into the deal: `perPlayer × players + extra`.
 */
export interface DeckEntry {
  /**
   * The `id` of a card from cards.yaml, e.g. `human`.
   */
  card: string;
  /**
   * Copies added for each player, 0 or more: `1` for "as many as players".
   */
  perPlayer: number;
  /**
   * Copies added (or, if negative, removed) once, whatever the player count: `1` adds one card, `-1` takes one away.
   */
  extra: number;
}
/**
 * Only with `afterHumanShot: convert`: the card added to the Humans' cards before they are dealt again.
 */
export interface ConversionRule {
  /**
   * The `id` of the card mixed into the collected Human cards before they are dealt again: a card of team `robot`, e.g. `robot`.
   */
  addCard: string;
}
