/**
 * The seat a browser holds in each match, kept in localStorage so a reload or a closed tab
 * keeps the seat: boardgame.io identifies a player only by these credentials.
 */
export interface SeatTicket {
  playerID: string;
  credentials: string;
  name: string;
}

const seatKey = (gameId: string, matchID: string) => `tablewright:seat:${gameId}:${matchID}`;
const NAME_KEY = 'tablewright:player-name';

export function loadSeat(gameId: string, matchID: string): SeatTicket | undefined {
  try {
    const raw = localStorage.getItem(seatKey(gameId, matchID));
    if (!raw) return undefined;
    const ticket = JSON.parse(raw) as Partial<SeatTicket>;
    if (typeof ticket.playerID !== 'string' || typeof ticket.credentials !== 'string') return undefined;
    return { playerID: ticket.playerID, credentials: ticket.credentials, name: ticket.name ?? '' };
  } catch {
    return undefined;
  }
}

export function saveSeat(gameId: string, matchID: string, ticket: SeatTicket): void {
  localStorage.setItem(seatKey(gameId, matchID), JSON.stringify(ticket));
  localStorage.setItem(NAME_KEY, ticket.name);
}

export function forgetSeat(gameId: string, matchID: string): void {
  localStorage.removeItem(seatKey(gameId, matchID));
}

/** The name this browser last played under, to fill the next form. */
export function lastPlayerName(): string {
  return localStorage.getItem(NAME_KEY) ?? '';
}
