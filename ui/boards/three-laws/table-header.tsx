import type { ThreeLawsContent } from '../../../games/three-laws/content-types.ts';
import type { PlayerID, Step, ThreeLawsView } from '../../../games/three-laws/state.ts';
import { Count, VpCard } from './pieces.tsx';

interface Props {
  G: ThreeLawsView;
  content: ThreeLawsContent;
  me: PlayerID | null;
  names: Record<string, string>;
  over: boolean;
  isConnected?: boolean;
}

function phaseName(step: Step, over: boolean): string {
  if (over) return 'Game over';
  if (step.kind === 'query-ask' || step.kind === 'query-answer') return 'Query';
  if (step.kind === 'transfer' || step.kind === 'transfer-offer') return 'Transfer';
  if (step.kind === 'reveal') return 'Reveal';
  return 'Reveal and score';
}

/**
 * One line over the table: the round and its phase, the Enforcement Tokens left in the
 * supply, the cards set aside unseen, and the viewer's own Victory Point cards face up
 * (everyone else sees only how many).
 */
export function TableHeader({ G, content, me, names, over, isConnected }: Props) {
  const total = G.myVp.reduce((a, b) => a + b, 0);
  return (
    <header className="tl-header">
      <h1 className="visually-hidden">3 Laws of Robotics</h1>
      <p className="tl-header__round" data-testid="round-facts">
        <strong>
          Round {G.round} of {content.rules.rounds.length}
        </strong>{' '}
        · {phaseName(G.step, over)}
      </p>
      <p className="tl-header__supply" data-testid="supply" title="Enforcement Tokens in the supply">
        Supply <Count kind="token" n={G.supply} />
      </p>
      {G.setAsideCount > 0 && !over && <p className="tl-header__aside">{G.setAsideCount} Faction cards set aside, unseen</p>}
      <p className="tl-header__who">
        {me === null ? 'Watching' : `You: ${names[me]}`}
        {isConnected === false && <span className="tl-header__offline"> · reconnecting…</span>}
      </p>
      {me !== null && (
        <div className="tl-header__vp" data-testid="my-vp" aria-label={`Your Victory Point cards: ${G.myVp.length}, worth ${total}`}>
          <span className="tl-header__vp-label">Your VP</span>
          {G.myVp.length === 0 ? (
            <span className="tl-hint">none yet</span>
          ) : (
            <>
              {G.myVp.map((value, i) => (
                <VpCard key={i} content={content} value={value} size="small" />
              ))}
              <span className="tl-header__vp-total">= {total}</span>
            </>
          )}
        </div>
      )}
    </header>
  );
}
