import { useState } from 'react';
import { evenSplit } from '../../../games/evil-robots/enumerate.ts';
import type { EvilView, PlayerID } from '../../../games/evil-robots/state.ts';
import { ActionButton } from '../../components/action-button/action-button.tsx';
import type { RuleChecks } from './rule-checks.ts';
import type { EvilMoves } from './table-props.ts';
import { WhyNot } from './why-not.tsx';
import { listed, type Namer } from './words.ts';

interface Props {
  G: EvilView;
  me: PlayerID;
  n: Namer;
  checks: RuleChecks;
  moves: EvilMoves;
  onExplain(reason: string): void;
}

/** A winner's proposal: a whole number for each winner, adding up to the round's Influence. */
function ProposeForm({ winners, amount, n, checks, onPropose, onExplain }: { winners: PlayerID[]; amount: number; n: Namer; checks: RuleChecks; onPropose(shares: Record<PlayerID, number>): void; onExplain(reason: string): void }) {
  const [shares, setShares] = useState<Record<PlayerID, number>>(() => evenSplit(winners, amount));
  const sum = winners.reduce((s, p) => s + (shares[p] ?? 0), 0);
  const state = checks.propose(shares);
  return (
    <div className="er-split-form" data-testid="split-form">
      <ul className="er-split-form__shares">
        {winners.map((p) => (
          <li key={p}>
            <label>
              <span className="er-split-form__who">{n.subject(p)}</span>
              <input
                type="number"
                inputMode="numeric"
                min={0}
                max={amount}
                value={shares[p] ?? 0}
                onChange={(e) => setShares({ ...shares, [p]: Math.max(0, Math.floor(Number(e.target.value) || 0)) })}
                data-testid={`split-share-${p}`}
              />
            </label>
          </li>
        ))}
      </ul>
      <p className="er-split-form__sum" data-testid="split-sum" data-ok={sum === amount || undefined}>
        {sum} of {amount}
        {sum !== amount && ` · ${sum < amount ? `${amount - sum} left to give` : `${sum - amount} too many`}`}
      </p>
      <ActionButton availability={state} onAct={() => onPropose(shares)} onExplain={onExplain} tone="primary" testId="propose-split">
        Propose this split
      </ActionButton>
      <WhyNot states={[state]} testId="split-why" />
    </div>
  );
}

/**
 * Splitting the round's Influence among the winners: any winner proposes shares; every other
 * winner accepts or refuses (a refusal withdraws it). The proposal and who has accepted are
 * shown to all in the reveal panel; here the viewer's buttons.
 */
export function SplitControls({ G, me, n, checks, moves, onExplain }: Props) {
  const step = G.step;
  if (step.kind !== 'split' || !step.winners.includes(me)) return null;
  const proposal = step.proposal;
  const mayAnswer = proposal !== null && !proposal.accepted.includes(me);
  const form = <ProposeForm key={`${step.opened}-${proposal?.by ?? ''}`} winners={step.winners} amount={step.amount} n={n} checks={checks} onPropose={(s) => moves.proposeSplit(s)} onExplain={onExplain} />;
  return (
    <div className="er-controls-col" data-testid="split-controls">
      {proposal && (
        <p className="er-split-offer" data-testid="split-proposal-mine">
          {n.subject(proposal.by)} {proposal.by === me ? 'propose' : 'proposes'}: {listed(step.winners.map((p) => `${n.object(p)} ${proposal.shares[p] ?? 0}`))}.
          {proposal.accepted.includes(me) && ' You accept it; waiting for the others.'}
        </p>
      )}
      {mayAnswer && (
        <div className="er-controls">
          <ActionButton availability={checks.answerSplit(true)} onAct={() => moves.answerSplit(true)} onExplain={onExplain} tone="primary" testId="accept-split">
            Accept: you get {proposal.shares[me] ?? 0}
          </ActionButton>
          <ActionButton availability={checks.answerSplit(false)} onAct={() => moves.answerSplit(false)} onExplain={onExplain} testId="refuse-split">
            Refuse
          </ActionButton>
        </div>
      )}
      {proposal ? (
        <details className="er-split-other">
          <summary>Propose a different split</summary>
          {form}
        </details>
      ) : (
        form
      )}
    </div>
  );
}
