import type { GameModule } from './kit/game-module.ts';

/** A game id as a folder name: lower-case words joined by hyphens, so no id leads out of games/. */
const FOLDER_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A shipped game by id, imported from its own folder (games/<id>/index.ts) when that holds it:
 * the registry imports every game, about 0.4 s of CPU that a command playing one game (the
 * simulator and each of its worker threads) would spend before its first move. Undefined for
 * an id no shipped game has.
 */
export async function importShippedGame(id: string): Promise<GameModule<any, any> | undefined> {
  if (FOLDER_ID.test(id)) {
    const own: Record<string, unknown> = await import(`./${id}/index.ts`).catch(() => ({}));
    const found = Object.values(own).find((value) => (value as GameModule | undefined)?.id === id);
    if (found) return found as GameModule<any, any>;
  }
  const { findGameModule } = await import('./registry.ts');
  return findGameModule(id);
}
