import type { RobotLook } from '../../../games/kit/cards/robot-look.ts';
import { hashString, seededRandom } from './seeded.ts';

/**
 * A generated robot, chosen from a card's identity so the same card always shows the same
 * robot and no two cards of a suit share one. Pure data: the picture is drawn by robot-art.tsx,
 * and tests compare genomes without rendering.
 */

export const HEADS = ['box', 'dome', 'tv', 'bucket', 'capsule', 'hex', 'round', 'wide'] as const;
export const EYES = ['round', 'cyclops', 'visor', 'square', 'triple', 'goggles', 'sleepy'] as const;
export const ANTENNAS = ['ball', 'twin', 'bolt', 'dish', 'propeller', 'ears', 'spring', 'none'] as const;
export const MOUTHS = ['grille', 'smile', 'line', 'teeth', 'oh', 'speaker'] as const;
export const BODIES = ['box', 'barrel', 'trapezoid', 'round'] as const;
export const ARMS = ['down', 'wave', 'claws', 'springs', 'up'] as const;
export const LEGS = ['legs', 'treads', 'wheel', 'hover'] as const;
export const CHESTS = ['dial', 'buttons', 'vents', 'heart', 'screen'] as const;
export const BACKDROPS = ['dots', 'stripes', 'grid', 'rays', 'circuit'] as const;
export const GLOWS = ['#ffe45c', '#7df9ff', '#ff8fb1', '#b6ff5c', '#ffffff', '#ffb347'] as const;

export type { RobotLook } from '../../../games/kit/cards/robot-look.ts';

export interface RobotGenome {
  head: (typeof HEADS)[number];
  eyes: (typeof EYES)[number];
  antenna: (typeof ANTENNAS)[number];
  mouth: (typeof MOUTHS)[number];
  body: (typeof BODIES)[number];
  arms: (typeof ARMS)[number];
  legs: (typeof LEGS)[number];
  chest: (typeof CHESTS)[number];
  backdrop: (typeof BACKDROPS)[number];
  glow: (typeof GLOWS)[number];
  /** Head and body width in robot units (the robot stands in a 100 × 160 box). */
  headWidth: number;
  bodyWidth: number;
  /** A slight lean, in degrees: a row of cards should not look stamped. */
  tilt: number;
}

const mod = (n: number, m: number) => ((n % m) + m) % m;

export function robotGenome(look: RobotLook): RobotGenome {
  const random = seededRandom(hashString(`robot:${look.seed}`));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const k = Math.round(look.ordinal);
  return {
    head: HEADS[mod(k + 3 * look.suit, HEADS.length)],
    eyes: EYES[mod(3 * k + 2 * look.suit, EYES.length)],
    antenna: pick(ANTENNAS),
    mouth: pick(MOUTHS),
    body: pick(BODIES),
    arms: pick(ARMS),
    legs: pick(LEGS),
    chest: pick(CHESTS),
    backdrop: pick(BACKDROPS),
    glow: pick(GLOWS),
    headWidth: 48 + Math.round(random() * 10),
    bodyWidth: 46 + Math.round(random() * 12),
    tilt: Math.round((random() - 0.5) * 8),
  };
}

/** The features that make a robot recognisable at a glance, as one string (for tests and keys). */
export function genomeKey(look: RobotLook): string {
  const g = robotGenome(look);
  return [look.kind ?? 'plain', look.tint, g.head, g.eyes, g.antenna, g.mouth, g.body, g.arms, g.legs, look.emblem ?? g.chest].join('/');
}
