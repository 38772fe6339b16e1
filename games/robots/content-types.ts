// Generated from schemas/robots/*.schema.json by `npm run gen:content-types`.
// Do not edit: change the schemas and run the script again (a test fails when this file is stale).

/**
 * What the power does in play: a card script run when a card carrying it is discarded (`$self` is that card, `owner` the player who discarded it). See docs/scripting.md and docs/rules/robots.md.
 */
export type CardScriptRobots = Record<string, unknown>[];

/**
 * All content of robots, one property per file in content/robots/.
 */
export interface RobotsContent {
  constructs: ConstructsFile;
  deck: DeckFile;
  powers: PowersFile;
  rules: RulesFile;
}
/**
 * The Constructed Robot cards (content/robots/constructs.yaml): one for every number of the deck. A player who lays down one number in every colour, no wild, swaps the five cards for that number's robot.
 */
export interface ConstructsFile {
  /**
   * Every Constructed Robot, one per number from `numbers.low` to `numbers.high` of deck.yaml.
   *
   * @minItems 1
   */
  robots: ConstructDef[];
}
/**
 * One Constructed Robot card.
 */
export interface ConstructDef {
  /**
   * The robot's id, e.g. `gearhart`.
   */
  id: string;
  /**
   * Optional: the robot's picture, a path under ui/public, e.g. "art/robots/gearhart.png". Without it the card draws the robot built from its parts.
   */
  art?: string;
  /**
   * The number whose five colours build this robot, e.g. `7`.
   */
  number: number;
  /**
   * The robot's name in big letters, e.g. "Gearhart".
   */
  name: string;
  /**
   * A line or two about the robot, shown on its card. It has no effect on the rules: a Constructed Robot is simply beyond the reach of every attack.
   */
  text: string;
  /**
   * Optional: a short italic line for atmosphere.
   */
  flavor?: string;
}
/**
 * The ROBOTS! deck (content/robots/deck.yaml): one card of every colour and number, a star per colour, the wild robots, and what each card scores.
 */
export interface DeckFile {
  /**
   * The suits, in the order the table shows them. Every colour holds one card of each number and one star. Constructing a robot needs one card of a number in every colour listed here.
   *
   * @minItems 1
   */
  colours: ColourDef[];
  numbers: NumberRange;
  star: StarDef;
  wilds: WildsDef;
  art?: CardArt;
  /**
   * What a numbered card scores, by range of numbers: every number from `numbers.low` to `numbers.high` must fall in exactly one range.
   *
   * @minItems 1
   */
  points: PointRange[];
}
/**
 * One suit of the deck.
 */
export interface ColourDef {
  /**
   * The colour's id, part of every card id of that colour (`red-9`, `red-star`), e.g. `red`.
   */
  id: string;
  /**
   * The colour's name as players read it, e.g. "Red".
   */
  name: string;
  /**
   * The colour the table paints this suit with, e.g. "#c8363a".
   */
  display: string;
  /**
   * Optional: the suit symbol printed under the number in every card's corner, so players who cannot tell the colours apart can still tell the suits apart; give every colour a different one, e.g. `heart`. Without it the table picks a symbol no other colour uses.
   */
  symbol?:
    | 'gear'
    | 'diamond'
    | 'heart'
    | 'triangle'
    | 'square'
    | 'circle'
    | 'hexagon'
    | 'cross'
    | 'drop'
    | 'moon'
    | 'bolt'
    | 'spade'
    | 'club';
}
/**
 * The numbers printed on the cards of every colour, e.g. `{ low: 2, high: 14 }`. The star stands just outside this range: one below `low` or one above `high`.
 */
export interface NumberRange {
  /**
   * The lowest number, 2 or more (the star sits one below it), e.g. `2`.
   */
  low: number;
  /**
   * The highest number, at least `low` (the star sits one above it), e.g. `14`.
   */
  high: number;
}
/**
 * The star card of each colour: it counts as one below the lowest number or one above the highest, never in between.
 */
export interface StarDef {
  /**
   * What the card is called, e.g. "Star".
   */
  name: string;
  /**
   * What a star scores in a spread, and costs when left in hand, e.g. `15`.
   */
  points: number;
}
/**
 * The wild robots: they stand for any number in a run or a set, but a set holding one never constructs a robot.
 */
export interface WildsDef {
  /**
   * How many wild robots the deck holds, e.g. `4`.
   */
  count: number;
  /**
   * What a wild card is called, e.g. "Wild Robot".
   */
  name: string;
  /**
   * What a wild scores in a spread, and costs when left in hand, e.g. `0`.
   */
  points: number;
  /**
   * The colour the table paints a wild card with, e.g. "#f4d35e".
   */
  display: string;
}
/**
 * Optional: an artist's picture for some cards, by card id (`red-9`, `red-star`, `wild-1`): a path under ui/public, e.g. `{ red-star: "art/robots/red-star.png" }`. A card without one shows a robot generated from the card, different on every card.
 */
export interface CardArt {
  /**
   * The picture's path under ui/public, e.g. "art/robots/red-star.png".
   *
   * This interface was referenced by `CardArt`'s JSON-Schema definition
   * via the `patternProperty` "^(wild-[0-9]+|[a-z0-9]+(-[a-z0-9]+)*-([0-9]+|star))$".
   */
  [k: string]: string;
}
/**
 * The score of every numbered card from `from` to `to`, e.g. `{ from: 2, to: 9, points: 5 }`.
 */
export interface PointRange {
  /**
   * The first number of the range, e.g. `2`.
   */
  from: number;
  /**
   * The last number of the range, at least `from`, e.g. `9`.
   */
  to: number;
  /**
   * What each card of the range scores in a spread, and costs when left in hand, e.g. `5`.
   */
  points: number;
}
/**
 * The ROBOTS! card powers (content/robots/powers.yaml): what each power is called and does, which card numbers carry which power, and the variants a match may choose.
 */
export interface PowersFile {
  /**
   * Every power, once each. A power acts when a card carrying it is discarded (never on the discard that ends a hand).
   *
   * @minItems 1
   */
  powers: PowerDef[];
  /**
   * Which number carries which power: every card of that number, in every colour, carries it. A number may carry at most one power.
   */
  carriers: CarrierDef[];
  /**
   * The ways a match may be played, offered when it is created; the first is the default.
   *
   * @minItems 1
   */
  variants: VariantDef[];
}
/**
 * One power a discarded card can carry.
 */
export interface PowerDef {
  /**
   * The power's id, used by `carriers` and `variants`, e.g. `tractor-beam`.
   */
  id: string;
  /**
   * The power's name as printed on its cards, e.g. "Tractor Beam".
   */
  name: string;
  /**
   * What the power does, in a sentence or two, as printed on its cards. Use YAML's `>-` for a long paragraph.
   */
  text: string;
  script: CardScriptRobots;
}
/**
 * A card number and the power its cards carry, e.g. `{ number: 11, power: tractor-beam }`.
 */
export interface CarrierDef {
  /**
   * A number from the deck's range; the rulebook puts powers on the high cards (10 to 14).
   */
  number: number;
  /**
   * The `id` of a power listed under `powers`.
   */
  power: string;
}
/**
 * One way to play, chosen when a match is created (setupData `variant`).
 */
export interface VariantDef {
  /**
   * A short name the engine and other files use to refer to this entry: lowercase letters and digits, words joined by hyphens, e.g. `robot` or `double-agent`.
   */
  id: string;
  /**
   * The variant's name in the lobby, e.g. "Singularity".
   */
  name: string;
  /**
   * One or two sentences shown in the lobby under the variant's name.
   */
  summary: string;
  /**
   * Optional: the `id` of a power every star carries in this variant. Without it stars carry no power.
   */
  starPower?: string;
}
/**
 * The numbers of a game of ROBOTS! (content/robots/rules.yaml): players, the deal, spreads and scoring.
 */
export interface RulesFile {
  players: PlayerRange;
  /**
   * Cards dealt to each player at the start of every hand, e.g. `7`.
   */
  handSize: number;
  /**
   * The fewest cards in a run or a set laid down, e.g. `3`.
   */
  minSpread: number;
  /**
   * The total that wins: the game ends after the first hand at whose end someone has at least this many points, e.g. `250`.
   */
  targetScore: number;
  /**
   * Bonus points for constructing a robot (a set of one number in every colour, no wild), on top of the cards' own points, e.g. `50`.
   */
  constructBonus: number;
  /**
   * In a live match, how long the ROBOTS! window stays open at least: after a discard that fits a spread, the next player may not draw or take from the Scrap Heap for this many seconds, so everyone has the time to claim it. Every player sees the countdown. `0` lets the next player draw at once, e.g. `5`.
   */
  claimWindowSeconds: number;
}
/**
 * The fewest and most players at the table, e.g. `{ min: 2, max: 5 }`.
 */
export interface PlayerRange {
  /**
   * The fewest players, 2 or more.
   */
  min: number;
  /**
   * The most players, at least `min`: the deck must deal every hand and turn one card up.
   */
  max: number;
}
