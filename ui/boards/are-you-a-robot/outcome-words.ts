import type { Outcome } from '../../../games/are-you-a-robot/state.ts';

/** The end's headline, shared by the end screen and the shell's toast so both say the same. */
export const HEADLINE: Record<Outcome, string> = {
  humans: 'The Humans win',
  robots: 'The Robots win',
  everyone: 'Everyone wins',
  nobody: 'Nobody wins',
};

export const TEAM_NAME = { human: 'Human', robot: 'Robot' } as const;
