import content from 'virtual:tablewright/content';
import type { BiasContent } from '../../games/bias-effect/content-types.ts';
import { AlgorithmCard } from '../../ui/boards/bias-effect/algorithm-card.tsx';
import { BeliefCard } from '../../ui/boards/bias-effect/belief-card.tsx';
import { IdentityCard } from '../../ui/boards/bias-effect/identity-card.tsx';
import { PrintedCardStory, type AsPrinted } from '../cards/printed-card-story.tsx';
import { LifeCardOutcomes } from './card-gallery.tsx';

interface Props extends AsPrinted {
  /** The game folder under content/ (bias-effect). */
  game: string;
  /** An identity, Belief, Algorithm or Life design id. */
  cardId: string;
}

const row = { display: 'flex', gap: '1.5rem', alignItems: 'flex-start', flexWrap: 'wrap' } as const;

/** One Bias Effect card from content, for its own story: as printed (with its safe area dashed) and as the table draws it. */
export function BiasCardStory({ game, cardId, dpi }: Props) {
  const bias = content[game] as BiasContent;
  return (
    <PrintedCardStory game={game} cardId={cardId} dpi={dpi}>
      <AtTheTable bias={bias} cardId={cardId} />
    </PrintedCardStory>
  );
}

/** The same card as the table draws it, at the sizes the table uses. */
function AtTheTable({ bias, cardId }: { bias: BiasContent; cardId: string }) {
  const identity = bias.identities.identities.find((i) => i.id === cardId);
  if (identity) return <IdentityCard identity={identity} bonusPerBelief={bias.rules.bonusPerBelief} />;
  const belief = bias.beliefs.beliefs.find((b) => b.id === cardId);
  if (belief) {
    return (
      <div style={row}>
        <BeliefCard belief={belief} size="large" />
        <BeliefCard belief={belief} />
        <div style={{ width: '12rem' }}>
          <BeliefCard belief={belief} size="mini" />
        </div>
      </div>
    );
  }
  const algorithm = bias.algorithms.algorithms.find((a) => a.id === cardId);
  if (algorithm) {
    return (
      <div style={row}>
        <AlgorithmCard algorithm={algorithm} />
        <AlgorithmCard algorithm={algorithm} size="small" />
      </div>
    );
  }
  return (
    <div style={{ width: 'min(90vw, 72rem)' }}>
      <LifeCardOutcomes content={bias} life={cardId} />
    </div>
  );
}
