// Generated from schemas/evil-robots/*.schema.json by `npm run gen:content-types`.
// Do not edit: change the schemas and run the script again (a test fails when this file is stale).

/**
 * What the card does once, when it is revealed: a card script (`owner` is its player, `$self` the card). See docs/scripting.md.
 */
export type CardScriptEvilRobots = Record<string, unknown>[];
/**
 * How the card changes the rules while it is face up: each modifier answers one rule question (docs/rules/evil-robots.md).
 */
export type RuleModifiersEvilRobots = Record<string, unknown>[];

/**
 * All content of evil-robots, one property per file in content/evil-robots/.
 */
export interface EvilContent {
  'power-cards': PowerCardsFile;
  robots: RobotsFile;
  rules: RulesFile;
}
/**
 * The Power Cards of Evil Robots (content/evil-robots/power-cards.yaml): each has 0 on one side and its value on the other. rules.yaml's table says which values each player count uses.
 */
export interface PowerCardsFile {
  /**
   * Every Power Card, one per value.
   *
   * @minItems 1
   */
  powerCards: PowerCardDef[];
}
export interface PowerCardDef {
  /**
   * The card's id, e.g. `power-7`.
   */
  id: string;
  /**
   * Optional: a picture on this Power Card's face, a path under ui/public, e.g. "art/evil-robots/power-7.png". Without it the card shows its value large.
   */
  art?: string;
  /**
   * The value on its face; its other side is 0, e.g. `7`.
   */
  value: number;
  /**
   * What the card is called at the table, e.g. "Seven".
   */
  name: string;
}
/**
 * The Robot Cards of Evil Robots (content/evil-robots/robots.yaml), in a Left and a Right deck. A card's text takes precedence over the general rules: what it does when revealed is its `script`, and how it changes the rules while face up is its `modifiers`.
 */
export interface RobotsFile {
  /**
   * Every Robot Card, one copy each. Each deck must deal one card to the most players with cards to spare for swaps.
   *
   * @minItems 1
   */
  robots: RobotDef[];
}
/**
 * One Robot Card, named after a famous robot of history or legend.
 */
export interface RobotDef {
  /**
   * The card's id, e.g. `elektro`.
   */
  id: string;
  /**
   * Optional: the robot's picture, a path under ui/public, e.g. "art/evil-robots/elektro.png". Without it the card draws a robot generated from its id.
   */
  art?: string;
  /**
   * The robot's name, e.g. "Elektro".
   */
  name: string;
  /**
   * Which deck the card belongs to: `left` or `right`.
   */
  deck: 'left' | 'right';
  /**
   * When it can be revealed and how long it works: `immediate` (its script runs when revealed on your turn), `active` (its modifiers hold while it stays face up), `reveal` (on your turn, or after the countdown for a spare token), `endgame` (free, when a round ends with someone at the end).
   */
  type: 'immediate' | 'active' | 'reveal' | 'endgame';
  /**
   * Action Tokens to reveal it on your turn, in its top corner, e.g. `1`. Endgame cards are revealed free.
   */
  cost: number;
  /**
   * What the card does, as printed on it; it must say what `script` and `modifiers` do.
   */
  text: string;
  /**
   * One line on the robot it is named after, for the card's foot, e.g. "A smoking, talking showpiece of the 1939 World's Fair."
   */
  about: string;
  script?: CardScriptEvilRobots;
  modifiers?: RuleModifiersEvilRobots;
}
/**
 * The numbers of a game of Evil Robots (content/evil-robots/rules.yaml): players, the table by player count, the supply, what actions cost, the end, and the deadlines of a live match. Robot Cards may change many of these while face up (docs/rules/evil-robots.md, the rule questions).
 */
export interface RulesFile {
  players: PlayerRange;
  /**
   * One line per player count: the Power Card values in play and the starting Influence. The values must give one card for the allocation, one per player and, with `extraPlayer`, one for the extra player.
   *
   * @minItems 1
   */
  table: TableLine[];
  influence: InfluenceSupply;
  /**
   * Action Tokens in the supply, e.g. `20`. Taking more than it holds gives only what is left.
   */
  actionTokens: number;
  tokens: TokensPerCard;
  costs: ActionCosts;
  /**
   * A round that ends with anyone at this much Influence or more ends the game, e.g. `10`.
   */
  endgameAt: number;
  /**
   * The most rounds Endgame cards may add after the end is reached, e.g. `3`.
   */
  maxExtraRounds: number;
  /**
   * How long a Power Card stays on offer before anyone may close the claims, e.g. `8`. Claims close sooner once every player without a card has claimed or passed.
   */
  claimSeconds: number;
  /**
   * How long the winners have to agree a split before each takes 1, e.g. `60`.
   */
  splitSeconds: number;
  /**
   * How long the clean-up waits for players to choose the Robot Cards they keep, e.g. `30`.
   */
  keepSeconds: number;
}
/**
 * The fewest and most players, e.g. `{ min: 3, max: 9 }`. `table` must have a line for every count in between.
 */
export interface PlayerRange {
  /**
   * The fewest players, e.g. `3`.
   */
  min: number;
  /**
   * The most players, at least `min`, e.g. `9`.
   */
  max: number;
}
/**
 * One player count's setup, e.g. `{ players: 4, values: { from: 1, to: 6 }, startingInfluence: 2, extraPlayer: true }`.
 */
export interface TableLine {
  /**
   * The player count, e.g. `4`.
   */
  players: number;
  values: ValueRange;
  /**
   * Influence each player starts with, e.g. `2`.
   */
  startingInfluence: number;
  /**
   * Whether an extra player with a face-up Power Card and two coins (one heads, one tails) joins the round, e.g. `true` at 3 and 4 players.
   */
  extraPlayer: boolean;
}
/**
 * The Power Card values in play, from and to inclusive, e.g. `{ from: 1, to: 6 }`.
 */
export interface ValueRange {
  /**
   * The lowest value, e.g. `1`.
   */
  from: number;
  /**
   * The highest value, e.g. `6`.
   */
  to: number;
}
/**
 * The Influence gems in the box, e.g. `{ ones: 35, fives: 15 }`. The supply is counted in points; a payment it cannot make is paid as far as it goes.
 */
export interface InfluenceSupply {
  /**
   * Gems worth 1, e.g. `35`.
   */
  ones: number;
  /**
   * Gems worth 5, e.g. `15`.
   */
  fives: number;
}
/**
 * Action Tokens a player takes with their Power Card, e.g. `{ perCard: 2, firstCardBonus: 1 }`.
 */
export interface TokensPerCard {
  /**
   * Tokens with every Power Card, e.g. `2`.
   */
  perCard: number;
  /**
   * Extra tokens for the first card given in a round, e.g. `1`.
   */
  firstCardBonus: number;
}
/**
 * What the actions of a turn cost, before any card changes them. Revealing a Robot Card costs the cost printed on it.
 */
export interface ActionCosts {
  /**
   * Tokens to turn another player's revealed coin (the extra player's too), e.g. `2`.
   */
  flipOther: number;
  /**
   * Tokens to turn your own revealed coin, e.g. `1`.
   */
  flipOwn: number;
  /**
   * Tokens to swap a Robot Card for the next of its deck, e.g. `0`.
   */
  swapTokens: number;
  /**
   * Influence to swap a Robot Card, e.g. `1`.
   */
  swapInfluence: number;
  /**
   * Tokens to reveal a Reveal card after the countdown, e.g. `1`.
   */
  revealPhase: number;
}
