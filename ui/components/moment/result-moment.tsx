import type { ReactNode } from 'react';
import { MomentPanel } from './moment-panel.tsx';
import type { Moment } from './use-moment.ts';

/** The end of a match, the one moment every game has: the game's own result inside the shared panel. */
export function ResultMoment({ moment, children }: { moment: Moment; children: ReactNode }) {
  return (
    <MomentPanel moment={moment} kind="game-result" title="The game is over">
      {children}
    </MomentPanel>
  );
}
