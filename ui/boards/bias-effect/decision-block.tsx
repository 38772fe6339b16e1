import type { BiasContent } from '../../../games/bias-effect/content-types.ts';
import { catalogOf, designOf } from '../../../games/bias-effect/rules/catalog.ts';
import type { BiasView } from '../../../games/bias-effect/state.ts';
import type { PendingDecision } from '../../../games/kit/script/index.ts';
import { decisionProblem } from '../../components/decision/decision-check.ts';
import { DecisionPanel } from '../../components/decision/decision-panel.tsx';
import { AlgorithmOnTable, BeliefOnTable } from './table-cards.tsx';

interface Props {
  G: BiasView;
  pending: PendingDecision;
  content: BiasContent;
  names: Record<string, string>;
  me: string | null;
  onDecide(answer: string[]): void;
  onExplain(reason: string): void;
}

/** The card whose script asks: this round's Life card, or the Algorithm card just played. */
function askingCard(G: BiasView, content: BiasContent): string {
  const catalog = catalogOf(content);
  if (G.scripts.running?.tag === 'life' && G.round.life) return `Life card: ${catalog.life.get(designOf(G.round.life.card))?.name ?? G.round.life.card}`;
  const played = G.round.algorithms.findLast((turn) => turn.card !== null)?.card;
  return played ? `Algorithm: ${catalog.algorithms.get(designOf(played))?.name ?? played}` : 'A card is waiting';
}

/** The kit's decision panel, told how Bias Effect names its cards and players. */
export function DecisionBlock({ G, pending, content, names, me, onDecide, onExplain }: Props) {
  const catalog = catalogOf(content);
  const optionLabel = (id: string): string => {
    if (pending.labels?.[id]) return pending.labels[id];
    if (names[id]) return names[id];
    const design = designOf(id);
    return catalog.algorithms.get(design)?.name ?? catalog.beliefs.get(design)?.title ?? catalog.life.get(design)?.name ?? id;
  };
  const renderOption = (id: string) => {
    const design = designOf(id);
    if (catalog.algorithms.has(design)) return <AlgorithmOnTable content={content} id={design} />;
    if (catalog.beliefs.has(design)) return <BeliefOnTable content={content} id={design} />;
    return optionLabel(id);
  };
  return (
    <DecisionPanel
      decision={pending}
      mine={me === pending.player}
      deciderName={names[pending.player] ?? pending.player}
      title={askingCard(G, content)}
      optionLabel={optionLabel}
      renderOption={renderOption}
      problem={(answer) => decisionProblem(pending, me, answer)}
      onDecide={onDecide}
      onExplain={onExplain}
    />
  );
}
