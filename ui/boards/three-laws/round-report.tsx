import { useEffect, useRef, type CSSProperties } from 'react';
import type { ThreeLawsContent } from '../../../games/three-laws/content-types.ts';
import { lawById } from '../../../games/three-laws/rules/laws.ts';
import { turnOrder } from '../../../games/three-laws/rules/table.ts';
import type { PlayerID, RoundReport } from '../../../games/three-laws/state.ts';
import { listed, type Namer } from './act-words.ts';
import { FactionCardView } from './faction-card.tsx';
import { factionOf } from './factions.ts';
import { Count } from './pieces.tsx';
import { awardLines, cardsTaken, factionLines } from './score-words.ts';

interface Props {
  report: RoundReport;
  players: PlayerID[];
  content: ThreeLawsContent;
  n: Namer;
  me: PlayerID | null;
  /** The round just played, open at the top of the table; earlier rounds fold under it. */
  current?: boolean;
  /** The game's last round: no next round to start. */
  last?: boolean;
}

/**
 * A round's Reveal and Score, explained line by line: every card face up with its keys, each
 * faction's leader and why it scored or not, every Victory Point card handed out and why, and
 * who starts the next round.
 */
export function RoundReportView({ report, players, content, n, me, current = false, last = false }: Props) {
  const taken = cardsTaken(report, players);
  const factions = factionLines(report, content, n);
  const awards = awardLines(report, content, n);
  const result = (f: string) => report.factions.find((r) => r.faction === f);
  const section = useRef<HTMLElement>(null);
  // The reveal is what everyone reads next, wherever the page was scrolled to; after the last round the final result above it is.
  useEffect(() => {
    if (current && !last) section.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [current, last, report.round]);
  return (
    <section ref={section} className="tl-report" data-current={current || undefined} data-testid={current ? 'round-report' : `round-report-${report.round}`} aria-label={`Round ${report.round}: reveal and score`}>
      {current && <h2>Round {report.round}: the reveal</h2>}
      {me !== null && current && report.cards[me] && (
        <p className="tl-report__yours" data-testid="your-revealed-card">
          Your card was <strong>{factionOf(content, report.cards[me].faction).name} {report.cards[me].rank}</strong>.
        </p>
      )}
      <ul className="tl-report__factions">
        {factions.map((line) => {
          const f = result(line.faction!)!;
          const faction = factionOf(content, f.faction);
          const members = [...f.members].sort((a, b) => report.cards[b].rank - report.cards[a].rank);
          return (
            <li key={line.key} className="tl-report__faction" data-scored={f.scored || undefined} style={{ '--fc-primary': faction.palette.primary } as CSSProperties} data-testid={`faction-result-${f.faction}`}>
              <div className="tl-report__members">
                {members.map((p) => (
                  <span key={p} className="tl-report__member" data-leader={p === f.leader || undefined}>
                    <FactionCardView content={content} card={report.cards[p]} size="mini" />
                    <span className="tl-report__member-name">{n.named(p)}</span>
                    {p === f.leader && <span className="tl-report__leader">leader</span>}
                    <Count kind="key" n={report.keys[p]} />
                  </span>
                ))}
              </div>
              <p className="tl-report__why">
                <span className="tl-report__verdict">{f.scored ? 'Scores' : 'No score'}</span> {line.text}
              </p>
            </li>
          );
        })}
      </ul>
      <h3>Victory Point cards</h3>
      {awards.length > 0 ? (
        <ul className="tl-report__awards">
          {awards.map((line) => (
            <li key={line.key}>{line.text}</li>
          ))}
        </ul>
      ) : (
        <p className="tl-hint">No one took a card this round.</p>
      )}
      <p className="tl-report__taken" data-testid={current ? 'round-taken' : undefined}>
        {turnOrder({ players }, report.startPlayer)
          .map((p) => `${n.named(p)} +${taken[p]}`)
          .join(' · ')}
      </p>
      <p className="tl-report__next">
        {report.laws.length > 0 ? `Laws in force were ${listed(report.laws.map((id) => lawById(content, id).name))}. ` : ''}
        {!last && (
          <>
            Next start player: <strong>{n.named(report.nextStartPlayer)}</strong> (the most Victory Point cards, looking left from {n.named(report.startPlayer)}).
          </>
        )}
      </p>
    </section>
  );
}
