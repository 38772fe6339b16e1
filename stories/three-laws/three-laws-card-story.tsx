import content from 'virtual:tablewright/content';
import type { ThreeLawsContent } from '../../games/three-laws/content-types.ts';
import { printedCardsOf } from '../../ui/boards/game-card.tsx';
import { LawCard } from '../../ui/boards/three-laws/law-card.tsx';
import { threeLawsPrint } from '../../ui/boards/three-laws/printed-card.tsx';
import { FactionCardSizes } from './card-gallery.tsx';

interface Props {
  /** The game folder under content/ (three-laws). */
  game: string;
  /** A Law Card's id, or a Faction card as `<faction>-<rank>` (`android-3`). */
  cardId: string;
}

/** One 3 Laws card from content, for its own story: as printed (with its safe area dashed), a Law Card as the table lists it in force, a Faction card at every table size. */
export function ThreeLawsCardStory({ game, cardId }: Props) {
  const laws = content[game] as ThreeLawsContent;
  const card = printedCardsOf('three-laws', laws).find((c) => c.id === cardId);
  if (!card) throw new Error(`No card '${cardId}' in the ${game} content.`);
  const law = laws.laws.laws.find((l) => l.id === cardId);
  return (
    <div style={{ display: 'flex', gap: '2rem', alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <figure style={{ margin: 0 }} data-testid="printed-card">
        {threeLawsPrint.face(laws, card, { guides: true })}
      </figure>
      {law ? (
        <div style={{ width: '16rem' }}>
          <LawCard law={law} />
        </div>
      ) : (
        <FactionCardSizes content={laws} faction={String(card.fields.faction)} rank={Number(card.fields.rank)} />
      )}
    </div>
  );
}
