import type { Leaning, Side, StepView } from '../../../games/bias-effect/state.ts';

export { listed, namer, type Namer } from '../three-laws/act-words.ts';

export const SIDE_NAME: Record<Side, string> = { left: 'Left', right: 'Right' };

/** The rulebook's colours: a Life card's BLUE outcome is the left one, RED the right, BLACK the neutral. */
export const OUTCOME_COLOUR: Record<Leaning, string> = { left: 'blue', right: 'red', neutral: 'black' };

export const LEANING_NAME: Record<Leaning, string> = { left: 'Leans Left', right: 'Leans Right', neutral: 'Neutral' };

/** "1 chip", "3 chips". */
export const chipsWord = (n: number) => `${n} ${n === 1 ? 'chip' : 'chips'}`;

/** "1 card", "3 cards". */
export const cardsWord = (n: number) => `${n} ${n === 1 ? 'card' : 'cards'}`;

/** A signed edit as a card puts it: "+2", "−1". */
export const signed = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);

/** The round's steps in play order, as the header and the round's strip name them. */
export const STEPS: { kind: StepView['kind']; name: string }[] = [
  { kind: 'trade', name: 'Trade-in' },
  { kind: 'bid', name: 'Bidding' },
  { kind: 'control', name: 'Program or delete' },
  { kind: 'life', name: 'Life card' },
  { kind: 'algorithm', name: 'Algorithms' },
];

export const stepName = (kind: StepView['kind']) => STEPS.find((s) => s.kind === kind)?.name ?? kind;
