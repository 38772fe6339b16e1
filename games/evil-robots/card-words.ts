import type { RobotDef } from './content-types.ts';

type CardType = RobotDef['type'];

/** Each Robot Card type by name, as its card and the table write it. */
export const TYPE_NAME: Record<CardType, string> = { immediate: 'Immediate', active: 'Active', reveal: 'Reveal', endgame: 'Endgame' };

/** What each card type means, in a few words, under its name. */
export const TYPE_WHEN: Record<CardType, string> = {
  immediate: 'Acts once, when revealed on your turn',
  active: 'Changes the rules while face up',
  reveal: 'On your turn, or after the countdown for a token',
  endgame: 'Revealed free when the game would end',
};

export const DECK_NAME: Record<RobotDef['deck'], string> = { left: 'Left', right: 'Right' };

/** "1 Action Token", "3 Action Tokens". */
export const tokensWord = (n: number) => `${n} Action ${n === 1 ? 'Token' : 'Tokens'}`;
