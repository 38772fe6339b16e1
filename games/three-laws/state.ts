import type { JudgedClaim } from '../kit/talk/judged-claim.ts';
import type { TalkPolicy } from '../kit/talk/talk-policy.ts';

export type PlayerID = string;

/** One Faction card: a faction id and a rank. Its id is `<faction>-<rank>`, e.g. `android-3`. */
export interface FactionCard {
  faction: string;
  rank: number;
}

/** The kinds of act a law can speak of: the query's messages and the transfer's actions. */
export type ActKind = 'question' | 'answer' | 'give' | 'keep' | 'accept' | 'refuse';

/** A question asked from a template: which one and what filled its slots (param name → value). */
export interface TemplateUse {
  id: string;
  params: Record<string, string | number>;
}

/**
 * Something a player said or did this round, public, in order. Every act can be called on
 * (once) while laws are in force. `to` is the player it was aimed at: the one asked, the one
 * answered, the one given keys; for accept and refuse, the giver.
 */
export interface Act {
  /** `r<round>-<n>`, unique within the match. */
  id: string;
  kind: ActKind;
  by: PlayerID;
  to?: PlayerID;
  text?: string;
  /** For a question picked from the templates (and whose text still carries it). */
  template?: TemplateUse;
  /** For give: how many keys were offered. */
  keys?: number;
}

/** Where the round is. `current` is whose query or transfer it is. */
export type Step =
  | { kind: 'query-ask'; current: PlayerID }
  | { kind: 'query-answer'; current: PlayerID; target: PlayerID }
  | { kind: 'transfer'; current: PlayerID }
  | { kind: 'transfer-offer'; current: PlayerID; to: PlayerID; keys: number }
  /** Every player turns their card up together: the laws hold, and the last act can be called, until the last one has. */
  | { kind: 'reveal'; ready: PlayerID[] }
  | { kind: 'round-end'; ready: PlayerID[] };

/** One line of a round's score: who earned how many Victory Point cards, and why. */
export interface Award {
  player: PlayerID;
  cards: number;
  reason: 'faction' | 'lone-member' | 'most-keys' | 'enforcer' | 'most-tokens';
  /** The faction that scored, for faction awards. */
  faction?: string;
}

/** A faction's showing at the reveal, and why it scored or not. */
export interface FactionResult {
  faction: string;
  members: PlayerID[];
  /** The member with the highest rank revealed. */
  leader: PlayerID;
  keys: number;
  scored: boolean;
  /** Machine-readable: 'leader-alone' | 'no-keys' | 'keys-off-leader'. */
  why: 'leader-alone' | 'no-keys' | 'keys-off-leader';
}

/** A finished round, public: the cards revealed, the keys and tokens held, the score. */
export interface RoundReport {
  round: number;
  startPlayer: PlayerID;
  laws: string[];
  cards: Record<PlayerID, FactionCard>;
  keys: Record<PlayerID, number>;
  tokens: Record<PlayerID, number>;
  factions: FactionResult[];
  awards: Award[];
  /** The start player for the next round (moved by Victory Point card counts). */
  nextStartPlayer: PlayerID;
}

/** Uncalled as well as called breaks, for the simulator's tally; never sent to a player. */
export interface LawStats {
  actsBreaking: number;
  /** Law id → acts that broke it (engine-judged laws only). */
  broken: Record<string, number>;
  /** Law id → rounds it was in force. */
  inForce: Record<string, number>;
  /** Law id → Error calls found right that it was broken (by the engine, or by the vote on a law left to the players). */
  rightCalls: Record<string, number>;
  /** Law id → Error calls found wrong while it was in force and spoke of the act called on: the laws the caller could have meant. */
  wrongCalls: Record<string, number>;
  called: number;
  calledRight: number;
  calledWrong: number;
  accused: number;
  factionScored: Record<string, number>;
}

/** The authoritative state on the server. Never sent as is: see rules/view.ts. */
export interface ThreeLawsState {
  /** Every seat, in seat order: clockwise, so a player's left is the next seat. Public. */
  players: PlayerID[];
  /** The factions shuffled into this match's deck (two of three at 4 players). Public. */
  factions: string[];
  /** Every card of this match's faction deck, in a fixed public order. */
  factionDeck: FactionCard[];
  /** The round being played, 1-based, as in rules.yaml's rounds. */
  round: number;
  /** The round the match began at (1, or 2 when round 1 is skipped). */
  firstRound: number;
  startPlayer: PlayerID;
  /** Each player's Faction card this round. Secret: a player sees every card but their own. */
  cards: Record<PlayerID, FactionCard>;
  /** The cards no one holds this round. Secret from everyone; only the count is public. */
  setAside: FactionCard[];
  /** The Law Card deck, top first. Secret order; the count is public. */
  lawDeck: string[];
  lawsInForce: string[];
  lawDiscard: string[];
  keys: Record<PlayerID, number>;
  tokens: Record<PlayerID, number>;
  supply: number;
  /** Victory Point deck, top first. Secret; the count is public. */
  vpDeck: number[];
  /** Each player's Victory Point cards. Values secret until the end; counts public. */
  vp: Record<PlayerID, number[]>;
  step: Step;
  /**
   * The name each player sits under, as their own table or bot gave it (the server checks it
   * against the name they joined with). Public: a law against naming players reads it.
   */
  names: Record<PlayerID, string>;
  /** Who may talk in each phase (rules.yaml `talk`), fixed when the match is made: the chat policy reads it. Public. */
  talk: TalkPolicy;
  /** This round's acts, public. */
  acts: Act[];
  /** Every Error called this round, with the engine's verdict. */
  calls: JudgedClaim[];
  /** Every finished round, in order. Public. */
  history: RoundReport[];
  stats: LawStats;
}

/** ctx.gameover: public, so the end screen can show every card. */
export interface ThreeLawsGameover {
  winner: PlayerID;
  /** Each player's Victory Point cards, shown at the end. */
  vp: Record<PlayerID, number[]>;
  totals: Record<PlayerID, number>;
  /** Players in the order they finished, best first (ties by closeness to the start player). */
  ranking: PlayerID[];
  /** The start player the tie-break counted from. */
  startPlayer: PlayerID;
}

/** What one player (or a spectator) receives. */
export interface ThreeLawsView extends Omit<ThreeLawsState, 'cards' | 'setAside' | 'lawDeck' | 'vpDeck' | 'vp' | 'stats'> {
  /** The cards this viewer may see: every other seat's (a seat), none (a spectator), all after the reveal. */
  cards: Record<PlayerID, FactionCard>;
  setAsideCount: number;
  lawDeckCount: number;
  vpDeckCount: number;
  /** How many Victory Point cards each player holds. */
  vpCount: Record<PlayerID, number>;
  /** The viewer's own Victory Point cards (empty for a spectator). */
  myVp: number[];
}
