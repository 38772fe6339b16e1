import content from 'virtual:tablewright/content';
import type { ThreeLawsContent } from '../../games/three-laws/content-types.ts';
import { LawCard } from '../../ui/boards/three-laws/law-card.tsx';
import { VpCard } from '../../ui/boards/three-laws/pieces.tsx';
import { PrintedCardStory, type AsPrinted } from '../cards/printed-card-story.tsx';
import { FactionCardSizes } from './card-gallery.tsx';

interface Props extends AsPrinted {
  /** The game folder under content/ (three-laws). */
  game: string;
  /** A Law Card's id, a Faction card as `<faction>-<rank>` (`android-3`), or a Victory Point card as `vp-<value>`. */
  cardId: string;
}

/** One 3 Laws card from content, for its own story: as printed (with its safe area dashed), then as the table draws it. */
export function ThreeLawsCardStory({ game, cardId, dpi }: Props) {
  return (
    <PrintedCardStory game={game} cardId={cardId} dpi={dpi}>
      <AtTheTable laws={content[game] as ThreeLawsContent} cardId={cardId} />
    </PrintedCardStory>
  );
}

/** A Law Card as the table lists it in force, a Victory Point card at both sizes, a Faction card at every size. */
function AtTheTable({ laws, cardId }: { laws: ThreeLawsContent; cardId: string }) {
  const law = laws.laws.laws.find((l) => l.id === cardId);
  if (law) {
    return (
      <div style={{ width: '16rem' }}>
        <LawCard law={law} />
      </div>
    );
  }
  const vp = laws.rules.victoryPoints.find((v) => `vp-${v.value}` === cardId);
  if (vp) {
    return (
      <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-end' }}>
        <VpCard content={laws} value={vp.value} />
        <VpCard content={laws} value={vp.value} size="small" />
      </div>
    );
  }
  const at = cardId.lastIndexOf('-');
  return <FactionCardSizes content={laws} faction={cardId.slice(0, at)} rank={Number(cardId.slice(at + 1))} />;
}
