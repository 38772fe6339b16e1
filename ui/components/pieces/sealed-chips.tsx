import type { PieceFormat } from '../../../games/kit/cards/piece-formats.ts';
import { ChipColumns } from './chip-stack.tsx';
import { pieceStyle } from './piece-look.ts';
import './chips.css';

interface Props {
  look: PieceFormat;
  /** The amount, for its owner alone; undefined draws the same covered pile whatever was bid. */
  amount?: number;
  /** The pile in words: the amount for its owner, that a bid is sealed for everyone else. */
  label: string;
  testId?: string;
}

/** Discs drawn under a covered pile: the same for every hidden amount, so its height tells nothing. */
const HIDDEN_DISCS = 3;

/**
 * A sealed bid: chips pushed forward under a cover. Others see a covered pile marked "?", the
 * same whatever it holds (the amount is not in their view); its owner sees their own amount.
 */
export function SealedChips({ look, amount, label, testId }: Props) {
  const hidden = amount === undefined;
  const discs = hidden ? HIDDEN_DISCS : amount;
  return (
    <span className="tw-sealed" data-hidden={hidden || undefined} data-testid={testId} title={label} style={pieceStyle(look)}>
      <span className="tw-sealed__pile" aria-hidden="true">
        <ChipColumns n={discs} />
        <span className="tw-sealed__cover">{hidden ? '?' : amount}</span>
      </span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
