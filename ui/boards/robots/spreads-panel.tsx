import type { RobotsContent } from '../../../games/robots/content-types.ts';
import type { CardId } from '../../../games/robots/state.ts';
import type { Extension } from './arrangements.ts';
import type { CardInfo } from './card-info.ts';
import type { ClaimTarget, RuleChecks } from './rule-checks.ts';
import { SeatMarker } from './seat-mark.tsx';
import type { SeatMark } from './seat-marks.ts';
import { allowedExtensions, SpreadActions } from './spread-actions.tsx';
import { SpreadView, type SpreadTarget } from './spread-view.tsx';
import type { TableView } from './table-props.ts';

interface Props {
  G: TableView;
  /** The seated viewer who may add cards now; null for a spectator or once the game is over. */
  me: string | null;
  content: RobotsContent;
  info(id: CardId): CardInfo;
  names: Record<string, string>;
  marks: Record<string, SeatMark>;
  selected: CardId[];
  checks: RuleChecks;
  /** Where the viewer may claim the last discard: those spreads glow while nothing is selected. */
  claimTargets: ClaimTarget[];
  onExtend(spread: string, cards: CardId[], end?: Extension['end']): void;
}

/** Every spread on the table, grouped by the player who laid it down. */
export function SpreadsPanel({ G, me, content, info, names, marks, selected, checks, claimTargets, onExtend }: Props) {
  const owners = G.players.filter((p) => G.spreads.some((s) => s.owner === p));
  const placing = me !== null && selected.length > 0;
  return (
    <section className="robots-spreads" aria-labelledby="spreads-heading">
      <h2 id="spreads-heading">Spreads</h2>
      {G.spreads.length === 0 && <p className="robots-hint">No spread on the table yet.</p>}
      {owners.map((owner) => (
        <div key={owner} className="robots-spreads__owner" data-testid={`spreads-of-${owner}`}>
          <h3>
            <SeatMarker mark={marks[owner]} title={names[owner]} /> {names[owner]}
            {owner === me && <span className="robots-spreads__you"> (you)</span>}
          </h3>
          <ul className="robots-spreads__list">
            {G.spreads
              .filter((s) => s.owner === owner)
              .map((spread) => {
                const options = placing ? allowedExtensions(content, spread, selected, checks) : [];
                const claim = !placing && claimTargets.some((t) => t.spread.id === spread.id);
                const target: SpreadTarget | undefined = placing ? (options.length > 0 ? 'extend' : 'none') : claim ? 'claim' : undefined;
                return (
                  <SpreadView
                    key={spread.id}
                    spread={spread}
                    content={content}
                    info={info}
                    names={names}
                    marks={marks}
                    target={target}
                    actions={options.length > 0 ? <SpreadActions spread={spread} options={options} onExtend={(cards, end) => onExtend(spread.id, cards, end)} /> : undefined}
                  />
                );
              })}
          </ul>
        </div>
      ))}
    </section>
  );
}
