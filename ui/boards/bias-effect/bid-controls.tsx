import { useState } from 'react';
import type { BiasContent } from '../../../games/bias-effect/content-types.ts';
import { bidCap } from '../../../games/bias-effect/rules/bid-effects.ts';
import { bidExtras } from '../../../games/bias-effect/rules/bids.ts';
import type { BiasView, PlayerID } from '../../../games/bias-effect/state.ts';
import { ActionButton } from '../../components/action-button/action-button.tsx';
import { Chips } from './chip-icon.tsx';
import type { RuleChecks } from './rule-checks.ts';
import { chipsWord, signed } from './words.ts';

interface Props {
  G: BiasView;
  content: BiasContent;
  me: PlayerID;
  checks: RuleChecks;
  onBid(amount: number): void;
  onExplain(reason: string): void;
}

/** "3 + bonus 6 + card −1 = 8": the total a bid makes at the reveal, as resolveBids counts it (never below 0). */
function TotalLine({ bid, bonus, edit }: { bid: number; bonus: number; edit: number }) {
  const total = Math.max(0, bid + bonus + edit);
  return (
    <p className="be-bid__total" data-testid="bid-total" aria-live="polite">
      <span>bid {bid}</span>
      <span>bonus {signed(bonus)}</span>
      {edit !== 0 && <span>card {signed(edit)}</span>}
      <span className="be-bid__sum">= total {total}</span>
    </p>
  );
}

/**
 * The secret bid: 0 up to your chips (or a card's cap), with the total it makes (bid + bias
 * bonus + any card's edit) shown before you commit, and the chips it takes pushed forward out
 * of your stack. After committing, your own bid and total;
 * the others see only that you have bid.
 */
export function BidControls({ G, content, me, checks, onBid, onExplain }: Props) {
  const step = G.step;
  const { bonus, edit } = bidExtras(content, G, me);
  const [amount, setAmount] = useState(0);
  if (step.kind !== 'bid') return null;
  if (step.sealed.committed.includes(me)) {
    const mine = step.sealed.values[me] ?? 0;
    return (
      <div className="be-bid" data-testid="bid-sealed">
        <p className="be-sealed-mine">
          Sealed: you bid <strong>{chipsWord(mine)}</strong>. It shows when every bid is in.
        </p>
        <TotalLine bid={mine} bonus={bonus} edit={edit} />
      </div>
    );
  }
  const max = Math.max(0, checks.maxBid);
  const value = Math.min(amount, max);
  const cap = bidCap(G.scripts, me);
  const set = (n: number) => setAmount(Math.max(0, Math.min(max, n)));
  return (
    <div className="be-bid" data-testid="bid-controls">
      <div className="be-bid__row">
        <div className="be-bid__stepper">
          <button type="button" className="be-bid__step" onClick={() => set(value - 1)} disabled={value <= 0} aria-label="One chip less" data-testid="bid-less">
            −
          </button>
          <label className="be-bid__amount">
            <span className="visually-hidden">Your bid in chips</span>
            <input type="number" inputMode="numeric" min={0} max={max} value={value} onChange={(e) => set(Number(e.target.value) || 0)} data-testid="bid-amount" />
          </label>
          <button type="button" className="be-bid__step" onClick={() => set(value + 1)} disabled={value >= max} aria-label="One chip more" data-testid="bid-more">
            +
          </button>
        </div>
        <input className="be-bid__range" type="range" min={0} max={max} value={value} onChange={(e) => set(Number(e.target.value))} aria-label="Your bid" data-testid="bid-range" />
        <ActionButton availability={checks.bid(value)} onAct={() => onBid(value)} onExplain={onExplain} tone="primary" testId="bid-commit">
          Bid {value} in secret
        </ActionButton>
      </div>
      <TotalLine bid={value} bonus={bonus} edit={edit} />
      <div className="be-bid__purse">
        <span className="be-bid__pile" data-testid="bid-kept">
          <Chips n={(G.chips[me] ?? 0) - value} content={content} /> kept
        </span>
        <span className="be-bid__pile be-bid__pile--forward" data-testid="bid-forward">
          <Chips n={value} content={content} /> pushed forward
        </span>
        <p className="be-hint">
          You have {chipsWord(G.chips[me] ?? 0)}
          {cap !== undefined && `; a card caps this bid at ${cap}`}. Only the winner pays (on a tie, every tied player).
        </p>
      </div>
    </div>
  );
}
