import type { Coins, Face, PlayerID, Team } from '../state.ts';

export const other = (face: Face): Face => (face === 'heads' ? 'tails' : 'heads');

/** Only heads: Good; only tails: Evil; one of each: Neutral. */
export function teamOfFaces(a: Face, b: Face): Team {
  if (a !== b) return 'neutral';
  return a === 'heads' ? 'good' : 'evil';
}

/** The team as the table sees it: both coins once the hidden one is open, else the revealed coin alone. */
export function teamShown(coins: Coins): Team {
  if (coins.open) return teamOfFaces(coins.hidden, coins.shown);
  return coins.shown === 'heads' ? 'good' : 'evil';
}

export const teamOfCoins = (coins: Coins): Team => teamOfFaces(coins.hidden, coins.shown);

/** Whether `viewer` may know the hidden face: its owner, a player a card let peek, or everyone once open. */
export function seesHidden(coins: Coins, owner: string, viewer: PlayerID | null): boolean {
  return coins.open || (viewer !== null && (viewer === owner || coins.seenBy.includes(viewer)));
}
