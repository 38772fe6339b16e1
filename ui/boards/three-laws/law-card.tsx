import type { LawDef } from '../../../games/three-laws/content-types.ts';
import '../../components/card/card-fonts.ts';
import './three-laws-cards.css';

interface Props {
  law: LawDef;
  /** Where the table marks the law a draft would break. */
  warn?: boolean;
}

/**
 * A law in force as the table lists it: a strip under a warning stripe with the law's name and
 * what it forbids, as wide as the panel. The whole printed card is drawn from its template
 * (GameCard); this strip is no card's shape, so it stays the table's own.
 */
export function LawCard({ law, warn = false }: Props) {
  return (
    <article className="tl-law" data-warn={warn || undefined} data-law={law.id} aria-label={`Law: ${law.name}`} data-testid={`law-${law.id}`}>
      <p className="tl-law__kind" aria-hidden="true">
        Law{law.judge === 'players' ? ' · judged by the players' : ''}
      </p>
      <h3 className="tl-law__name">{law.name}</h3>
      <p className="tl-law__text">{law.text}</p>
    </article>
  );
}
