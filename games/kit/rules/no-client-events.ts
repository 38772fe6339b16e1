import type { Game } from 'boardgame.io';

/**
 * boardgame.io's server runs any event an active client sends (endGame with any result,
 * endTurn, setActivePlayers...) unless the game turns it off. In a Tablewright game every
 * change of who may act comes from a validated move, so clients get none.
 */
export const NO_CLIENT_EVENTS: NonNullable<Game['events']> = {
  endGame: false,
  endPhase: false,
  endTurn: false,
  setPhase: false,
  endStage: false,
  setStage: false,
  pass: false,
  setActivePlayers: false,
};
