import type { ReactNode } from 'react';
import { parseMomentKey } from './moment-memory.ts';
import { MomentPanel } from './moment-panel.tsx';
import type { Moment } from './use-moment.ts';

/** The moment to draw, by its key and the kind and index the key holds (`bids:3`). */
export interface MomentParts {
  key: string;
  kind: string;
  index: number | null;
}

interface Props {
  moment: Moment;
  /** The game's own result, once the match is over. */
  result: ReactNode;
  /** Draws any other moment in a MomentPanel, or null when the state no longer holds it. */
  own: (parts: MomentParts) => ReactNode;
}

/**
 * A table's moment: the end of the match, the one moment every game has, is the game's result
 * in the shared panel; the game draws its own moments (a round's reveal, a verdict).
 */
export function GameMoment({ moment, result, own }: Props) {
  const key = moment.view?.key;
  if (key === undefined) return null;
  const parts = { key, ...parseMomentKey(key) };
  if (parts.kind !== 'result') return own(parts);
  if (!result) return null;
  return (
    <MomentPanel moment={moment} kind="game-result" title="The game is over">
      {result}
    </MomentPanel>
  );
}
