import type { RobotsContent } from '../../../games/robots/content-types.ts';
import type { CardInfo } from './card-info.ts';
import { MoveButton } from './move-button.tsx';
import { PlayingCard } from './playing-card.tsx';
import type { RuleChecks, RunEnd } from './rule-checks.ts';
import { spreadTitle } from './spread-view.tsx';
import type { RobotsMoves, TableView } from './table-props.ts';

interface Props {
  G: TableView;
  me: string | null;
  content: RobotsContent;
  names: Record<string, string>;
  info(id: string): CardInfo;
  checks: RuleChecks;
  moves: RobotsMoves;
  onExplain(reason: string): void;
}

/** The ROBOTS! call: the last discard fits a spread; anyone but its discarder may claim it before the next draw. */
export function ClaimPanel({ G, me, content, names, info, checks, moves, onExplain }: Props) {
  const claimable = G.claimable;
  if (!claimable) return null;
  const card = info(claimable.card);
  const mayClaim = me !== null && G.players.includes(me) && me !== claimable.discardedBy;
  const targets = G.spreads.flatMap((s) => (s.kind === 'run' ? (['low', 'high'] as RunEnd[]) : [undefined]).map((end) => ({ spread: s, end })));
  const open = mayClaim ? targets.filter((t) => checks.claim(t.spread.id, t.end).state === 'enabled') : [];
  return (
    <section className="robots-claim" data-testid="claim-panel" aria-labelledby="claim-heading">
      <PlayingCard info={card} size="compact" />
      <div className="robots-claim__body">
        <h2 id="claim-heading">ROBOTS!</h2>
        <p>
          {names[claimable.discardedBy]} discarded {card.name}, and it fits a spread on the table.{' '}
          {me === claimable.discardedBy
            ? 'Anyone else may claim it until the next player draws.'
            : mayClaim
              ? 'Claim it before the next player draws: the first claim wins, even without a spread of your own.'
              : 'The players may claim it until the next player draws.'}
        </p>
        {open.length > 0 && (
          <div className="robots-claim__actions">
            {open.map(({ spread, end }) => (
              <MoveButton
                key={`${spread.id}-${end ?? ''}`}
                availability={{ state: 'enabled' }}
                onAct={() => moves.callRobots(spread.id, end)}
                onExplain={onExplain}
                testId={`claim-${spread.id}${end ? `-${end}` : ''}`}
                tone="danger"
              >
                ROBOTS! Into {names[spread.owner]}'s {spreadTitle(content, spread)}
                {end ? ` (${end} end)` : ''}
              </MoveButton>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
