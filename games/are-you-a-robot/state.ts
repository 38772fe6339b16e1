import type { Team } from './content-types.ts';
import type { CardStats } from './rules/card-stats.ts';

export type PlayerID = string;

/** The id of a card kind in cards.yaml. The rules read its team; the table shows its face. */
export type CardId = string;

/** A handshake offered by one player to another, public until accepted, withdrawn or voided. */
export interface HandshakeOffer {
  from: PlayerID;
  to: PlayerID;
}

/** One run of the moderator's conversion, done by the engine after a Human shot a Human. */
export interface Conversion {
  /** 1 for the first conversion of the match, 2 for the next... */
  number: number;
  /** Robots in the game when it ran: the only players who may learn `converted`. */
  witnesses: PlayerID[];
  /** The player dealt the new Robot card, or null if it was set aside. Secret. */
  converted: PlayerID | null;
}

/** What everyone saw happen, in order (the table talk is in the chat). */
export type PublicEvent =
  | { kind: 'zap'; shooter: PlayerID; victim: PlayerID; victimTeam: Team; victimCard: CardId }
  | { kind: 'shooter-removed'; shooter: PlayerID }
  | { kind: 'robot-out'; victim: PlayerID }
  | { kind: 'conversion'; number: number }
  | { kind: 'offer'; from: PlayerID; to: PlayerID }
  | { kind: 'offer-withdrawn'; from: PlayerID; to: PlayerID }
  | { kind: 'offer-declined'; from: PlayerID; to: PlayerID }
  | { kind: 'handshake'; a: PlayerID; b: PlayerID }
  | { kind: 'revolution'; by: PlayerID };

/** The authoritative state on the server. Never sent as is: see playerView. */
export interface AyarState {
  mode: string;
  /** Every seat, in seat order (boardgame.io playOrder). Public. */
  players: PlayerID[];
  /** Cards in the deck the mode built for this many players, before any conversion. Public. */
  deckSize: number;
  /** The team of every seated player's current card, what the rules act on. Secret: each player sees their own. */
  roles: Record<PlayerID, Team>;
  /** Every seated player's current card, whose team is in `roles`. Secret like `roles`. */
  cards: Record<PlayerID, CardId>;
  /** Cards no one has seen: the leftover of the deal and of each conversion. Secret. */
  setAside: CardId[];
  /** Players out of the game (a zapped Robot, an Extended-mode shooter), in order. */
  eliminated: PlayerID[];
  /** Teams shown to everyone: zap victims reveal theirs, and only a Human can shoot. */
  revealed: Record<PlayerID, Team>;
  /** Cards turned face up for everyone: a zap victim's. A shooter shows a team, not a card. */
  revealedCards: Record<PlayerID, CardId>;
  /** Private knowledge: knownBy[a][b] is b's card as a was shown it (Robots at a conversion). */
  knownBy: Record<PlayerID, Record<PlayerID, Team>>;
  offers: HandshakeOffer[];
  /** Robot cards that have entered the deal so far (1 + one per conversion). Public. */
  robotCardsDealt: number;
  conversions: Conversion[];
  events: PublicEvent[];
  /** What the cards of each kind did, for the simulator's tally only. Secret: never in a view. */
  cardStats: CardStats;
}

/** What one player (or a spectator, playerID null) receives. */
export interface AyarView extends Omit<AyarState, 'roles' | 'cards' | 'revealedCards' | 'setAside' | 'conversions' | 'cardStats'> {
  /** Only the teams this viewer may know: their own, the revealed ones, what they were shown. */
  roles: Record<PlayerID, Team>;
  /** Only the cards this viewer has seen face up: their own and the revealed ones. */
  cards: Record<PlayerID, CardId>;
  setAsideCount: number;
  conversions: { number: number; converted?: PlayerID | null }[];
}

export type Outcome = 'humans' | 'robots' | 'everyone' | 'nobody';

/** ctx.gameover: public, so the end screen can reveal every card. */
export interface AyarGameover {
  outcome: Outcome;
  /** Machine-readable reason, e.g. 'robot-zapped', 'human-zapped', 'handshake-with-robot'. */
  reason: string;
  /** A sentence for the end screen. */
  message: string;
  winners: PlayerID[];
  roles: Record<PlayerID, Team>;
  cards: Record<PlayerID, CardId>;
  setAside: CardId[];
}
