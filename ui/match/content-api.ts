/** A game's content as the server serves it, named by its hash. */
export interface ServedContent {
  game: string;
  hash: string;
  content: unknown;
}

// A version never changes: once fetched it is kept for the page's life.
const versions = new Map<string, Promise<ServedContent>>();

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(path);
  if (!response.ok) {
    const text = (await response.text()).trim();
    throw new Error(`the server answered ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`);
  }
  return (await response.json()) as T;
}

const versionKey = (gameId: string, hash: string) => `${gameId}/${hash}`;

/** The content a match was made from (GET /tablewright/games/:game/:matchID/content). */
export async function matchContent(gameId: string, matchID: string): Promise<ServedContent> {
  const served = await getJson<ServedContent>(`/tablewright/games/${encodeURIComponent(gameId)}/${encodeURIComponent(matchID)}/content`);
  if (!versions.has(versionKey(gameId, served.hash))) versions.set(versionKey(gameId, served.hash), Promise.resolve(served));
  return served;
}

/** A content version by its hash, fetched once (GET /tablewright/content/:game/:hash). */
export function contentVersion(gameId: string, hash: string): Promise<ServedContent> {
  const key = versionKey(gameId, hash);
  let version = versions.get(key);
  if (!version) {
    version = getJson<ServedContent>(`/tablewright/content/${encodeURIComponent(gameId)}/${encodeURIComponent(hash)}`);
    // A failed fetch is tried again next time.
    version.catch(() => versions.delete(key));
    versions.set(key, version);
  }
  return version;
}

/** The errors of the content the server last tried to load under `serve --watch` (empty when clean). */
export async function contentErrors(): Promise<string[]> {
  return (await getJson<{ errors: string[] }>('/tablewright/content-errors')).errors;
}
