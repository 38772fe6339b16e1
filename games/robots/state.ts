import type { PendingDecision, ScriptState, ScriptStateView } from '../kit/script/index.ts';

export type PlayerID = string;

/**
 * A card of the 74: `<colour>-<number>` (`red-9`), `<colour>-star` (`red-star`) or
 * `wild-<n>` (`wild-1`). Colours and numbers come from content/robots/deck.yaml.
 */
export type CardId = string;

/** One card in a spread, with who played it (its points go to them) and what it stands for. */
export interface PlacedCard {
  card: CardId;
  by: PlayerID;
  /** In a run, the value the card stands for (a star 1 or 15, a wild any); null in a set. */
  as: number | null;
}

/** A run or a set on the table, public. */
export interface Spread {
  /** Unique within the match: `s1`, `s2`... */
  id: string;
  /** The player who laid it down: it is "a spread of their own". */
  owner: PlayerID;
  kind: 'run' | 'set';
  /** A run's colour id; null for a set. */
  colour: string | null;
  /** A set's number, or 'star' for a set of stars; null for a run. */
  rank: number | 'star' | null;
  /** A run from low to high; a set in the order its cards were played. */
  cards: PlacedCard[];
  /** The number of the Constructed Robot that replaced this set (untouchable), or null. */
  constructed: number | null;
}

/** Where the current player is in their turn. Public. */
export interface TurnState {
  player: PlayerID;
  /** `draw`: they must draw from the Factory or take from the Scrap Heap; `play`: spreads, then a discard. */
  step: 'draw' | 'play';
  /** Cards picked up from the Scrap Heap this turn, bottom-most first: a power card among them cannot be discarded this turn (docs/rules/robots.md). */
  takenFromHeap: CardId[];
  /** The bottom-most of several cards taken from the Scrap Heap, until it is played into a spread. */
  mustPlay: CardId | null;
}

/** The ROBOTS! call: the last discard fits a spread on the table and may be claimed out of turn. */
export interface Claimable {
  card: CardId;
  discardedBy: PlayerID;
}

/** One player's points for a hand. */
export interface HandScore {
  /** Points of the cards this player played into spreads (anyone's spreads). */
  spreads: number;
  /** Construct bonuses. */
  bonus: number;
  /** Points of the cards left in their hand, subtracted (0 or more). */
  inHand: number;
  /** spreads + bonus - inHand. */
  total: number;
}

/** The end of one hand, public. */
export interface HandResult {
  hand: number;
  dealer: PlayerID;
  /** The player whose discard of their last card ended the hand (or who found nothing to draw). */
  endedBy: PlayerID;
  /**
   * `discard`: the usual end. `no-cards`: a player with an empty hand had to draw and the
   * Robot Factory and Scrap Heap were both empty, so no one could ever discard again.
   * `stalled`: the Factory ran out again with no card gone into a spread since it was last rebuilt.
   */
  how: 'discard' | 'no-cards' | 'stalled';
  scores: Record<PlayerID, HandScore>;
  /** Running totals after this hand. */
  totals: Record<PlayerID, number>;
}

/** Why a discarded card's power did not fire. */
export type PowerVoidReason = 'final-discard' | 'taken-this-turn';

/** What everyone saw happen in the current hand, in order (the log keeps the latest). Never a card drawn from the Factory. */
export type RobotsEvent =
  | { kind: 'deal'; hand: number; dealer: PlayerID; first: PlayerID; up: CardId }
  | { kind: 'draw'; player: PlayerID }
  | { kind: 'reshuffle'; cards: number; up: CardId | null }
  /** Cards picked up from the Scrap Heap: by the draw, or by a power (Recycle). */
  | { kind: 'take'; player: PlayerID; cards: CardId[] }
  | { kind: 'lay-down'; player: PlayerID; spread: string; cards: CardId[] }
  | { kind: 'extend'; player: PlayerID; spread: string; cards: CardId[] }
  | { kind: 'construct'; player: PlayerID; spread: string; number: number }
  | { kind: 'discard'; player: PlayerID; card: CardId }
  /** The discard carries a power that fires: its script runs now (content/robots/powers.yaml). */
  | { kind: 'power-due'; player: PlayerID; card: CardId; power: string }
  /** The discard carries a power that does not fire, and why. */
  | { kind: 'power-void'; player: PlayerID; card: CardId; power: string; reason: PowerVoidReason }
  /** `owner` and `into` (the spread's cards before the claim) say which spread took the card, even once it is gone. */
  | { kind: 'claim'; player: PlayerID; card: CardId; spread: string; owner: PlayerID; into: CardId[] }
  /**
   * A power took `card` out of `owner`'s spread; `broken` lists the other cards if the spread
   * fell apart, and `brokenTo` where they went: `hands` (back to whoever played them) or a
   * zone's name such as `scrap-heap`; null when the spread held.
   */
  | { kind: 'spread-hit'; player: PlayerID; card: CardId; spread: string; owner: PlayerID; broken: CardId[]; brokenTo: string | null }
  | { kind: 'powered-down'; player: PlayerID }
  | { kind: 'hand-end'; hand: number; endedBy: PlayerID };

/** The authoritative state on the server. Never sent as is: see playerView. */
export interface RobotsState {
  /** The variant chosen at setup (powers.yaml `variants`). */
  variant: string;
  /** Every seat, in seat order (clockwise). */
  players: PlayerID[];
  /** 1 for the first hand of the match. */
  handNumber: number;
  dealer: PlayerID;
  /** Each player's cards. Secret: each player sees their own. */
  hands: Record<PlayerID, CardId[]>;
  /** The Robot Factory, face down; index 0 is the top. Secret, even its order. */
  factory: CardId[];
  /** The Scrap Heap, face up; index 0 is the bottom, the last is the top. Public. */
  heap: CardId[];
  spreads: Spread[];
  /** The number of the next spread id. */
  nextSpread: number;
  turn: TurnState;
  /** Players who played their last card without a discard; they draw from the Factory at their next turn. */
  poweredDown: PlayerID[];
  /**
   * Times the Robot Factory was rebuilt this hand since a card last went into a spread: a hand whose
   * Factory runs out again with nothing played since has stalled (rules/draw.ts). Read as 0 when
   * absent, as in a match stored before it.
   */
  idleRebuilds: number;
  claimable: Claimable | null;
  /** Running totals over the hands played. */
  scores: Record<PlayerID, number>;
  results: HandResult[];
  /** The current hand's public log, its last `LOG_WINDOW` events only (rules/log.ts `logEvent`). */
  events: RobotsEvent[];
  /** How many events the current hand has logged, the deal included, those no longer kept too. */
  eventCount: number;
  /** The current hand's last discard (the turn's or a power's), null before the first: the ROBOTS! call opens on it. */
  lastDiscard: { player: PlayerID; card: CardId } | null;
  /**
   * The kit's card-script state (games/kit/script): the power being resolved and the
   * decision it waits on (`running.pending`), and the lasting effects (a Force Field). While
   * a power runs, the turn does not pass and every other move is refused.
   */
  scripts: ScriptState;
  /** How many times each power fired this match, by power id (every power listed, from 0). */
  powersFired: Record<string, number>;
}

/** What validators read of the script state: the full state and every view have it. */
export interface ScriptsSeen {
  running: { pending: PendingDecision | null } | null;
  effects: ScriptState['effects'];
}

/** What one player (or a spectator, playerID null) receives. */
export interface RobotsView extends Omit<RobotsState, 'hands' | 'factory' | 'scripts'> {
  /** Only the viewer's own hand (empty for a spectator). */
  hands: Record<PlayerID, CardId[]>;
  handSizes: Record<PlayerID, number>;
  factorySize: number;
  /** The power being resolved, who decides and what about; the options only for the decider. */
  scripts: ScriptStateView;
  /**
   * The card whose power the running script is resolving now, null when none runs: the
   * innermost one (a Freakin' Laser Beam that Extra Parts discarded, then Extra Parts again).
   */
  powerCard: CardId | null;
}

/** ctx.gameover: public. */
export interface RobotsGameover {
  winner: PlayerID;
  reason: 'target-reached';
  scores: Record<PlayerID, number>;
  hands: number;
}
