import type { BiasContent } from '../../../games/bias-effect/content-types.ts';
import { beliefOf } from '../../../games/bias-effect/rules/catalog.ts';
import type { BiasView } from '../../../games/bias-effect/state.ts';
import { ActionButton } from '../../components/action-button/action-button.tsx';
import type { ControlChoice } from '../../../games/bias-effect/rules/control.ts';
import type { RuleChecks } from './rule-checks.ts';
import { SIDE_NAME } from './words.ts';

interface Props {
  G: BiasView;
  content: BiasContent;
  checks: RuleChecks;
  onControl(choice: ControlChoice): void;
  onExplain(reason: string): void;
}

/** The bid winner's choice: program the Belief into the A.I.'s mind, or delete it. */
export function ControlControls({ G, content, checks, onControl, onExplain }: Props) {
  if (G.step.kind !== 'control' || G.belief === null) return null;
  const belief = beliefOf(content, G.belief);
  return (
    <div className="be-controls" data-testid="control-controls">
      <ActionButton availability={checks.control('program')} onAct={() => onControl('program')} onExplain={onExplain} tone="primary" testId="control-program">
        Program it ({SIDE_NAME[belief.side]})
      </ActionButton>
      <ActionButton availability={checks.control('delete')} onAct={() => onControl('delete')} onExplain={onExplain} testId="control-delete">
        Delete it
      </ActionButton>
    </div>
  );
}
