import { perContent } from '../kit/per-content.ts';
import { resolveSetupChoice } from '../kit/setup-choice.ts';
import type { AyarContent, ModeDef } from './content-types.ts';

// Every move and every check asks for the state's mode: the content's list is frozen (load-game-content.ts),
// and `find` on a frozen list takes V8's slow way (about 300 ns for ten entries, on Node 20): found once per content.
const modesById = perContent((content: AyarContent) => {
  const byId = new Map<string, ModeDef>();
  for (const m of [...content.modes.modes]) if (!byId.has(m.id)) byId.set(m.id, m);
  return byId;
});

export function findMode(content: AyarContent, id: string): ModeDef | undefined {
  return modesById(content).get(id);
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
