import type { ScriptHost, ScriptStateView } from '../kit/script/index.ts';

export type PlayerID = string;
export type CardId = string;
export type Face = 'heads' | 'tails';
export type Team = 'good' | 'evil' | 'neutral';
export type Deck = 'left' | 'right';
export type Path = 'good' | 'evil';

/** The extra player of 3 and 4 player games: no seat, no actions, a Power Card and two coins. */
export const EXTRA = 'extra';

/**
 * A player's two coins. `hidden` is seen by its owner alone until the reveal (or a card shows it:
 * `open`); `seenBy` are other players a card let peek. The extra player's coins are both open.
 */
export interface Coins {
  hidden: Face;
  shown: Face;
  open: boolean;
  seenBy: PlayerID[];
}

/** A Power Card in the Dealer's hand during the countdown, top first; `value` 0 once turned to its zero side. */
export interface StackCard {
  card: CardId;
  value: number;
}

/** A Robot Card face up on the table: it answers rule questions until the round's clean-up. */
export interface FaceUpCard {
  card: CardId;
  owner: PlayerID;
}

/** A split of the round's Influence proposed by a winner: shares by player, and who has accepted. */
export interface SplitProposal {
  by: PlayerID;
  shares: Record<PlayerID, number>;
  accepted: PlayerID[];
}

/** Where the round is. `opened` numbers each opening of a timed step, so its window has a key of its own. */
export type Step =
  /** The Dealer offers the top card; players without a card claim or pass, all at once. */
  | { kind: 'offer'; value: number; first: boolean; claims: PlayerID[]; passed: PlayerID[]; offers: Record<PlayerID, number>; opened: number }
  /** Several claimed: the Dealer chooses; claimants may still raise their offers. */
  | { kind: 'choose'; value: number; first: boolean; claims: PlayerID[]; offers: Record<PlayerID, number> }
  /** Only zeros remain: the Dealer hands them out one at a time. */
  | { kind: 'zeros' }
  /** `player` has just taken a card and spends Action Tokens. */
  | { kind: 'turn'; player: PlayerID }
  /** In seat order from the Dealer, `player` may reveal a Reveal card for a token. */
  | { kind: 'reveal-phase'; player: PlayerID }
  /** The winners agree how to split `amount` Influence before the deadline. */
  | { kind: 'split'; winners: PlayerID[]; amount: number; proposal: SplitProposal | null; refused: PlayerID[]; opened: number }
  /** Someone reached the end: in seat order from the Dealer, `player` may reveal an Endgame card. */
  | { kind: 'endgame'; player: PlayerID }
  /** Clean-up: everyone says which face-down Robot Cards they keep for the next round. */
  | { kind: 'keep'; ready: PlayerID[]; opened: number }
  /** The game is over: the winners choose the robots' path. */
  | { kind: 'path'; winners: PlayerID[]; votes: Record<PlayerID, Path> };

/** How the last reveal came out, public: teams, team totals, winners, and the cards that changed any of it. */
export interface Showdown {
  teams: Record<string, Team>;
  power: Record<string, number>;
  totals: Record<Team, number>;
  winningTeams: Team[];
  winners: string[];
  /** Influence each seat took: from the split and from its cards. */
  split: Record<PlayerID, number>;
  cardInfluence: Record<PlayerID, number>;
  /** Robot Cards whose modifiers changed a team, a total or a winner. */
  changedBy: string[];
}

/** A finished round's reveal as it was shown, public: every coin was open by then. */
export interface RoundReport {
  round: number;
  showdown: Showdown;
  coins: Record<string, { shown: Face; hidden: Face }>;
}

/** One line of the table's record, public. */
export interface LogEntry {
  round: number;
  player: PlayerID | null;
  text: string;
}

/** Counters for the simulator's tally; public (everything they count happened in the open). */
export interface EvilStats {
  revealed: Record<string, number>;
  /** How often a card's modifiers changed the answer to a rule question. */
  changed: Record<string, number>;
  contested: number;
  unclaimed: number;
  splitsAgreed: number;
  splitsFailed: number;
  extraRounds: number;
}

export interface EvilGameover {
  winners: PlayerID[];
  influence: Record<PlayerID, number>;
  path: Path;
  /** The winners' votes were tied and a coin chose the path. */
  coinFlip: boolean;
  rounds: number;
}

export interface EvilState extends ScriptHost {
  players: PlayerID[];
  round: number;
  /** Rounds begun because an Endgame card changed the end (at most rules.maxExtraRounds). */
  extraRounds: number;
  dealer: PlayerID;
  /** Who took the Dealer Token this round (the first card's taker): the next round's Dealer unless a card says otherwise. */
  dealerToken: PlayerID | null;
  influence: Record<PlayerID, number>;
  supply: { influence: number; tokens: number };
  tokens: Record<PlayerID, number>;
  /** Every seat's coins, and the extra player's when there is one. */
  coins: Record<string, Coins>;
  /** Every seat's Power Card value this round (null until they get one), and the extra player's. */
  power: Record<string, number | null>;
  allocation: number;
  /** The Dealer's countdown stack, top first. */
  stack: StackCard[];
  /** Whether anyone has been given a card yet this round (the first taker's bonus and the Dealer Token). */
  firstGiven: boolean;
  /** Power Cards offered so far this round: the first offer is the highest card, which the Dealer may not claim. */
  offersMade: number;
  /** Face-down Robot Cards each player holds: one slot per deck, empty (null) once revealed or returned. */
  hands: Record<PlayerID, Record<Deck, CardId | null>>;
  /** Face-up Robot Cards, oldest first: their modifiers apply in this order. */
  faceUp: FaceUpCard[];
  /** Each deck keeps its top first. */
  decks: Record<Deck, CardId[]>;
  step: Step;
  serial: number;
  showdown: Showdown | null;
  /** Every earlier round's reveal, oldest first: the table reopens each from its log. */
  reports: RoundReport[];
  log: LogEntry[];
  stats: EvilStats;
  result: EvilGameover | null;
}

/** A player's coins as one viewer knows them: the hidden face only for its owner, a peeker, or once open. */
export interface CoinsView {
  hidden: Face | null;
  shown: Face;
  open: boolean;
}

/** What one seat (or a spectator, with `me` null) receives. */
export interface EvilView extends Omit<EvilState, 'hands' | 'decks' | 'coins' | 'scripts'> {
  me: PlayerID | null;
  /** My face-down Robot Cards, by deck. */
  hand: Record<Deck, CardId | null> | null;
  /** Which decks each player holds a face-down card from (public: the backs show it). */
  handDecks: Record<PlayerID, Deck[]>;
  deckCounts: Record<Deck, number>;
  coins: Record<string, CoinsView>;
  scripts: ScriptStateView;
}
