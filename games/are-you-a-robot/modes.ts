import type { AyarContent, ModeDef } from './content-types.ts';

export interface AyarSetupData {
  mode?: string;
}

const range = (m: ModeDef) => (m.players.min === m.players.max ? `${m.players.min}` : `${m.players.min} to ${m.players.max}`);

const fits = (m: ModeDef, numPlayers: number) => numPlayers >= m.players.min && numPlayers <= m.players.max;

export function findMode(content: AyarContent, id: string): ModeDef | undefined {
  return content.modes.modes.find((m) => m.id === id);
}

/**
 * The mode a match plays, or a sentence saying why the setup data cannot be played. With
 * no mode chosen, the first mode in file order that seats this many players.
 */
export function resolveMode(content: AyarContent, setupData: unknown, numPlayers: number): ModeDef | string {
  const modes = content.modes.modes;
  const ids = modes.map((m) => `'${m.id}'`).join(', ');
  if (setupData !== undefined && setupData !== null) {
    if (typeof setupData !== 'object' || Array.isArray(setupData)) {
      return `Setup data must be an object like { "mode": "basic" }.`;
    }
    const unknown = Object.keys(setupData).filter((k) => k !== 'mode');
    if (unknown.length > 0) return `Unknown setup option ${unknown.map((k) => `'${k}'`).join(', ')}; the only option is 'mode'.`;
    const chosen = (setupData as AyarSetupData).mode;
    if (chosen !== undefined) {
      const mode = typeof chosen === 'string' ? findMode(content, chosen) : undefined;
      if (!mode) return `Unknown mode ${JSON.stringify(chosen)}; choose one of ${ids}.`;
      if (!fits(mode, numPlayers)) return `${mode.name} mode needs ${range(mode)} players, not ${numPlayers}.`;
      return mode;
    }
  }
  const first = modes.find((m) => fits(m, numPlayers));
  if (!first) {
    return `No mode plays with ${numPlayers} players: ${modes.map((m) => `${m.name} ${range(m)}`).join(', ')}.`;
  }
  return first;
}

/** The mode a state was dealt in. A state always names a mode of the content it came from. */
export function modeOf(content: AyarContent, modeId: string): ModeDef {
  const mode = findMode(content, modeId);
  if (!mode) throw new Error(`Are You A Robot?: no mode '${modeId}' in the content.`);
  return mode;
}
