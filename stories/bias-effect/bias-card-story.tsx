import content from 'virtual:tablewright/content';
import type { BiasContent } from '../../games/bias-effect/content-types.ts';
import { BeliefStrip } from '../../ui/boards/bias-effect/belief-strip.tsx';
import { ContentCard } from '../cards/content-card.tsx';
import type { AsPrinted } from '../cards/printed-card-story.tsx';
import { LifeCardOutcomes } from './card-gallery.tsx';

interface Props extends AsPrinted {
  /** The game folder under content/ (bias-effect). */
  game: string;
  /** An identity, Belief, Algorithm or Life design id. */
  cardId: string;
}

/**
 * One Bias Effect card from content, for its own story: as printed (with its safe area dashed)
 * and at the table's sizes, all drawn from card-faces.yaml; a Belief also as the strip the
 * A.I.'s mind lays it in, a Life card with each outcome lit as the table shows it.
 */
export function BiasCardStory({ game, cardId, dpi }: Props) {
  const bias = content[game] as BiasContent;
  if (dpi) return <ContentCard game={game} cardId={cardId} dpi={dpi} />;
  const belief = bias.beliefs.beliefs.find((b) => b.id === cardId);
  const life = bias.life.life.some((l) => l.id === cardId);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '1.5rem' }}>
      <ContentCard game={game} cardId={cardId} />
      {belief && (
        <div style={{ width: '12rem' }}>
          <BeliefStrip belief={belief} />
        </div>
      )}
      {life && <LifeCardOutcomes content={bias} life={cardId} />}
    </div>
  );
}
