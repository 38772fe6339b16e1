import type { ButtonState } from '../../components/action-button/action-button.tsx';

/**
 * Why the greyed buttons of a group are refused, in the rule's own words, each reason once
 * (five coins too dear to turn say it once). Nothing when every button is allowed.
 */
export function WhyNot({ states, testId }: { states: ButtonState[]; testId?: string }) {
  const reasons = [...new Set(states.flatMap((s) => (s.state === 'disabled' ? [s.reason] : [])))];
  if (reasons.length === 0) return null;
  return (
    <p className="er-why" data-testid={testId}>
      {reasons.map((r) => (
        <span key={r}>{r}</span>
      ))}
    </p>
  );
}
