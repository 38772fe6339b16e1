import type { RobotsContent } from '../../../games/robots/content-types.ts';
import type { CardId, Spread } from '../../../games/robots/state.ts';
import { extensionOptions } from './arrangements.ts';
import { MoveButton } from './move-button.tsx';
import type { RuleChecks, RunEnd } from './rule-checks.ts';

interface Props {
  spread: Spread;
  content: RobotsContent;
  selected: CardId[];
  checks: RuleChecks;
  onExtend(cards: CardId[], end?: RunEnd): void;
  onExplain(reason: string): void;
}

/** Adding the selected cards to a spread: one button per end they fit, or the rules' reason they fit none. */
export function SpreadActions({ spread, content, selected, checks, onExtend, onExplain }: Props) {
  const options = extensionOptions(content, spread, selected).map((o) => ({ ...o, state: checks.extend(spread.id, o.cards, o.end) }));
  const allowed = options.filter((o) => o.state.state === 'enabled');
  if (allowed.length === 0) {
    const refused = options[0]?.state ?? checks.extend(spread.id, selected);
    return (
      <MoveButton availability={refused} onAct={() => undefined} onExplain={onExplain} testId={`extend-${spread.id}`}>
        Add selected here
      </MoveButton>
    );
  }
  return (
    <>
      {allowed.map((o) => (
        <MoveButton key={o.end ?? 'set'} availability={o.state} onAct={() => onExtend(o.cards, o.end)} onExplain={onExplain} testId={`extend-${spread.id}${o.end ? `-${o.end}` : ''}`} tone="primary">
          {o.end ? `Add at the ${o.end} end` : 'Add to this set'}
        </MoveButton>
      ))}
    </>
  );
}
