/**
 * How one seat ended a finished game, for the simulator's balance figures. Plain data: records
 * cross worker-thread boundaries.
 */
export interface SeatResult {
  /** The seat's playerID. */
  seat: string;
  /** The seat's side in the game (a card's team, an identity), when the game deals one. */
  role?: string;
  /** The seat's final score (points, Influence), when the game keeps one. */
  score?: number;
  won: boolean;
}
