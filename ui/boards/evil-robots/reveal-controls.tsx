import type { EvilContent } from '../../../games/evil-robots/content-types.ts';
import { robotOf } from '../../../games/evil-robots/rules/catalog.ts';
import type { Deck, EvilView, PlayerID } from '../../../games/evil-robots/state.ts';
import { ActionButton } from '../../components/action-button/action-button.tsx';
import { ActionTokens } from './action-token.tsx';
import type { RuleChecks } from './rule-checks.ts';
import type { EvilMoves } from './table-props.ts';
import { WhyNot } from './why-not.tsx';

interface Props {
  G: EvilView;
  content: EvilContent;
  me: PlayerID;
  checks: RuleChecks;
  moves: EvilMoves;
  onExplain(reason: string): void;
}

/**
 * Your moment in the Reveal phase (a Reveal card, for a token) or at the end (an Endgame card,
 * free): one button per face-down card of that type, and Pass. Cards of other types are not
 * offered; the game says why if you ask.
 */
export function RevealControls({ G, content, me, checks, moves, onExplain }: Props) {
  const step = G.step;
  if ((step.kind !== 'reveal-phase' && step.kind !== 'endgame') || step.player !== me) return null;
  const type = step.kind === 'endgame' ? 'endgame' : 'reveal';
  const cards = G.hand ? (['left', 'right'] as Deck[]).flatMap((d) => (G.hand![d] ? [G.hand![d]!] : [])).filter((c) => robotOf(content, c).type === type) : [];
  const states = cards.map((c) => checks.reveal(c));
  return (
    <div className="er-controls-col" data-testid={`${step.kind}-controls`}>
      {step.kind === 'reveal-phase' && (
        <p className="er-turn__tokens">
          Your Action Tokens <ActionTokens n={G.tokens[me] ?? 0} />
        </p>
      )}
      <div className="er-controls">
        {cards.map((c, i) => (
          <ActionButton key={c} availability={states[i]} onAct={() => moves.reveal(c)} onExplain={onExplain} tone="primary" testId={`reveal-${c}`}>
            Reveal {robotOf(content, c).name}
            {step.kind === 'endgame' ? ' (free)' : ` · ${checks.costs.reveal(c)} ${checks.costs.reveal(c) === 1 ? 'token' : 'tokens'}`}
          </ActionButton>
        ))}
        <ActionButton availability={checks.passReveal()} onAct={() => moves.passReveal()} onExplain={onExplain} testId="pass-reveal">
          {cards.length > 0 ? 'Pass' : 'Nothing to reveal: pass'}
        </ActionButton>
      </div>
      <WhyNot states={states} testId="reveal-why" />
    </div>
  );
}
