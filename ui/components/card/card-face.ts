import type { RobotLook } from './robot-genome.ts';

/**
 * What the shared Card draws. Each game turns its own content card into a CardFace, so the
 * component stays the same for every game and the look comes from the game's theme.
 */
export interface CardFace {
  id: string;
  name: string;
  /** The line under the picture, e.g. "Identity — Human · Colonist". */
  typeLine: string;
  text: string;
  flavor?: string;
  /** Path of an artist's picture, relative to the site root; without it a picture is generated. */
  art?: string;
  /** How many copies a pack or deck holds, shown in a corner when given. */
  count?: number;
  palette: { primary: string; accent: string };
  /** Which generated picture to draw when there is no art. */
  figure: 'robot' | 'human';
  /**
   * A game whose cards each need their own robot (ROBOTS!) describes it here; it is drawn
   * instead of `figure` when there is no art. Without it the card keeps the starfield picture.
   */
  robot?: RobotLook;
}
