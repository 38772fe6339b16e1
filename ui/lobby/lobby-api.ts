import { LobbyClient } from 'boardgame.io/client';
import type { LobbyAPI } from 'boardgame.io';
import type { SetupOption } from '../../games/kit/game-module.ts';

/** A game as the server lists it at GET /tablewright/games. */
export interface GameSummary {
  id: string;
  title: string;
  minPlayers: number;
  maxPlayers: number;
  setupOptions: SetupOption[];
  /** What a bot does in this game, in a sentence (content/<game>/bots.yaml); absent from older servers. */
  botsAbout?: string;
  /** The hash of the game's current content (GET /tablewright/content/:game/:hash serves it). */
  contentHash?: string;
}

export type MatchSummary = LobbyAPI.Match;

/** boardgame.io's Lobby REST API on this origin. */
export const lobby = new LobbyClient();

export async function listGames(): Promise<GameSummary[]> {
  return getJson<GameSummary[]>('/tablewright/games');
}

/** The open list: matches not over and not idle (the server's `open=true`, newest first). */
export async function listOpenMatches(gameId: string): Promise<MatchSummary[]> {
  return (await getJson<{ matches: MatchSummary[] }>(`/games/${encodeURIComponent(gameId)}?open=true`)).matches;
}

/** The latest finished matches, newest first, each of which can be replayed. */
export async function listFinishedMatches(gameId: string, limit = 5): Promise<MatchSummary[]> {
  return (await getJson<{ matches: MatchSummary[] }>(`/games/${encodeURIComponent(gameId)}?isGameover=true&limit=${limit}`)).matches;
}

/** Seats bots in the given empty seats, or in every empty seat. */
export async function fillWithBots(gameId: string, matchID: string, seats?: string[]): Promise<void> {
  const response = await fetch(`/tablewright/games/${encodeURIComponent(gameId)}/${encodeURIComponent(matchID)}/bots`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(seats ? { seats } : {}),
  });
  if (!response.ok) throw new Error(await failure(response));
}

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(await failure(response));
  return (await response.json()) as T;
}

async function failure(response: Response): Promise<string> {
  const text = (await response.text()).trim();
  return `The server answered ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`;
}

/** Readable text for any error the lobby calls can throw. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function freeSeats(match: MatchSummary): string[] {
  return match.players.filter((p) => !p.name).map((p) => String(p.id));
}

/** Gives a seat up: it is free again for anyone. */
export async function leaveSeat(gameId: string, matchID: string, seat: { playerID: string; credentials: string }): Promise<void> {
  await lobby.leaveMatch(gameId, matchID, { playerID: seat.playerID, credentials: seat.credentials });
}

/** Gives a seat up to a bot, which plays on in it. */
export async function handOverSeat(gameId: string, matchID: string, seat: { playerID: string; credentials: string }): Promise<void> {
  const response = await fetch(`/tablewright/games/${encodeURIComponent(gameId)}/${encodeURIComponent(matchID)}/hand-over`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ playerID: seat.playerID, credentials: seat.credentials }),
  });
  if (!response.ok) throw new Error(await failure(response));
}
