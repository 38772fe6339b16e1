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

/** Each seat's result from a gameover of the usual shape: a winner (or none) and every seat's score. */
export function winnerScoreResults(seats: readonly string[], gameover: { winner: string | null; scores: Record<string, number> }): SeatResult[] {
  return seats.map((seat) => ({ seat, score: gameover.scores[seat], won: gameover.winner === seat }));
}
