import type { EvilView, PlayerID } from '../../../games/evil-robots/state.ts';
import { ActionButton } from '../../components/action-button/action-button.tsx';
import type { RuleChecks } from './rule-checks.ts';
import type { EvilMoves } from './table-props.ts';

interface Props {
  G: EvilView;
  me: PlayerID;
  checks: RuleChecks;
  moves: EvilMoves;
  onExplain(reason: string): void;
}

/** A winner's vote on the robots' path: Good or Evil (the majority decides, a coin a tie). */
export function PathControls({ G, me, checks, moves, onExplain }: Props) {
  const step = G.step;
  if (step.kind !== 'path' || !step.winners.includes(me) || me in step.votes) return null;
  return (
    <div className="er-controls er-path-controls" data-testid="path-controls">
      <ActionButton availability={checks.path('good')} onAct={() => moves.choosePath('good')} onExplain={onExplain} tone="primary" testId="path-good">
        Choose the Good path
      </ActionButton>
      <ActionButton availability={checks.path('evil')} onAct={() => moves.choosePath('evil')} onExplain={onExplain} tone="danger" testId="path-evil">
        Choose the Evil path
      </ActionButton>
    </div>
  );
}
