import { useState } from 'react';
import { ActionButton } from '../../components/action-button/action-button.tsx';
import type { RuleChecks } from './rule-checks.ts';

interface Props {
  /** What this claimant offers now. */
  current: number;
  /** Their Influence: the most they may offer. */
  most: number;
  checks: RuleChecks;
  onOffer(amount: number): void;
  onExplain(reason: string): void;
}

/**
 * Influence offered to the Dealer with a claim: paid only if the Dealer chooses you among
 * several claimants. − / amount / + and a button that sends it; the offer may change until the
 * Dealer chooses.
 */
export function OfferStepper({ current, most, checks, onOffer, onExplain }: Props) {
  const [amount, setAmount] = useState(current);
  const value = Math.max(0, Math.min(most, amount));
  const set = (v: number) => setAmount(Math.max(0, Math.min(most, v)));
  return (
    <div className="er-stepper-row" data-testid="offer-controls">
      <span className="er-stepper-row__label">Offer the Dealer</span>
      <span className="er-stepper">
        <button type="button" className="er-stepper__step" onClick={() => set(value - 1)} disabled={value <= 0} aria-label="One Influence less" data-testid="offer-less">
          −
        </button>
        <label className="er-stepper__amount">
          <span className="visually-hidden">Influence to offer</span>
          <input type="number" inputMode="numeric" min={0} max={most} value={value} onChange={(e) => set(Number(e.target.value) || 0)} data-testid="offer-amount" />
        </label>
        <button type="button" className="er-stepper__step" onClick={() => set(value + 1)} disabled={value >= most} aria-label="One Influence more" data-testid="offer-more">
          +
        </button>
      </span>
      <ActionButton availability={value === current ? { state: 'disabled', reason: `You offer ${current} already: change the amount first.` } : checks.offer(value)} onAct={() => onOffer(value)} onExplain={onExplain} testId="offer-send">
        {value === current ? `Offering ${current}` : `Offer ${value} Influence`}
      </ActionButton>
      <span className="er-hint-inline">Paid only if the Dealer chooses you. You have {most}.</span>
    </div>
  );
}
