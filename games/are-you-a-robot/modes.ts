import { resolveSetupChoice } from '../kit/setup-choice.ts';
import type { AyarContent, ModeDef } from './content-types.ts';

export function findMode(content: AyarContent, id: string): ModeDef | undefined {
  return content.modes.modes.find((m) => m.id === id);
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
