import { playersFact, range, type HowToPlayFact } from '../kit/content/how-to-play-facts.ts';
import type { AyarContent } from './content-types.ts';

/** The player counts of Are You A Robot? content its how-to-play summary gives players: the whole range, and each mode's. */
export function ayarHowToPlayFacts(content: AyarContent): HowToPlayFact[] {
  const modes = content.modes.modes;
  if (modes.length === 0) return [];
  const min = Math.min(...modes.map((m) => m.players.min));
  const max = Math.max(...modes.map((m) => m.players.max));
  return [
    playersFact({ min, max }, 'the player count over the modes of modes.yaml'),
    ...modes.map((mode) => ({ says: `${mode.name} (${range(mode.players.min, mode.players.max)} players)`, from: `mode ${mode.id} in modes.yaml plays with ${mode.players.min} to ${mode.players.max} players` })),
  ];
}
