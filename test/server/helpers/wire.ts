import type { TablewrightServer } from '../../../server/app/create-server.ts';
import type { Received } from './raw-socket.ts';

/** The PRNG seed a match was created with, as only the server's store knows it. */
export async function seedOf(server: TablewrightServer, matchID: string): Promise<string> {
  const { initialState } = await server.store.fetch(matchID, { initialState: true });
  return (initialState.plugins.random.data as { seed: string }).seed;
}

/** Every key anywhere in a message, to find a field that must never be sent. */
export function keysOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, found));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      found.add(k);
      keysOf(v, found);
    }
  }
  return found;
}

/** The state a message carries, if it carries one (a sync's or an update's). */
export function sentState(message: Received): any {
  if (message.event === 'update') return message.args[1];
  if (message.event === 'sync') return message.args[1].state;
  return undefined;
}

/** The log entries a message carries (a sync's whole log, an update's deltalog). */
export function sentLog(message: Received): any[] {
  if (message.event === 'update') return message.args[2] ?? [];
  if (message.event === 'sync') return message.args[1].log ?? [];
  return [];
}

/** The codes of the errors the server sent this socket when it dropped its messages. */
export const dropCodes = (received: Received[]): string[] =>
  received.filter((r) => r.event === 'tablewright:error').map((r) => r.args[0].code);
