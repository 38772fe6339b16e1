import { listed } from './act-words.ts';
import type { LawWarning } from './law-warnings.ts';

/**
 * A gentle warning under a draft: which laws in force it would break, in the engine's words.
 * It blocks nothing: breaking a law is the player's choice, and someone must catch it.
 */
export function LawWarningLine({ warnings, what, testId }: { warnings: LawWarning[]; what: string; testId: string }) {
  if (warnings.length === 0) return null;
  return (
    <div className="tl-warning" role="status" data-testid={testId}>
      <p className="tl-warning__head">
        <span aria-hidden="true">⚠</span> {what} would break {listed(warnings.map((w) => w.law.name))}.<span className="tl-warning__may"> You may still do it, if no one catches you.</span>
      </p>
      <ul className="tl-warning__reasons">
        {warnings.flatMap((w) => w.reasons).map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </div>
  );
}
