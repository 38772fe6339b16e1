import type { RobotsContent } from '../../../games/robots/content-types.ts';
import type { CardId, Spread } from '../../../games/robots/state.ts';
import { ActionButton } from '../../components/action-button/action-button.tsx';
import { extensionOptions, type Extension } from './arrangements.ts';
import type { RuleChecks } from './rule-checks.ts';

/**
 * The ways the selected cards may be added to a spread, each one the game's validator
 * accepts: an end of a run, or the set as it is. Empty when they fit nowhere on it.
 */
export function allowedExtensions(content: RobotsContent, spread: Spread, selected: CardId[], checks: RuleChecks): Extension[] {
  if (selected.length === 0) return [];
  return extensionOptions(content, spread, selected).filter((o) => checks.extend(spread.id, o.cards, o.end).state === 'enabled');
}

interface Props {
  spread: Spread;
  options: Extension[];
  onExtend(cards: CardId[], end?: Extension['end']): void;
}

/**
 * Adding the selected cards to a spread: one button per way it is allowed. A spread they do
 * not fit shows no button at all (it dims instead), so the table highlights what can be done
 * rather than listing why everything else cannot.
 */
export function SpreadActions({ spread, options, onExtend }: Props) {
  return (
    <>
      {options.map((o) => (
        <ActionButton
          key={o.end ?? 'set'}
          availability={{ state: 'enabled' }}
          onAct={() => onExtend(o.cards, o.end)}
          onExplain={() => undefined}
          testId={`extend-${spread.id}${o.end ? `-${o.end}` : ''}`}
          tone="primary"
        >
          {o.end ? `Add at the ${o.end} end` : 'Add to this set'}
        </ActionButton>
      ))}
    </>
  );
}
