import type { BiasContent } from '../../../games/bias-effect/content-types.ts';
import { designOf } from '../../../games/bias-effect/rules/catalog.ts';
import type { BiasView, PlayerID } from '../../../games/bias-effect/state.ts';
import { BidReveal } from './bid-reveal.tsx';
import { SealedBid } from './chip-icon.tsx';
import { RoundLogLines } from './round-log.tsx';
import { BeliefOnTable, LifeOnTable } from './table-cards.tsx';
import { listed, STEPS, type Namer } from './words.ts';

interface Props {
  G: BiasView;
  content: BiasContent;
  n: Namer;
  me: PlayerID | null;
  over: boolean;
}

/** Who has sealed a choice and who is still out, never what they chose. */
function SealedStatus({ G, n }: { G: BiasView; n: Namer }) {
  const step = G.step;
  if (step.kind !== 'trade' && step.kind !== 'bid') return null;
  const done = step.sealed.committed;
  const out = step.sealed.eligible.filter((p) => !done.includes(p));
  const verb = step.kind === 'bid' ? 'Bids in' : 'Chosen';
  return (
    <p className="be-round__sealed" data-testid="sealed-status">
      <span>
        {verb}: {done.length === 0 ? 'nobody yet' : listed(done.map((p) => n.object(p)))} ({done.length} of {step.sealed.eligible.length})
      </span>
      {out.length > 0 && <span className="be-hint-inline"> · still {step.kind === 'bid' ? 'bidding' : 'choosing'}: {listed(out.map((p) => n.object(p)))}</span>}
    </p>
  );
}

/**
 * The bids on the table's middle while they are sealed: each bidder's covered pile pushed
 * forward (the viewer's own with its amount), an empty place for whoever has not bid yet.
 */
function BidPiles({ G, content, n, me }: { G: BiasView; content: BiasContent; n: Namer; me: PlayerID | null }) {
  const step = G.step;
  if (step.kind !== 'bid' || step.sealed.revealed) return null;
  return (
    <ul className="be-round__piles" data-testid="bid-piles" aria-label="The sealed bids">
      {step.sealed.eligible.map((p) => {
        const bid = step.sealed.committed.includes(p);
        const amount = p === me && Object.hasOwn(step.sealed.values, p) ? step.sealed.values[p] : undefined;
        return (
          <li key={p} data-bid={bid || undefined}>
            {bid ? <SealedBid content={content} amount={amount} /> : <span className="be-round__no-pile" aria-hidden="true" />}
            <span className="be-round__pile-name">{bid ? n.named(p) : `${n.named(p)}: not yet`}</span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * This round at a glance: which step it is in, the Belief up for bidding (or what became of
 * it), who has bid, the bids once shown, the Life card with the outcome that applied lit, and
 * the trade-ins and Algorithm turns so far.
 */
export function RoundPanel({ G, content, n, me, over }: Props) {
  const step = G.step;
  const bids = G.round.bids;
  const belief = G.belief ?? bids?.belief ?? null;
  // Once the game is over every step of its last round is done.
  const current = over ? STEPS.length : STEPS.findIndex((s) => s.kind === step.kind);
  return (
    <section className="be-round" aria-labelledby="be-round-heading" data-step={step.kind} data-testid="round">
      <div className="be-round__head">
        <h2 id="be-round-heading">Round {G.round.round}</h2>
        <ol className="be-steps" aria-label="The round's steps">
          {STEPS.map((s, i) => (
            <li key={s.kind} data-state={i < current ? 'done' : i === current ? 'now' : 'later'} aria-current={i === current ? 'step' : undefined}>
              {s.name}
            </li>
          ))}
        </ol>
      </div>
      <div className="be-round__cards">
        <div className="be-round__slot" data-testid="belief-slot">
          <h3 className="be-label">{step.kind === 'bid' || step.kind === 'control' ? 'Up for bidding' : 'This round’s Belief'}</h3>
          {belief ? (
            <BeliefOnTable content={content} id={designOf(belief)} fate={G.belief ? null : bids?.choice} testId="belief" />
          ) : (
            <p className="be-hint be-round__placeholder">{step.kind === 'trade' ? 'Turned up once everyone has chosen what to trade in.' : 'No Belief was left to turn up.'}</p>
          )}
        </div>
        {G.round.life && (
          <div className="be-round__slot" data-testid="life-slot">
            <h3 className="be-label">Life card</h3>
            <LifeOnTable content={content} id={designOf(G.round.life.card)} lit={G.round.life.outcome} testId="life" />
          </div>
        )}
      </div>
      <SealedStatus G={G} n={n} />
      <BidPiles G={G} content={content} n={n} me={me} />
      {bids && <BidReveal result={bids} content={content} n={n} me={me} compact={over || step.kind === 'life' || step.kind === 'algorithm'} />}
      <RoundLogLines log={G.round} players={G.players} content={content} n={n} parts={['trades', 'algorithms']} />
    </section>
  );
}
