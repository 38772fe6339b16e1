import type { AyarGameover, AyarState, Outcome } from '../state.ts';
import { countCards } from './card-stats.ts';
import { inGame, inGameWith } from './table.ts';

/** The result of applying a move: the next state, and the end of the game if it came. */
export interface Step {
  G: AyarState;
  gameover?: AyarGameover;
}

/** Every way a game ends, with the outcome it gives and the sentence the end screen shows. */
export const REASONS = {
  'last-robot-zapped': { outcome: 'humans', message: 'The last Robot that could exist was zapped: the Humans win.' },
  'last-player-standing': {
    outcome: 'humans',
    message: 'Only one player, a Human, is left in the game and no Robot is among them: the Humans win.',
  },
  'human-zapped': { outcome: 'robots', message: 'A Human zapped a Human: the Robot wins.' },
  'human-zapped-no-robot': {
    outcome: 'nobody',
    message: 'A Human zapped a Human, and no one had the Robot card: nobody wins.',
  },
  'no-humans-left': { outcome: 'robots', message: 'The conversion left no Human in the game: the Robots win.' },
  'robots-shook-hands': { outcome: 'humans', message: 'Two Robots shook hands: the Robots lose and the Humans win.' },
  'handshake-with-robot': {
    outcome: 'robots',
    message: 'A handshake sealed the deal while a Robot was in the game: the Robots win.',
  },
  'all-human-handshake': { outcome: 'everyone', message: 'Everyone in the game was Human and they trusted each other: everyone wins.' },
  revolution: { outcome: 'robots', message: 'The Robot revolution came when at most one Human was left: the Robots win.' },
  'false-revolution': { outcome: 'humans', message: 'A Robot declared revolution too soon: the Humans win.' },
} as const satisfies Record<string, { outcome: Outcome; message: string }>;

export type Reason = keyof typeof REASONS;

/** The players who win: the winning side still in the game, everyone still in it, or no one. */
export function winnersOf(G: AyarState, outcome: Outcome): string[] {
  switch (outcome) {
    case 'humans':
      return inGameWith(G, 'human');
    case 'robots':
      return inGameWith(G, 'robot');
    case 'everyone':
      return [...inGame(G)];
    case 'nobody':
      return [];
  }
}

export function finish(G: AyarState, reason: Reason): Step {
  const { outcome, message } = REASONS[reason];
  const winners = winnersOf(G, outcome);
  return {
    G: countCards(G, 'won', winners.map((p) => G.cards[p])),
    gameover: { outcome, reason, message, winners, roles: { ...G.roles }, cards: { ...G.cards }, setAside: [...G.setAside] },
  };
}
