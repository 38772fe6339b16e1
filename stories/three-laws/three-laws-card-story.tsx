import content from 'virtual:tablewright/content';
import type { ThreeLawsContent } from '../../games/three-laws/content-types.ts';
import { LawCard } from '../../ui/boards/three-laws/law-card.tsx';
import { FactionCardSizes } from './card-gallery.tsx';

interface Props {
  /** The game folder under content/ (three-laws). */
  game: string;
  /** A Law Card's id, or a Faction card as `<faction>-<rank>` (`android-3`). */
  cardId: string;
}

/** One 3 Laws card from content, for its own story: a Law Card as printed and as in force, a Faction card at every size. */
export function ThreeLawsCardStory({ game, cardId }: Props) {
  const laws = content[game] as ThreeLawsContent;
  const law = laws.laws.laws.find((l) => l.id === cardId);
  if (law) {
    return (
      <div style={{ display: 'flex', gap: '2rem', alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <LawCard law={law} />
        <div style={{ width: '16rem' }}>
          <LawCard law={law} compact />
        </div>
      </div>
    );
  }
  const at = cardId.lastIndexOf('-');
  return <FactionCardSizes content={laws} faction={cardId.slice(0, at)} rank={Number(cardId.slice(at + 1))} />;
}
