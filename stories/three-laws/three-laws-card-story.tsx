import content from 'virtual:tablewright/content';
import type { ThreeLawsContent } from '../../games/three-laws/content-types.ts';
import { LawCard } from '../../ui/boards/three-laws/law-card.tsx';
import { threeLawsPrint } from '../../ui/boards/three-laws/printed-card.tsx';
import { FactionCardSizes } from './card-gallery.tsx';

interface Props {
  /** The game folder under content/ (three-laws). */
  game: string;
  /** A Law Card's id, or a Faction card as `<faction>-<rank>` (`android-3`). */
  cardId: string;
}

/** One 3 Laws card from content, for its own story: as printed (with its safe area dashed), a Law Card as in force, a Faction card at every size. */
export function ThreeLawsCardStory({ game, cardId }: Props) {
  const laws = content[game] as ThreeLawsContent;
  const law = laws.laws.laws.find((l) => l.id === cardId);
  if (law) {
    return (
      <div style={{ display: 'flex', gap: '2rem', alignItems: 'flex-start', flexWrap: 'wrap' }}>
        {threeLawsPrint.face(laws, { type: 'law', id: law.id, name: law.name, count: 1 }, { guides: true })}
        <LawCard law={law} />
        <div style={{ width: '16rem' }}>
          <LawCard law={law} compact />
        </div>
      </div>
    );
  }
  const at = cardId.lastIndexOf('-');
  return (
    <div style={{ display: 'flex', gap: '2rem', alignItems: 'flex-start', flexWrap: 'wrap' }}>
      {threeLawsPrint.face(laws, { type: 'faction', id: cardId, name: cardId, count: 1 }, { guides: true })}
      <FactionCardSizes content={laws} faction={cardId.slice(0, at)} rank={Number(cardId.slice(at + 1))} />
    </div>
  );
}
