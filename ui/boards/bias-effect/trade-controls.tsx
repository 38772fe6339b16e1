import type { BiasContent } from '../../../games/bias-effect/content-types.ts';
import { algorithmOf } from '../../../games/bias-effect/rules/catalog.ts';
import type { BiasView, CardId, PlayerID } from '../../../games/bias-effect/state.ts';
import { ActionButton } from '../../components/action-button/action-button.tsx';
import type { RuleChecks } from './rule-checks.ts';
import { chipsWord } from './words.ts';

interface Props {
  G: BiasView;
  content: BiasContent;
  me: PlayerID;
  checks: RuleChecks;
  /** The card picked in the hand above, if any. */
  selected: CardId | null;
  onTrade(card: CardId | null): void;
  onExplain(reason: string): void;
}

/**
 * The trade-in, chosen in secret: the card picked in the hand for its value in chips, or none.
 * Once sealed, the viewer's own choice (the others see only that they have chosen).
 */
export function TradeControls({ G, content, me, checks, selected, onTrade, onExplain }: Props) {
  if (G.step.kind !== 'trade') return null;
  const sealed = G.step.sealed;
  if (sealed.committed.includes(me)) {
    const mine = sealed.values[me];
    return (
      <p className="be-sealed-mine" data-testid="own-trade">
        Sealed: {mine ? `you trade in ${algorithmOf(content, mine).name} for ${chipsWord(algorithmOf(content, mine).value)}` : 'you keep every card'}. It shows when everyone has chosen.
      </p>
    );
  }
  const card = selected && G.hand.includes(selected) ? algorithmOf(content, selected) : null;
  return (
    <div className="be-controls" data-testid="trade-controls">
      <ActionButton
        availability={selected ? checks.trade(selected) : { state: 'disabled', reason: 'Pick a card in your hand first.' }}
        onAct={() => onTrade(selected)}
        onExplain={onExplain}
        tone="primary"
        testId="trade-card"
      >
        {card ? `Trade in ${card.name} (+${chipsWord(card.value)})` : 'Trade in a card'}
      </ActionButton>
      <ActionButton availability={checks.trade(null)} onAct={() => onTrade(null)} onExplain={onExplain} testId="trade-none">
        Keep every card
      </ActionButton>
    </div>
  );
}
