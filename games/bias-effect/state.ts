import type { SealedRound, SealedView } from '../kit/commit/sealed-commitments.ts';
import type { ScriptHost, ScriptStateView } from '../kit/script/index.ts';

export type PlayerID = string;
export type Side = 'left' | 'right';
/** Which way the A.I.'s mind leans: more Left beliefs, more Right, or neither (equal or empty). */
export type Leaning = 'left' | 'right' | 'neutral';
/** A card in a match: `<design id>#<copy>`, e.g. `toaster-weekends#2`. */
export type CardId = string;

/** One player's line at a bid reveal: what they bid, the bonus the mind gave them, a card's edit, the total. */
export interface BidLine {
  player: PlayerID;
  bid: number;
  bonus: number;
  edit: number;
  total: number;
  /** Did not bid before the deadline: the bid counted as 0. */
  defaulted: boolean;
}

/** How a Belief's bidding came out, public from the reveal on. */
export interface BidResult {
  belief: CardId;
  lines: BidLine[];
  /** The highest total alone; null on a tie. */
  winner: PlayerID | null;
  /** Everyone sharing the highest total, on a tie (their bids are spent). */
  tied: PlayerID[];
  /** The winner's choice, once made; a tie always deletes. */
  choice: 'program' | 'delete' | null;
  /** Chips each player paid the bank for this Belief. */
  paid: Record<PlayerID, number>;
}

/** A trade-in at the start of a round: the card given up and the chips the bank paid for it. */
export interface Trade {
  card: CardId;
  chips: number;
}

/** What happened in a round, public, in order: the table's record and the last round's summary. */
export interface RoundLog {
  round: number;
  autonomy: number;
  firstPlayer: PlayerID;
  trades: Record<PlayerID, Trade | null>;
  bids: BidResult | null;
  life: { card: CardId; outcome: Leaning } | null;
  /** Each player's turn in the Algorithm phase, in order: the card played, or null for a pass. */
  algorithms: { player: PlayerID; card: CardId | null }[];
}

/** Where the round is. */
export type Step =
  /** Everyone picks, in secret, a card to trade in (its id) or none (null). */
  | { kind: 'trade'; sealed: SealedRound<CardId | null> }
  /** Everyone bids chips in secret on `G.belief`. */
  | { kind: 'bid'; sealed: SealedRound<number> }
  /** The bid winner programs or deletes the Belief. */
  | { kind: 'control'; winner: PlayerID }
  /** The Life card's outcome is running and waits on a decision. */
  | { kind: 'life' }
  /** `order[index]` plays an Algorithm card or passes. */
  | { kind: 'algorithm'; order: PlayerID[]; index: number };

/** Counters for the simulator's tally; public (everything they count happened in the open). */
export interface BiasStats {
  algorithmsPlayed: Record<string, number>;
  algorithmsTraded: Record<string, number>;
  lifeOutcomes: Record<string, number>;
  ties: number;
  /** Ties at a total above 0: someone put chips or a bonus on the Belief and did not win it (a tie at 0 is a Belief nobody wanted). */
  contestedTies: number;
  programmed: number;
  deleted: number;
}

export interface BiasGameover {
  /** Everyone whose identity's win condition held at autonomy; empty when nobody's did. */
  winners: PlayerID[];
  identities: Record<PlayerID, string>;
  left: number;
  right: number;
  resets: number;
  /** `autonomy`: the counter reached the end; `no-winner`: it did with nobody winning and no reset left. */
  reason: 'autonomy' | 'no-winner';
}

export interface BiasState extends ScriptHost {
  players: PlayerID[];
  identities: Record<PlayerID, string>;
  chips: Record<PlayerID, number>;
  bank: number;
  hands: Record<PlayerID, CardId[]>;
  /** Every pile keeps its top first (index 0). */
  algorithmDeck: CardId[];
  algorithmDiscard: CardId[];
  beliefDeck: CardId[];
  beliefDiscard: CardId[];
  /** The programmed beliefs, oldest first. */
  mind: CardId[];
  lifeDeck: CardId[];
  lifeDiscard: CardId[];
  /** The Belief up for bidding (turned up at the bid step, gone once programmed or deleted). */
  belief: CardId | null;
  /** The space the Autonomy counter is on: 1..autonomy.spaces. */
  autonomy: number;
  resets: number;
  firstPlayer: PlayerID;
  step: Step;
  /** This round so far. */
  round: RoundLog;
  /** Finished rounds, the last few only (see rules/round.ts). */
  history: RoundLog[];
  roundsPlayed: number;
  stats: BiasStats;
  /** Set when the A.I. becomes autonomous for good: boardgame.io's endIf ends the match with it. */
  result: BiasGameover | null;
}

/** A step as one viewer may know it: sealed choices are theirs alone until all are in. */
export type StepView =
  | { kind: 'trade'; sealed: SealedView<CardId | null> }
  | { kind: 'bid'; sealed: SealedView<number> }
  | Exclude<Step, { kind: 'trade' } | { kind: 'bid' }>;

/** What one seat (or a spectator, with `me` null) receives. */
export interface BiasView extends Omit<BiasState, 'hands' | 'algorithmDeck' | 'beliefDeck' | 'lifeDeck' | 'step' | 'scripts'> {
  me: PlayerID | null;
  hand: CardId[];
  handCounts: Record<PlayerID, number>;
  algorithmDeckCount: number;
  beliefDeckCount: number;
  lifeDeckCount: number;
  step: StepView;
  scripts: ScriptStateView;
}
