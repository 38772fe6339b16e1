import { LobbyClient } from 'boardgame.io/client';

export const AYAR = 'are-you-a-robot';

export interface JoinedMatch {
  matchID: string;
  seats: { playerID: string; credentials: string }[];
}

/** Creates a match of any game over the Lobby API and takes every seat. */
export async function createAndJoinGame(url: string, gameName: string, numPlayers: number, setupData?: unknown): Promise<JoinedMatch> {
  const lobby = new LobbyClient({ server: url });
  const { matchID } = await lobby.createMatch(gameName, { numPlayers, setupData });
  const seats = [];
  for (let i = 0; i < numPlayers; i++) {
    const { playerCredentials } = await lobby.joinMatch(gameName, matchID, { playerID: String(i), playerName: `P${i}` });
    seats.push({ playerID: String(i), credentials: playerCredentials });
  }
  return { matchID, seats };
}

/** An Are You A Robot? match in the given mode, every seat taken. */
export const createAndJoin = (url: string, numPlayers: number, mode: string): Promise<JoinedMatch> =>
  createAndJoinGame(url, AYAR, numPlayers, { mode });
