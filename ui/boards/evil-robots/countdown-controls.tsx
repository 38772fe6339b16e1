import type { EvilView, PlayerID } from '../../../games/evil-robots/state.ts';
import { ActionButton } from '../../components/action-button/action-button.tsx';
import { OfferStepper } from './offer-stepper.tsx';
import type { RuleChecks } from './rule-checks.ts';
import type { EvilMoves } from './table-props.ts';
import { WhyNot } from './why-not.tsx';
import type { Namer } from './words.ts';

interface Props {
  G: EvilView;
  me: PlayerID;
  n: Namer;
  checks: RuleChecks;
  moves: EvilMoves;
  onExplain(reason: string): void;
}

/**
 * The countdown's controls for the viewer: Claim or Pass the card on offer (a change of mind is
 * allowed while the window is open), an offer to the Dealer while claiming; the Dealer's choice
 * among several claimants, one button each with what they offer; the Dealer handing out zeros.
 */
export function CountdownControls({ G, me, n, checks, moves, onExplain }: Props) {
  const step = G.step;
  if (step.kind === 'offer' || step.kind === 'choose') {
    const claiming = step.claims.includes(me);
    if (step.kind === 'choose') {
      if (G.dealer === me) {
        return (
          <div className="er-controls" data-testid="choose-controls">
            {step.claims.map((p) => (
              <ActionButton key={p} availability={checks.choose(p)} onAct={() => moves.chooseClaimant(p)} onExplain={onExplain} tone="primary" testId={`choose-${p}`}>
                Give it to {n.object(p)}
                {(step.offers[p] ?? 0) > 0 ? ` (+${step.offers[p]} Influence to you)` : ' (no offer)'}
              </ActionButton>
            ))}
          </div>
        );
      }
      return claiming ? <OfferStepper key={`choose-${step.value}`} current={step.offers[me] ?? 0} most={G.influence[me] ?? 0} checks={checks} onOffer={(a) => moves.offer(a)} onExplain={onExplain} /> : null;
    }
    const claim = checks.claim(true);
    const pass = checks.claim(false);
    const passed = step.passed.includes(me);
    if (claim.state === 'disabled' && pass.state === 'disabled') {
      return <WhyNot states={[claim]} testId="claim-why" />;
    }
    return (
      <div className="er-controls-col">
        <div className="er-controls" data-testid="claim-controls">
          <ActionButton availability={claiming ? { state: 'disabled', reason: 'You claim it already.' } : claim} onAct={() => moves.claim(true)} onExplain={onExplain} tone="primary" testId="claim">
            {passed ? `Claim the ${step.value} after all` : claiming ? `Claiming the ${step.value}` : `Claim the ${step.value}`}
          </ActionButton>
          <ActionButton availability={passed ? { state: 'disabled', reason: 'You passed already.' } : pass} onAct={() => moves.claim(false)} onExplain={onExplain} testId="pass">
            {claiming ? 'Withdraw: pass' : passed ? 'Passed' : 'Pass'}
          </ActionButton>
        </div>
        {claiming && me !== G.dealer && <OfferStepper key={`offer-${step.opened}`} current={step.offers[me] ?? 0} most={G.influence[me] ?? 0} checks={checks} onOffer={(a) => moves.offer(a)} onExplain={onExplain} />}
      </div>
    );
  }
  if (step.kind === 'zeros' && G.dealer === me) {
    const without = G.players.filter((p) => G.power[p] === null);
    return (
      <div className="er-controls" data-testid="zero-controls">
        {without.map((p) => (
          <ActionButton key={p} availability={checks.giveZero(p)} onAct={() => moves.giveZero(p)} onExplain={onExplain} tone="primary" testId={`give-zero-${p}`}>
            Give a 0 to {n.object(p)}
          </ActionButton>
        ))}
      </div>
    );
  }
  return null;
}
