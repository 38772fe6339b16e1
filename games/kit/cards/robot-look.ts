/**
 * The words a card's generated pictures are chosen by: suit symbols, power emblems and the
 * generated robot's look. Plain data, shared by a game's printed-card fields (games/) and the
 * pictures that draw them (ui/components/card/).
 */

/** The suit symbols a content file may name (deck.schema.json lists the same words). */
export const SUIT_SYMBOLS = ['gear', 'diamond', 'heart', 'triangle', 'square', 'circle', 'hexagon', 'cross', 'drop', 'moon', 'bolt', 'spade', 'club'] as const;
export type SuitSymbol = (typeof SUIT_SYMBOLS)[number];

/** Emblems for what a card does; a game maps its own powers onto these. */
export const EMBLEMS = ['wrench', 'ufo', 'recycle', 'shield', 'laser', 'vortex', 'spark'] as const;
export type Emblem = (typeof EMBLEMS)[number];

/** What a card asks of its robot. */
export interface RobotLook {
  /** Hashed for every detail not fixed by `ordinal` (the card id is a good seed). */
  seed: string;
  /**
   * The card's place in its suit (its number, say). Head and eyes follow from it so that any
   * two ordinals below 56 in one suit get a different face: 8 heads × 7 eyes, combined by the
   * Chinese remainder theorem.
   */
  ordinal: number;
  /** The suit's place in the deck: shifts the faces so a number looks different in every suit. */
  suit: number;
  /** The paint: the suit's colour. */
  tint: string;
  /** A Constructed Robot is built from one part of every colour: head, body, arms, legs, antenna. */
  parts?: string[];
  /** Shown on the chest plate (a power). */
  emblem?: Emblem;
  /** A star gets a night sky and a star on top; a wild, a jester's hat; a construct, a blueprint. */
  kind?: 'plain' | 'star' | 'wild' | 'construct';
}
