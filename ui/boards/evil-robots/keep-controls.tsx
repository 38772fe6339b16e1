import { useState } from 'react';
import type { EvilContent } from '../../../games/evil-robots/content-types.ts';
import { robotOf } from '../../../games/evil-robots/rules/catalog.ts';
import type { Deck, EvilView, PlayerID } from '../../../games/evil-robots/state.ts';
import { ActionButton } from '../../components/action-button/action-button.tsx';
import type { RuleChecks } from './rule-checks.ts';
import type { EvilMoves } from './table-props.ts';
import { DECK_NAME } from './words.ts';

interface Props {
  G: EvilView;
  content: EvilContent;
  me: PlayerID;
  checks: RuleChecks;
  moves: EvilMoves;
  onExplain(reason: string): void;
}

/**
 * The clean-up: a box per face-down Robot Card (ticked: keep it for the next round; unticked:
 * it goes to the bottom of its deck and a new one comes), then Ready.
 */
export function KeepControls({ G, content, me, checks, moves, onExplain }: Props) {
  const step = G.step;
  const held = G.hand ? (['left', 'right'] as Deck[]).filter((d) => G.hand![d] !== null) : [];
  const [kept, setKept] = useState<Deck[]>(held);
  if (step.kind !== 'keep' || step.ready.includes(me)) return null;
  const keep = kept.filter((d) => held.includes(d));
  return (
    <div className="er-controls-col" data-testid="keep-controls">
      <div className="er-keep">
        {held.map((d) => (
          <label key={d} className="er-keep__card">
            <input type="checkbox" checked={keep.includes(d)} onChange={(e) => setKept(e.target.checked ? [...keep, d] : keep.filter((k) => k !== d))} data-testid={`keep-${d}`} />
            <span>
              Keep {robotOf(content, G.hand![d]!).name} <span className="er-hint-inline">({DECK_NAME[d]})</span>
            </span>
          </label>
        ))}
      </div>
      <div className="er-controls">
        <ActionButton availability={checks.keep(keep)} onAct={() => moves.keepRobots(keep)} onExplain={onExplain} tone="primary" testId="keep-ready">
          Ready: {held.length === 1 ? (keep.length === 1 ? 'keep it' : 'return it') : keep.length === 2 ? 'keep both' : keep.length === 0 ? 'return both' : 'keep one, return one'}
        </ActionButton>
        <span className="er-hint-inline">A returned card goes to the bottom of its deck; you get the next one.</span>
      </div>
    </div>
  );
}
