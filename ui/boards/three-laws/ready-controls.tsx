import type { PlayerID, ThreeLawsView } from '../../../games/three-laws/state.ts';
import { ActionButton } from '../../components/action-button/action-button.tsx';
import { listed, type Namer } from './act-words.ts';
import type { RuleChecks } from './rule-checks.ts';

interface Props {
  G: ThreeLawsView;
  me: PlayerID;
  n: Namer;
  checks: RuleChecks;
  onReveal(): void;
  onReady(): void;
  onExplain(reason: string): void;
}

/**
 * The steps every player takes together: turning their card up after the Transfer (the round
 * is scored when the last is up), and Ready between rounds (the next is dealt when everyone
 * is). Who has, so far.
 */
export function ReadyControls({ G, me, n, checks, onReveal, onReady, onExplain }: Props) {
  const step = G.step;
  if (step.kind !== 'reveal' && step.kind !== 'round-end') return null;
  const done = step.ready;
  const revealing = step.kind === 'reveal';
  const label = revealing ? (done.includes(me) ? 'Your card is up' : 'Turn my card up') : done.includes(me) ? 'Ready' : `Ready for round ${G.round + 1}`;
  const who = listed(done.map((p) => n.subject(p)));
  return (
    <div className="tl-ready" data-testid="ready-controls">
      <ActionButton availability={revealing ? checks.reveal() : checks.ready()} onAct={revealing ? onReveal : onReady} onExplain={onExplain} tone="primary" testId={revealing ? 'reveal' : 'ready'}>
        {label}
      </ActionButton>
      <p className="tl-hint" data-testid="ready-list">
        {done.length === 0 ? (revealing ? 'No card is up yet.' : 'Nobody is ready yet.') : `${revealing ? 'Cards up' : 'Ready'}: ${who} (${done.length} of ${G.players.length}).`}
      </p>
    </div>
  );
}
