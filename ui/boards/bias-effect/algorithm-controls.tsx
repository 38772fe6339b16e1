import type { BiasContent } from '../../../games/bias-effect/content-types.ts';
import { algorithmOf } from '../../../games/bias-effect/rules/catalog.ts';
import type { BiasView, CardId } from '../../../games/bias-effect/state.ts';
import { ActionButton } from '../../components/action-button/action-button.tsx';
import type { RuleChecks } from './rule-checks.ts';

interface Props {
  G: BiasView;
  content: BiasContent;
  checks: RuleChecks;
  /** The card picked in the hand above, if any. */
  selected: CardId | null;
  onPlay(card: CardId): void;
  onPass(): void;
  onExplain(reason: string): void;
}

/** Your Algorithm turn: play the card picked in your hand (its script runs) or pass. */
export function AlgorithmControls({ G, content, checks, selected, onPlay, onPass, onExplain }: Props) {
  const card = selected && G.hand.includes(selected) ? selected : null;
  return (
    <div className="be-controls" data-testid="algorithm-controls">
      <ActionButton availability={card ? checks.play(card) : { state: 'disabled', reason: 'Pick a card in your hand first.' }} onAct={() => card && onPlay(card)} onExplain={onExplain} tone="primary" testId="play-card">
        {card ? `Play ${algorithmOf(content, card).name}` : 'Play a card'}
      </ActionButton>
      <ActionButton availability={checks.pass()} onAct={onPass} onExplain={onExplain} testId="pass">
        Pass
      </ActionButton>
    </div>
  );
}
