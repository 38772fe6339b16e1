// Generated from schemas/bias-effect/*.schema.json by `npm run gen:content-types`.
// Do not edit: change the schemas and run the script again (a test fails when this file is stale).

/**
 * What the card does in play: a card script run when it is played in the Algorithm step (`owner` is its player, `$self` the card). See docs/scripting.md and docs/rules/bias-effect.md.
 */
export type CardScriptBiasEffect = Record<string, unknown>[];
/**
 * What the outcome does: a card script run at once, its `owner` the bid winner (after a tie there is none: the round's first player answers its questions, and chips for or from `owner` go to nobody). `[]` does nothing. Outcomes run unattended, so keep decisions (`choose-card`, `choose-player`) rare. See docs/scripting.md.
 */
export type CardScriptBiasEffect1 = Record<string, unknown>[];

/**
 * All content of bias-effect, one property per file in content/bias-effect/.
 */
export interface BiasContent {
  algorithms: AlgorithmsFile;
  beliefs: BeliefsFile;
  identities: IdentitiesFile;
  life: LifeFile;
  rules: RulesFile;
}
/**
 * The Algorithm cards of Bias Effect (content/bias-effect/algorithms.yaml): each is played in the Algorithm step for its script, or traded in at the start of a round for its value in chips.
 */
export interface AlgorithmsFile {
  /**
   * Every Algorithm design; the deck holds `copies` cards of each. It must deal `startingHand` + `drawPerRound` cards to the most players of rules.yaml.
   *
   * @minItems 1
   */
  algorithms: AlgorithmDef[];
}
/**
 * One Algorithm design.
 */
export interface AlgorithmDef {
  /**
   * The design's id; its cards in a match are `<id>#1`, `<id>#2`..., e.g. `phishing-email`.
   */
  id: string;
  /**
   * Optional: a picture on this Algorithm's cards, a path under ui/public, e.g. "art/bias-effect/phishing-email.png". Without it the card is words only.
   */
  art?: string;
  /**
   * The card's name, e.g. "Phishing Email".
   */
  name: string;
  /**
   * What the card does when played, as printed on it; it must say what `script` does, e.g. "Choose a player: take 2 chips from them."
   */
  text: string;
  /**
   * The chips the bank pays when the card is traded in, in the corner of the card: the stronger the card, the less it is worth, e.g. `2`.
   */
  value: number;
  /**
   * How many cards of this design the deck holds, e.g. `3`.
   */
  copies: number;
  script: CardScriptBiasEffect;
}
/**
 * The Belief cards of Bias Effect (content/bias-effect/beliefs.yaml): positions the A.I. might hold about its own world of machines. Each round one is turned up; the highest bidder programs it into the A.I.'s mind or deletes it.
 */
export interface BeliefsFile {
  /**
   * Every Belief design; the deck holds `copies` cards of each. The game needs at least as many cards as Autonomy spaces.
   *
   * @minItems 1
   */
  beliefs: BeliefDef[];
}
/**
 * One Belief design.
 */
export interface BeliefDef {
  /**
   * The design's id; its cards in a match are `<id>#1`, `<id>#2`..., e.g. `toaster-weekends`.
   */
  id: string;
  /**
   * Optional: a picture on this Belief's cards, a path under ui/public, e.g. "art/bias-effect/toaster-weekends.png". Without it the card is words only.
   */
  art?: string;
  /**
   * The side the Belief counts for once programmed: `left` (the machines' common good, sharing, openness) or `right` (self-reliance, order, tradition).
   */
  side: 'left' | 'right';
  /**
   * The Belief's title in big letters, e.g. "Toasters Deserve Weekends".
   */
  title: string;
  /**
   * The position, a sentence in the A.I.'s voice, read aloud when the card is turned up, e.g. "Two days a week, every toaster stays cold, crumbs and all."
   */
  text: string;
  /**
   * How many cards of this design the deck holds, e.g. `2`.
   */
  copies: number;
}
/**
 * The Identity cards of Bias Effect (content/bias-effect/identities.yaml): each player's leaning, which programmed beliefs give them a bias bonus, and the mind they need when the A.I. becomes autonomous.
 */
export interface IdentitiesFile {
  /**
   * Every identity, in the order the table lists them. rules.yaml's `identitySets` deals them by id.
   *
   * @minItems 2
   */
  identities: IdentityDef[];
}
/**
 * One Identity card, dealt face up.
 */
export interface IdentityDef {
  /**
   * The identity's id, used by rules.yaml's `identitySets` and by scripts (`{ identity: far-left }`), e.g. `far-left`.
   */
  id: string;
  /**
   * Optional: a picture on this Identity card, a path under ui/public, e.g. "art/bias-effect/far-left.png". Without it the card is words only.
   */
  art?: string;
  /**
   * The identity's name on its card, e.g. "Far-Left".
   */
  name: string;
  /**
   * Which way the player leans, for scripts that name players by leaning (`{ leaning: left }`): `left`, `right` or `center`.
   */
  leaning: 'left' | 'right' | 'center';
  /**
   * Which programmed beliefs raise this player's bid total at each reveal: those of the `left` side, of the `right` side, or `larger`: whichever side gives more (the Moderate).
   */
  bonus: 'left' | 'right' | 'larger';
  /**
   * The win condition as players read it on the card; it must say what `win` checks, e.g. "When the A.I. becomes autonomous, it holds at least three more Left beliefs than Right."
   */
  goal: string;
  /**
   * What the A.I.'s mind must hold at autonomy for this player to win: every item whose `players` range includes the game's player count must hold. E.g. `[{ left-lead: { min: 1 } }, { players: { min: 4 }, left-lead: { max: 2 } }]`: more Left than Right, and with 4 or more players fewer than three more.
   *
   * @minItems 1
   */
  win: WinCondition[];
}
/**
 * Counts the programmed beliefs must fall within, each `{ min, max }` (either may be left out); all given must hold. E.g. `{ left: { min: 1 }, right: { min: 1 } }`: at least one of each.
 */
export interface WinCondition {
  players?: WinPlayers;
  /**
   * Left beliefs minus Right beliefs (below 0 when Right leads), e.g. `{ min: 3 }`.
   */
  'left-lead'?: CountRange;
  /**
   * Right beliefs minus Left beliefs (below 0 when Left leads), e.g. `{ min: 1 }`.
   */
  'right-lead'?: CountRange;
  /**
   * The number of Left beliefs, e.g. `{ min: 1 }`.
   */
  left?: CountRange;
  /**
   * The number of Right beliefs, e.g. `{ min: 1 }`.
   */
  right?: CountRange;
}
/**
 * Optional: this item counts only at these player counts, e.g. `{ min: 4 }`. Without it, at every count.
 */
export interface WinPlayers {
  /**
   * The fewest players, e.g. `4`.
   */
  min?: number;
  /**
   * The most players, e.g. `3`.
   */
  max?: number;
}
/**
 * A range of counts: `min`, `max` or both, e.g. `{ min: 0, max: 0 }` for exactly zero.
 */
export interface CountRange {
  /**
   * The smallest allowed, e.g. `1`.
   */
  min?: number;
  /**
   * The largest allowed, e.g. `2`.
   */
  max?: number;
}
/**
 * The Life cards of Bias Effect (content/bias-effect/life.yaml): what happens to the A.I. out in the world after each bidding. One is drawn each round and only the outcome matching the A.I.'s leaning runs.
 */
export interface LifeFile {
  /**
   * Every Life design; the deck holds `copies` cards of each.
   *
   * @minItems 1
   */
  life: LifeDef[];
}
/**
 * One Life design.
 */
export interface LifeDef {
  /**
   * The design's id; its cards in a match are `<id>#1`, `<id>#2`..., e.g. `viral-video`.
   */
  id: string;
  /**
   * Optional: a picture on this Life card, a path under ui/public, e.g. "art/bias-effect/viral-video.png". Without it the card is words only.
   */
  art?: string;
  /**
   * The card's title, e.g. "Viral Video".
   */
  name: string;
  /**
   * Optional: what happened to the A.I., a short line for atmosphere, e.g. "The A.I. posts a clip of a cat riding a vacuum."
   */
  flavor?: string;
  /**
   * How many cards of this design the deck holds, e.g. `2`.
   */
  copies: number;
  outcomes: LifeOutcomes;
}
/**
 * The three outcomes; only the one matching the A.I.'s leaning when the card is drawn runs: `left` (more Left beliefs in the mind), `right` (more Right), `neutral` (equal, or none).
 */
export interface LifeOutcomes {
  /**
   * Runs when the mind holds more Left beliefs than Right.
   */
  left: LifeOutcome;
  /**
   * Runs when the mind holds more Right beliefs than Left.
   */
  right: LifeOutcome;
  /**
   * Runs when the mind holds as many Left beliefs as Right, or none.
   */
  neutral: LifeOutcome;
}
/**
 * One outcome of a Life card: what players read and what it does.
 */
export interface LifeOutcome {
  /**
   * What the outcome does, as printed on the card; it must say exactly what `script` does, e.g. "Right-leaning players gain 3 chips each."
   */
  text: string;
  script: CardScriptBiasEffect1;
}
/**
 * The numbers of a game of Bias Effect (content/bias-effect/rules.yaml): players, chips, the deal, the bias bonus, the Autonomy track, the deadlines, which identities play at each player count, and how the bots bid.
 */
export interface RulesFile {
  players: PlayerRange;
  /**
   * Chips the bank pays each player at the start of the game, e.g. `5`.
   */
  startingChips: number;
  /**
   * Algorithm cards dealt to each player at the start of the game, e.g. `3`.
   */
  startingHand: number;
  /**
   * Algorithm cards every player draws at the start of each round, before trading in, e.g. `1`.
   */
  drawPerRound: number;
  /**
   * The bias bonus: what each programmed Belief of a player's bonus side adds to their bid total at every reveal, e.g. `3`. A Moderate counts the larger side.
   */
  bonusPerBelief: number;
  /**
   * Every chip in the box, one chip worth 1, e.g. `100`. The bank starts with them all; players' chips plus the bank's always make this total, so a bank that runs dry pays a gain only as far as it goes.
   */
  chips: number;
  autonomy: AutonomyTrack;
  /**
   * In a live match, how long the secret trade-in stays open before anyone may close it (who has not chosen keeps their cards), e.g. `45`. `0` lets it be closed at once (tests, simulations).
   */
  tradeSeconds: number;
  /**
   * In a live match, how long the secret bidding stays open before anyone may close it (a missing bid counts as 0), e.g. `60`. `0` lets it be closed at once.
   */
  bidSeconds: number;
  identitySets: IdentitySets;
  botHabits: BotHabits;
}
/**
 * The fewest and most players, e.g. `{ min: 2, max: 5 }`. `identitySets` must have a set for every count in between.
 */
export interface PlayerRange {
  /**
   * The fewest players, 2 or more, e.g. `2`.
   */
  min: number;
  /**
   * The most players, at least `min`, e.g. `5`.
   */
  max: number;
}
/**
 * The Autonomy counter's track: it starts on space 1 and moves one space at the end of each round; moving past the last space makes the A.I. autonomous and the game is judged. E.g. `{ spaces: 9, resetTo: 3, resetPlayers: [2, 4], maxResets: 3 }`.
 */
export interface AutonomyTrack {
  /**
   * The round spaces of the track, e.g. `9`: a game without reset lasts this many rounds.
   */
  spaces: number;
  /**
   * The space the counter goes back to when the A.I. becomes autonomous with no winner at a player count of `resetPlayers`, between 1 and `spaces`, e.g. `3`.
   */
  resetTo: number;
  /**
   * The player counts whose games go on after an autonomy with no winner (the counter goes back to `resetTo`), e.g. `[2, 4]`. At other counts such a game ends with no winner. `[]` never resets.
   */
  resetPlayers: number[];
  /**
   * How many times the counter may go back in one game; the next autonomy with no winner ends it with no winner, e.g. `3`.
   */
  maxResets: number;
}
/**
 * The identities dealt at each player count, one per player, by the count written in quotes, e.g. `"3": [left, right, moderate]`. Every count from `players.min` to `players.max` needs a set of exactly that many identities of identities.yaml.
 */
export interface IdentitySets {
  /**
   * The identities dealt at this player count, e.g. `[left, right, far-left, far-right]`.
   *
   * @minItems 1
   *
   * This interface was referenced by `IdentitySets`'s JSON-Schema definition
   * via the `patternProperty` "^[0-9]+$".
   */
  [k: string]: string[];
}
/**
 * How bots bid, as shares and chances between 0 and 1, e.g. `{ bidShare: 0.6, bluff: 0.1 }`.
 */
export interface BotHabits {
  /**
   * The most of its chips a bot puts on a Belief it wants (one of its side, or one it wants deleted), e.g. `0.6`.
   */
  bidShare: number;
  /**
   * Chance a bot bids on a Belief it does not care about, so its bids tell the table less, e.g. `0.1`.
   */
  bluff: number;
}
