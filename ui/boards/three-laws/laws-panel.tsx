import type { ThreeLawsContent } from '../../../games/three-laws/content-types.ts';
import { lawById } from '../../../games/three-laws/rules/laws.ts';
import type { ThreeLawsView } from '../../../games/three-laws/state.ts';
import { LawCard } from './law-card.tsx';

interface Props {
  G: ThreeLawsView;
  content: ThreeLawsContent;
  /** Laws the viewer's draft would break, marked on their cards. */
  warned: string[];
}

/** The Law Cards in force this round, face up for everyone, or when the first arrive. (At a round's end the report names the laws that were in force.) */
export function LawsPanel({ G, content, warned }: Props) {
  const laws = G.lawsInForce.map((id) => lawById(content, id));
  const later = content.rules.rounds.findIndex((r, i) => i >= G.round && r.laws > 0);
  return (
    <section className="tl-laws" aria-labelledby="tl-laws-heading" data-testid="laws-in-force">
      <h2 id="tl-laws-heading">Laws in force</h2>
      {laws.length > 0 ? (
        <>
          <div className="tl-laws__cards">
            {laws.map((law) => (
              <LawCard key={law.id} law={law} warn={warned.includes(law.id)} />
            ))}
          </div>
          <p className="tl-hint">Catch anyone breaking one: press <strong>Error</strong> on their message or action in the table talk.</p>
        </>
      ) : (
        <p className="tl-hint" data-testid="no-laws">
          No law this round.{later >= 0 ? ` Laws arrive in round ${later + 1}.` : ''}
        </p>
      )}
    </section>
  );
}
