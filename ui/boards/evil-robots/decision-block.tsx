import type { EvilContent } from '../../../games/evil-robots/content-types.ts';
import { EXTRA, type EvilView } from '../../../games/evil-robots/state.ts';
import type { PendingDecision } from '../../../games/kit/script/index.ts';
import { decisionProblem } from '../../components/decision/decision-check.ts';
import { DecisionPanel } from '../../components/decision/decision-panel.tsx';
import { CoinPair } from './coin-pair.tsx';
import { ActionTokens } from './action-token.tsx';
import { Influence, PowerCard } from './pieces.tsx';
import { RobotFace } from './evil-card.tsx';
import { askingCard } from './turn-status.ts';
import { EXTRA_NAME } from './words.ts';

interface Props {
  G: EvilView;
  pending: PendingDecision;
  content: EvilContent;
  names: Record<string, string>;
  me: string | null;
  onDecide(answer: string[]): void;
  onExplain(reason: string): void;
}

/**
 * The kit's decision panel, told how Evil Robots names its options: players by name, "the
 * extra player", Robot Cards by their faces; a player choice shows each one's coins as the
 * decider knows them, so choosing whose coin to turn needs no looking around.
 */
export function DecisionBlock({ G, pending, content, names, me, onDecide, onExplain }: Props) {
  const card = (id: string) => content.robots.robots.find((r) => r.id === id);
  const optionLabel = (id: string): string => pending.labels?.[id] ?? (id === EXTRA ? EXTRA_NAME : names[id] ?? card(id)?.name ?? id);
  const renderOption = (id: string) => {
    const robot = card(id);
    if (robot) return <RobotFace content={content} robot={robot} size="small" />;
    if (pending.kind === 'player' && G.coins[id]) {
      return (
        <span className="er-decision-player">
          <span className="er-decision-player__name">{id === EXTRA ? 'The extra player' : names[id] ?? id}</span>
          <span className="er-decision-player__facts">
            <PowerCard value={G.power[id] ?? null} size="mini" />
            {id !== EXTRA && <Influence n={G.influence[id] ?? 0} />}
            {id !== EXTRA && <ActionTokens n={G.tokens[id] ?? 0} cap={4} />}
          </span>
          <CoinPair coins={G.coins[id]} owner={id} me={me} size="small" />
        </span>
      );
    }
    return optionLabel(id);
  };
  const asking = askingCard(G, content);
  return (
    <DecisionPanel
      decision={pending}
      mine={me === pending.player}
      deciderName={names[pending.player] ?? pending.player}
      title={asking ?? 'A Robot Card asks'}
      optionLabel={optionLabel}
      renderOption={renderOption}
      problem={(answer) => decisionProblem(pending, me, answer)}
      onDecide={onDecide}
      onExplain={onExplain}
    />
  );
}
