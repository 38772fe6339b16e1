import type { ThreeLawsContent } from '../../../games/three-laws/content-types.ts';
import type { PlayerID, ThreeLawsView } from '../../../games/three-laws/state.ts';
import { FactionCardView } from './faction-card.tsx';
import type { LawWarning } from './law-warnings.ts';

interface Props {
  G: ThreeLawsView;
  content: ThreeLawsContent;
  names: Record<string, string>;
  players: PlayerID[];
  chosen?: PlayerID;
  legend: string;
  testId: string;
  /** Laws choosing this player would break: the chip is marked, the choice stays open. */
  warn(p: PlayerID): LawWarning[];
  onChoose(p: PlayerID): void;
}

/**
 * One chip per player to choose from, each with the Faction card the viewer sees on them,
 * so the choice can be made from the dock without looking back at the table.
 */
export function TargetPicker({ G, content, names, players, chosen, legend, testId, warn, onChoose }: Props) {
  return (
    <fieldset className="tl-targets">
      <legend>{legend}</legend>
      <div className="tl-targets__chips">
        {players.map((p) => {
          const warnings = warn(p);
          return (
            <button
              key={p}
              type="button"
              aria-pressed={chosen === p}
              className="tl-chip tl-chip--player"
              onClick={() => onChoose(p)}
              data-testid={`${testId}-${p}`}
              data-warn={warnings.length > 0 || undefined}
              title={warnings.length > 0 ? warnings.flatMap((w) => w.reasons).join('\n') : undefined}
            >
              <FactionCardView content={content} card={G.cards[p]} size="mini" />
              <span className="tl-chip__name">{names[p]}</span>
              {warnings.length > 0 && (
                <span className="tl-chip__warn" aria-label={`breaks ${warnings.map((w) => w.law.name).join(', ')}`}>
                  ⚠
                </span>
              )}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
