import type { RobotsContent } from '../../../games/robots/content-types.ts';
import { deckOf } from '../../../games/robots/cards.ts';
import { powerOf } from '../../../games/robots/rules/powers.ts';
import type { PendingDecision } from '../../../games/kit/script/index.ts';
import { decisionProblem } from '../../components/decision/decision-check.ts';
import { DecisionPanel } from '../../components/decision/decision-panel.tsx';
import type { CardInfo } from './card-info.ts';
import { DeckCard } from './deck-card.tsx';
import { spreadTitle } from './spread-view.tsx';
import type { TableView } from './table-props.ts';

/** The decision a power's script waits on, from the kit's script state in the view. */
export function pendingDecisionOf(G: TableView): PendingDecision | null {
  return G.scripts?.running?.pending ?? null;
}

/** The name of the power whose script asks now (the view's `powerCard`: the innermost, e.g. a Laser inside Extra Parts). */
export function runningPower(content: RobotsContent, G: Pick<TableView, 'variant' | 'powerCard'>): string | undefined {
  return G.powerCard === null ? undefined : powerOf(content, G.variant, G.powerCard)?.name;
}

interface Props {
  G: TableView;
  pending: PendingDecision;
  content: RobotsContent;
  info(id: string): CardInfo;
  names: Record<string, string>;
  playerID: string | null;
  onDecide(answer: string[]): void;
  onExplain(reason: string): void;
}

/** The generic decision panel, told how ROBOTS! names its cards, players and spreads. */
export function DecisionBlock({ G, pending, content, info, names, playerID, onDecide, onExplain }: Props) {
  const deck = deckOf(content);
  const spread = (id: string) => G.spreads.find((s) => s.id === id);
  const optionLabel = (id: string): string => {
    if (pending.labels?.[id]) return pending.labels[id];
    if (deck.byId.has(id)) return info(id).name;
    if (names[id]) return names[id];
    const s = spread(id);
    return s ? `${names[s.owner] ?? s.owner}'s ${spreadTitle(content, s)}` : id;
  };
  const renderOption = (id: string) => {
    if (!deck.byId.has(id)) return optionLabel(id);
    const owner = G.spreads.find((s) => s.cards.some((p) => p.card === id))?.owner;
    return (
      <span className="robots-option">
        <DeckCard content={content} info={info(id)} size="small" />
        {owner !== undefined && <span className="robots-option__where">{names[owner]}'s spread</span>}
      </span>
    );
  };
  const power = runningPower(content, G);
  return (
    <DecisionPanel
      decision={pending}
      mine={playerID === pending.player}
      deciderName={names[pending.player] ?? pending.player}
      title={power ? `Power: ${power}` : 'A power is waiting'}
      optionLabel={optionLabel}
      renderOption={renderOption}
      problem={(answer) => decisionProblem(pending, playerID, answer)}
      onDecide={onDecide}
      onExplain={onExplain}
    />
  );
}
