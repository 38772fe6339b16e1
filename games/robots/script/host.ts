import type { Script } from '../../kit/script/index.ts';
import type { PowerDef, RobotsContent } from '../content-types.ts';

/** What ROBOTS! steps read beyond G: the content (the deck, the rules, each power's script). */
export interface RobotsHost {
  content: RobotsContent;
}

export const hostOf = (host: unknown): RobotsHost => host as RobotsHost;

/** A power's script as written in powers.yaml; the content schema has checked every step. */
export const scriptOf = (power: PowerDef): Script => power.script as unknown as Script;
