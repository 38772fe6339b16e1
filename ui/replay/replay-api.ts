import type { ReplayFrame, ReplayHead } from '../../games/kit/replay/replay-view-format.ts';

const base = (gameId: string, matchID: string) => `/tablewright/replay/${encodeURIComponent(gameId)}/${encodeURIComponent(matchID)}`;

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path);
  if (!response.ok) {
    const text = (await response.text()).trim();
    let said = text;
    try {
      said = (JSON.parse(text) as { error?: string }).error ?? text;
    } catch {
      // Not JSON: the text itself says it.
    }
    throw new Error(said ? said.slice(0, 200) : `the server answered ${response.status}`);
  }
  return (await response.json()) as T;
}

/** The header, move list and chat of a finished match, as `seat` saw them. */
export const replayHead = (gameId: string, matchID: string, seat: string) => getJson<ReplayHead>(`${base(gameId, matchID)}?viewer=${encodeURIComponent(seat)}`);

/** Frames from..from+count-1 as `seat` received them. */
export const replayFrames = async (gameId: string, matchID: string, seat: string, from: number, count: number) =>
  (await getJson<{ frames: ReplayFrame[] }>(`${base(gameId, matchID)}/frames?viewer=${encodeURIComponent(seat)}&from=${from}&count=${count}`)).frames;
