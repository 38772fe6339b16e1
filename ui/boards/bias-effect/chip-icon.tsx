import type { BiasContent } from '../../../games/bias-effect/content-types.ts';
import { pieceFormatOf } from '../../../games/kit/cards/piece-formats.ts';
import { ChipStack } from '../../components/pieces/chip-stack.tsx';
import { SealedChips } from '../../components/pieces/sealed-chips.tsx';
import { chipsWord } from './words.ts';

/** The data chip's look, from card-formats.yaml's `pieces`. */
export const chipLook = (content: BiasContent) => pieceFormatOf(content, 'chip');

/** A count of chips on the table: a player's stack, or the bank's pile; the number read out in words. */
export function Chips({ n, content, testId, layout }: { n: number; content: BiasContent; testId?: string; layout?: 'stack' | 'pile' }) {
  return <ChipStack n={n} look={chipLook(content)} words={chipsWord} layout={layout} testId={testId} />;
}

/** A sealed bid pushed forward on a seat: its amount for its owner, a covered pile for everyone else. */
export function SealedBid({ content, amount, testId }: { content: BiasContent; amount?: number; testId?: string }) {
  const label = amount === undefined ? 'A sealed bid' : `Your sealed bid: ${chipsWord(amount)}`;
  return <SealedChips look={chipLook(content)} amount={amount} label={label} testId={testId} />;
}
