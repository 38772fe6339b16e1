import type { LogEntry } from 'boardgame.io';
import type { ScriptState } from '../../../games/kit/script/index.ts';
import type { TablewrightServer } from '../../../server/app/create-server.ts';
import { expect } from 'vitest';
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

/** The log entries a message carries (the end of the log a sync sends, an update's deltalog). */
export function sentLog(message: Received): any[] {
  if (message.event === 'update') return message.args[2] ?? [];
  if (message.event === 'sync') return message.args[1].log ?? [];
  return [];
}

/** The codes of the errors the server sent this socket when it dropped its messages. */
export const dropCodes = (received: Received[]): string[] =>
  received.filter((r) => r.event === 'tablewright:error').map((r) => r.args[0].code);

/** No message may carry a secret string (a seed, credentials) or a field that must never leave the server. */
export function expectNothingSecret(message: Received, where: string, secrets: readonly string[], forbiddenKeys: readonly string[]): void {
  const wire = JSON.stringify(message.args);
  for (const secret of secrets) expect(wire.includes(secret), `${where} holds a secret`).toBe(false);
  const keys = keysOf(message.args);
  for (const key of forbiddenKeys) expect(keys.has(key), `${where} holds '${key}'`).toBe(false);
}

/**
 * The scripting state a viewer may see, written out again from the kit's rule: who decides what,
 * the options only for the decider, never the variables.
 */
export function scriptsSeenBy(scripts: ScriptState, viewer: string | null) {
  const run = scripts.running;
  if (!run) return { running: null, effects: scripts.effects };
  const pending = run.pending && run.pending.player !== viewer ? { ...run.pending, options: [] } : run.pending;
  return { running: { id: run.id, tag: run.tag, pending }, effects: scripts.effects };
}

/** A stored log entry as boardgame.io must send it to `viewer`: a redacted move's arguments only to its mover. */
export function entrySeenBy(entry: LogEntry, viewer: string | null): unknown {
  if (!entry.redact || (viewer !== null && entry.action.payload.playerID === viewer)) return entry;
  const { redact: _redact, ...rest } = entry;
  return { ...rest, action: { ...entry.action, payload: { ...entry.action.payload, args: null } } };
}
