import { resolveSetupChoice } from '../kit/setup-choice.ts';
import type { AyarContent, ModeDef } from './content-types.ts';

// Every move and every check asks for the state's mode: the content's list is frozen (load-game-content.ts),
// and `find` on a frozen list takes V8's slow way (about 300 ns for ten entries, on Node 20): found once per content.
const modesById = new WeakMap<AyarContent, Map<string, ModeDef>>();

export function findMode(content: AyarContent, id: string): ModeDef | undefined {
  let byId = modesById.get(content);
  if (!byId) {
    byId = new Map();
    for (const m of [...content.modes.modes]) if (!byId.has(m.id)) byId.set(m.id, m);
    modesById.set(content, byId);
  }
  return byId.get(id);
}

/**
 * The mode a match plays, or a sentence saying why the setup data cannot be played. With
 * no mode chosen, the first mode in file order that seats this many players.
 */
export function resolveMode(content: AyarContent, setupData: unknown, numPlayers: number): ModeDef | string {
  return resolveSetupChoice(setupData, 'mode', content.modes.modes, numPlayers);
}

/** The mode a state was dealt in. A state always names a mode of the content it came from. */
export function modeOf(content: AyarContent, modeId: string): ModeDef {
  const mode = findMode(content, modeId);
  if (!mode) throw new Error(`Are You A Robot?: no mode '${modeId}' in the content.`);
  return mode;
}
