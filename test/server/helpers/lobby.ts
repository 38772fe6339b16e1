import { LobbyClient } from 'boardgame.io/client';

export const AYAR = 'are-you-a-robot';

export interface JoinedMatch {
  matchID: string;
  seats: { playerID: string; credentials: string }[];
}

/** Creates a match over the Lobby API and takes every seat. */
export async function createAndJoin(url: string, numPlayers: number, mode: string): Promise<JoinedMatch> {
  const lobby = new LobbyClient({ server: url });
  const { matchID } = await lobby.createMatch(AYAR, { numPlayers, setupData: { mode } });
  const seats = [];
  for (let i = 0; i < numPlayers; i++) {
    const { playerCredentials } = await lobby.joinMatch(AYAR, matchID, { playerID: String(i), playerName: `P${i}` });
    seats.push({ playerID: String(i), credentials: playerCredentials });
  }
  return { matchID, seats };
}
